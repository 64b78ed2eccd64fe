import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

async function renderAs(as?: 'admin' | 'franchisee' | 'contributor') {
  const view = await renderApp('/temp', { as });
  await screen.findByRole('heading', { name: 'This is a temporary page' });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return { ...view, nav };
}

describe('header', () => {
  it('offers Join Us to anonymous visitors and hides Discussion and Admin', async () => {
    const { nav } = await renderAs();
    expect(await within(nav).findByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: 'Discussion' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives a contributor the profile menu but neither Discussion nor Admin', async () => {
    const { nav } = await renderAs('contributor');
    expect(await within(nav).findByRole('button', { name: 'Account: Sarah Doucette' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Join Us' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Discussion' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows Discussion to a franchisee, not Admin', async () => {
    const { nav } = await renderAs('franchisee');
    expect(await within(nav).findByRole('link', { name: 'Discussion' })).toHaveAttribute('href', '/discussion');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows Discussion and Admin to an admin', async () => {
    const { nav } = await renderAs('admin');
    expect(await within(nav).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Discussion' })).toHaveAttribute('href', '/discussion');
  });

  it('links each content dropdown to its page sections', async () => {
    const user = userEvent.setup({ delay: null });
    const { nav } = await renderAs();
    await user.click(within(nav).getByRole('button', { name: 'Quality' }));
    expect(within(nav).getByRole('link', { name: 'Durability' })).toHaveAttribute('href', '/quality#durability');
    await user.click(within(nav).getByRole('button', { name: 'Ecology' }));
    expect(within(nav).getByRole('link', { name: 'Carbon' })).toHaveAttribute('href', '/ecology#carbon');
    expect(within(nav).getByRole('link', { name: 'Human Factors' })).toHaveAttribute('href', '/ecology#human-factors');
  });

  it('keeps only one dropdown open at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const { nav } = await renderAs();
    const story = within(nav).getByRole('button', { name: 'Our Story' });
    const heritage = within(nav).getByRole('button', { name: 'Heritage' });
    await user.click(story);
    expect(story).toHaveAttribute('aria-expanded', 'true');
    await user.click(heritage);
    expect(heritage).toHaveAttribute('aria-expanded', 'true');
    expect(story).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard: arrow keys move through the items, Escape closes and returns focus', async () => {
    const user = userEvent.setup({ delay: null });
    const { nav } = await renderAs();
    const quality = within(nav).getByRole('button', { name: 'Quality' });
    quality.focus();
    await user.keyboard('{ArrowDown}');
    expect(quality).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('link', { name: 'Quality: overview' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Quality: overview' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Strength and Grades' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(quality).toHaveAttribute('aria-expanded', 'false');
    expect(quality).toHaveFocus();
  });

  it('closes the open dropdown when the route changes', async () => {
    const user = userEvent.setup({ delay: null });
    const { nav, router } = await renderAs();
    const heritage = within(nav).getByRole('button', { name: 'Heritage' });
    await user.click(heritage);
    await user.click(within(nav).getByRole('link', { name: 'Heritage: overview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/heritage'));
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Heritage' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('logs out from the profile menu and returns to /', async () => {
    const user = userEvent.setup({ delay: null });
    const { nav, router } = await renderAs('franchisee');
    await user.click(await within(nav).findByRole('button', { name: 'Account: Jacques Thibodeau' }));
    expect(within(nav).getByRole('link', { name: 'Jacques Thibodeau' })).toHaveAttribute('href', '/profile');
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Join Us' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });
});
