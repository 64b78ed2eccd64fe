import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Component as Burls } from '../../app/routes/burls';
import { Component as SearchTypeSize } from '../../app/routes/search-type-size';

function renderGrid() {
  return render(
    <MemoryRouter initialEntries={['/searchtypesize']}>
      <Routes>
        <Route path="/searchtypesize" element={<SearchTypeSize />} />
        <Route path="/burls" element={<Burls />} />
      </Routes>
    </MemoryRouter>,
  );
}

function card(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`No card for ${name}`);
  return item;
}

describe('search by type and size (/searchtypesize)', () => {
  it('lists the categories in the spec order, then the Custom box', () => {
    renderGrid();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Knees',
      'Sweeps',
      'Burls',
      'Boardwalk',
      'Buildings',
      'Spars',
      'Timber',
      'Live Edge',
      'Furniture',
      'Custom',
    ]);
  });

  it.each([
    ['Knees', 'Browse knees', '/knees'],
    ['Sweeps', 'Browse sweeps', '/sweeps'],
  ])('%s is active: a link to its page', (name, action, href) => {
    renderGrid();
    const item = within(card(name));
    expect(item.getByRole('link', { name: action })).toHaveAttribute('href', href);
    expect(item.queryByRole('button')).not.toBeInTheDocument();
    expect(item.getByText('Available')).toBeInTheDocument();
  });

  it.each([
    ['Burls', 'Browse burls', 'About burls', '/burls'],
    ['Boardwalk', 'Browse boardwalk', 'About boardwalk', '/boardwalk'],
    ['Buildings', 'Browse buildings', 'About buildings', '/buildings'],
  ])('%s is linked but its button is disabled', (name, action, about, href) => {
    renderGrid();
    const item = within(card(name));
    expect(item.getByRole('button', { name: action })).toBeDisabled();
    expect(item.getByRole('link', { name: about })).toHaveAttribute('href', href);
    expect(item.getByText('Coming soon')).toBeInTheDocument();
  });

  it.each([
    ['Spars', 'Browse spars'],
    ['Timber', 'Browse timber'],
    ['Live Edge', 'Browse live edge'],
    ['Furniture', 'Browse furniture'],
  ])('%s is disabled, with no link', (name, action) => {
    renderGrid();
    const item = within(card(name));
    expect(item.getByRole('button', { name: action })).toBeDisabled();
    expect(item.queryByRole('link')).not.toBeInTheDocument();
    expect(item.getByText('Not yet available')).toBeInTheDocument();
  });

  it('has a Custom box asking what we can help you find, leading to /custom', () => {
    renderGrid();
    expect(within(card('Custom')).getByRole('link', { name: 'What can we help you find?' })).toHaveAttribute('href', '/custom');
  });

  it('leads from a linked-but-disabled category to its page and back', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('link', { name: 'About burls' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Burls' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Type and Size' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Search by Type and Size' })).toBeInTheDocument();
  });
});
