import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
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
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('checks the email with the shared email rule', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin!2345');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email must only contain one @ symbol')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'admin@example');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Not a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('does not hold a password to the strength rules or show the checklist', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email or password!')).toHaveAttribute('role', 'alert');
  });

  it("says 'Incorrect email or password!' and keeps what was typed", async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong!2345');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email or password!')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong!2345');
  });

  it("logs an unexpected failure and still says 'Incorrect email or password!'", async () => {
    const user = userEvent.setup();
    const services = await createTestServices();
    const failing = { ...services, auth: { ...services.auth, signIn: () => Promise.reject(new Error('offline')) } };
    await renderApp('/login', { services: failing });
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin!2345');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email or password!')).toBeInTheDocument();
    expectConsole('error', /Sign-in failed/);
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });

  it('redirects a signed-in member to /', async () => {
    const { router } = await renderApp('/login', { as: 'contributor' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });
});
