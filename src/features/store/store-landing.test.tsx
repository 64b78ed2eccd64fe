import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Component as Store } from '../../app/routes/store';

function renderStore() {
  return render(
    <MemoryRouter initialEntries={['/store']}>
      <Store />
    </MemoryRouter>,
  );
}

function radioGroup(legend: string) {
  return screen.getByRole('group', { name: legend });
}

function radios(legend: string) {
  return within(radioGroup(legend))
    .getAllByRole('radio')
    .map((radio) => ({ label: radio.closest('label')?.textContent, checked: radio.matches(':checked') }));
}

describe('store landing (/store)', () => {
  it('offers the three search boxes: type and size, species, and a disabled performance search', () => {
    renderStore();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Timber Store' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Search by Type and Size' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search by type and size' })).toHaveAttribute('href', '/searchtypesize');
    expect(screen.getByRole('heading', { level: 2, name: 'Search by Species' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search by species' })).toHaveAttribute('href', '/byspeciesfilter');
    expect(screen.getByRole('heading', { level: 2, name: 'Search by Performance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search by performance' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /performance/i })).not.toBeInTheDocument();
  });

  it('shows the filters with the spec options and defaults', () => {
    renderStore();
    const postalCode = screen.getByRole('textbox', { name: 'Zip/post code' });
    expect(postalCode).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Local' })).not.toBeChecked();

    expect(radios('Carbon')).toEqual([
      { label: 'Any', checked: true },
      { label: 'Low', checked: false },
      { label: 'Medium', checked: false },
      { label: 'High', checked: false },
    ]);
    expect(radios('Source')).toEqual([
      { label: 'Salvage', checked: false },
      { label: 'Urban', checked: false },
      { label: 'Woodlot', checked: false },
      { label: 'Any', checked: true },
    ]);
    expect(radios('Urgency')).toEqual([
      { label: 'Shopping', checked: false },
      { label: 'Just Browsing', checked: true },
    ]);
  });

  it('keeps the filter choices while the page is open, and searches nothing', async () => {
    const user = userEvent.setup();
    renderStore();

    await user.type(screen.getByRole('textbox', { name: 'Zip/post code' }), 'B4N 1A1');
    await user.click(screen.getByRole('checkbox', { name: 'Local' }));
    await user.click(within(radioGroup('Carbon')).getByRole('radio', { name: 'Low' }));
    await user.click(within(radioGroup('Source')).getByRole('radio', { name: 'Woodlot' }));
    await user.click(within(radioGroup('Urgency')).getByRole('radio', { name: 'Shopping' }));

    expect(screen.getByRole('textbox', { name: 'Zip/post code' })).toHaveValue('B4N 1A1');
    expect(screen.getByRole('checkbox', { name: 'Local' })).toBeChecked();
    expect(within(radioGroup('Carbon')).getByRole('radio', { name: 'Low' })).toBeChecked();
    expect(within(radioGroup('Carbon')).getByRole('radio', { name: 'Any' })).not.toBeChecked();
    expect(within(radioGroup('Source')).getByRole('radio', { name: 'Woodlot' })).toBeChecked();
    expect(within(radioGroup('Urgency')).getByRole('radio', { name: 'Shopping' })).toBeChecked();
    // Nothing to submit: the only button on the page is the disabled performance search.
    expect(screen.getAllByRole('button')).toEqual([screen.getByRole('button', { name: 'Search by performance' })]);
  });
});
