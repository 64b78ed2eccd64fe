import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

describe('/login', () => {
  it('shows Member Login with a link to /register', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute('href', '/register');
  });

  it('requires both fields', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Incorrect email or password!' and keeps what was typed", async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong!2345');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email or password!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
  });

  it('signs in, loads the role and goes to /', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin!2345');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Admin' })).toBeInTheDocument();
    // / redirects to /store.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });

  it('redirects a signed-in member to /', async () => {
    const { router } = await renderApp('/login', { as: 'contributor' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });
});
