import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

async function footerFor(path: string) {
  await renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  it('always links the title to / and Contact Us', async () => {
    const footer = await footerFor('/register');
    expect(within(footer).getByRole('link', { name: 'Atlantic Timber Consortium' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows Comments and Price? on a store path', async () => {
    const footer = await footerFor('/knees');
    expect(await within(footer).findByRole('button', { name: 'Comments' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Price?' })).toHaveAttribute('href', '/pricing');
    expect(within(footer).queryByRole('link', { name: 'To Store' })).not.toBeInTheDocument();
  });

  it('shows Comments, not Price?, on a content page with a board', async () => {
    const footer = await footerFor('/heritage');
    expect(await within(footer).findByRole('button', { name: 'Comments' })).toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'Price?' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: 'To Store' })).not.toBeInTheDocument();
  });

  it('shows To Store on a path without a board', async () => {
    const footer = await footerFor('/contact');
    expect(await within(footer).findByRole('link', { name: 'To Store' })).toHaveAttribute('href', '/store');
    expect(within(footer).queryByRole('button', { name: 'Comments' })).not.toBeInTheDocument();
  });

  it('opens the page’s comment board from Comments', async () => {
    const user = userEvent.setup({ delay: null });
    const footer = await footerFor('/store');
    await user.click(await within(footer).findByRole('button', { name: 'Comments' }));
    const board = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(board).findByText(/Welcome to the store!/)).toBeInTheDocument();
    expect(await within(board).findByText('Jacques Thibodeau')).toBeInTheDocument();
  });
});
