import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Component as Knees } from '../../app/routes/knees';
import { Component as Sweeps } from '../../app/routes/sweeps';

function renderAt(path: string, Page: () => React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent;

describe('knee selector (/knees)', () => {
  it('has the five measurements in inches and the five checkboxes, and nothing to submit', async () => {
    const user = userEvent.setup();
    renderAt('/knees', Knees);
    expect(screen.getByRole('heading', { level: 1, name: 'Knees' })).toBeInTheDocument();

    for (const label of ['Arm Length', 'Arm Depth', 'Leg Length', 'Leg Depth', 'Thickness']) {
      const input = screen.getByRole('spinbutton', { name: label });
      expect(input).toHaveAccessibleDescription('inches');
      await user.type(input, '12');
      expect(input).toHaveValue(12);
    }
    const options = within(screen.getByRole('group', { name: 'Show details on' })).getAllByRole('checkbox');
    expect(options.map((box) => box.closest('label')?.textContent)).toEqual(['Species', 'Grade', 'Origin', 'Ecology', 'Strength']);
    await user.click(screen.getByRole('checkbox', { name: 'Grade' }));
    expect(screen.getByRole('checkbox', { name: 'Grade' })).toBeChecked();

    expect(screen.getByRole('button', { name: 'Find knees' })).toBeDisabled();
    expect(screen.getByRole('img', { name: /A knee/ })).toBeInTheDocument();
  });
});

describe('sweep selector (/sweeps)', () => {
  it('has the basic and specialized measurements, the five checkboxes and a zip/postal code', async () => {
    const user = userEvent.setup();
    renderAt('/sweeps', Sweeps);
    expect(screen.getByRole('heading', { level: 1, name: 'Sweeps' })).toBeInTheDocument();

    const basic = within(screen.getByRole('group', { name: 'Basic' }));
    expect(basic.getAllByRole('spinbutton').map(labelOf)).toEqual(['X', 'Y', 'A']);
    const specialized = within(screen.getByRole('group', { name: 'Specialized' }));
    expect(specialized.getAllByRole('spinbutton').map(labelOf)).toEqual(['Xo', 'Yo', 'Ro', 'A', 'T']);
    expect(basic.getByRole('spinbutton', { name: 'A' })).toHaveAccessibleDescription('Angle degrees');

    const options = within(screen.getByRole('group', { name: 'Show details on' })).getAllByRole('checkbox');
    expect(options.map((box) => box.closest('label')?.textContent)).toEqual(['Species', 'Grading', 'Heritage', 'Ecology', 'Availability']);

    const postal = screen.getByRole('textbox', { name: 'Zip/postal code' });
    await user.type(postal, 'E3B 5A3');
    expect(postal).toHaveValue('E3B 5A3');
    expect(screen.getByRole('button', { name: 'Find sweeps' })).toBeDisabled();
  });
});
