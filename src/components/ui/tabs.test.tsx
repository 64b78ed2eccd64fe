import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel, useTabs, type TabsOptions, type TabsOrientation } from './tabs';

const IDS = ['first', 'second', 'third'] as const;
type Id = (typeof IDS)[number];
const LABELS: Record<Id, string> = { first: 'First', second: 'Second', third: 'Third' };

function Harness({ orientation, keepLayout = false, ...options }: TabsOptions<Id> & { orientation?: TabsOrientation; keepLayout?: boolean }) {
  const tabs = useTabs(IDS, options);
  return (
    <>
      <TabList tabs={tabs} label="Sections" orientation={orientation} renderTab={(id) => LABELS[id]} />
      {IDS.map((id) => (
        <TabPanel key={id} tabs={tabs} id={id} keepLayout={keepLayout} focusable={keepLayout}>
          {keepLayout ? (
            <p>{LABELS[id]} list</p>
          ) : (
            <label>
              {LABELS[id]} notes
              <input />
            </label>
          )}
        </TabPanel>
      ))}
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('ties each tab to its panel, which is named by the tab', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
    expect(within(list).getAllByRole('tab').map((element) => element.textContent)).toEqual(['First', 'Second', 'Third']);
    const panel = screen.getByRole('tabpanel', { name: 'First' });
    expect(tab('First')).toHaveAttribute('aria-controls', panel.id);
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Second')).toHaveAttribute('aria-selected', 'false');
    expect(document.getElementById(tab('Second').getAttribute('aria-controls')!)).toHaveAttribute('aria-labelledby', tab('Second').id);
  });

  it('is one Tab stop, the selected tab, then goes on into its panel', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="second" />);
    expect(tab('First')).toHaveAttribute('tabindex', '-1');
    expect(tab('Second')).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(tab('Second')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Second notes')).toHaveFocus();
  });

  it('moves along a horizontal list with Left and Right, wrapping, and jumps with Home and End', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(tab('First'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Second')).toHaveFocus();
    expect(tab('Second')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Second')).toHaveAttribute('tabindex', '0');
    expect(tab('First')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(tab('Second')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('First')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Third')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('First')).toHaveFocus();
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
  });

  it('moves along a vertical list with Up and Down, and Left and Right for when it turns into a row', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.click(tab('First'));
    await user.keyboard('{ArrowDown}');
    expect(tab('Second')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Third')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps every panel mounted by default and hides the unselected ones', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.type(screen.getByLabelText('First notes'), 'kept');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.queryByRole('tabpanel', { name: 'Second' })).not.toBeInTheDocument();
    await user.click(tab('Second'));
    expect(screen.queryByRole('tabpanel', { name: 'First' })).not.toBeInTheDocument();
    await user.click(tab('First'));
    expect(screen.getByLabelText('First notes')).toHaveValue('kept');
  });

  it('renders a lazy panel at its first selection and keeps it afterwards', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness lazy />);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1);
    await user.type(screen.getByLabelText('First notes'), 'kept');
    await user.click(tab('Third'));
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toBeVisible();
    await user.click(tab('First'));
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
    expect(screen.getByLabelText('First notes')).toHaveValue('kept');
  });

  it('renders the remaining lazy panels when the browser is idle, once asked to', async () => {
    const { rerender } = render(<Harness lazy />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1);
    rerender(<Harness lazy renderRestWhenIdle />);
    await waitFor(() => expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3));
    expect(screen.getByRole('tabpanel', { name: 'First' })).toBeVisible();
  });

  it('keeps an unselected panel laid out, out of the accessibility tree and of the Tab order, when asked to', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness keepLayout />);
    await user.click(tab('Second'));
    const first = document.getElementById(tab('First').getAttribute('aria-controls')!)!;
    expect(first).not.toHaveAttribute('hidden');
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(first).toHaveAttribute('tabindex', '-1');
    const second = screen.getByRole('tabpanel', { name: 'Second' });
    expect(second).not.toHaveAttribute('aria-hidden');
    expect(second).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(second).toHaveFocus();
  });
});
