import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';

describe('/login', () => {
  it('shows Member Login with a link to /register', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute('href', '/register');
  });

  it('requires both fields', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('checks the email with the shared email rule', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
    await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email or password!')).toHaveAttribute('role', 'alert');
  });

  it("says 'Incorrect email or password!' and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong!2345');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Incorrect email or password!')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong!2345');
  });

  it("logs an unexpected failure and still says 'Incorrect email or password!'", async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
  async function renderLogin() {
    const user = userEvent.setup({ delay: null });
    const view = await renderApp(localizePath('/login', locale));
    await screen.findByRole('heading', { level: 1, name: m.forms_login_title({}, { locale }) });
    return { user, ...view, logIn: () => user.click(screen.getByRole('button', { name: m.forms_login_button({}, { locale }) })) };
  }

  describe(localizePath('/login', locale), () => {
    it('shows the page with a link to the register page in its language', async () => {
      await renderLogin();
      expect(document.title).toBe(`${m.forms_login_title({}, { locale })} | Atlantic Timber Consortium`);
      expect(screen.getByRole('form', { name: m.forms_login_title({}, { locale }) })).toBeInTheDocument();
      const link = screen.getByRole('link', { name: m.forms_login_register_link({}, { locale }) });
      expect(link).toHaveAttribute('href', localizePath('/register', locale));
      expect(link.parentElement).toHaveTextContent(
        `${m.forms_login_not_member({}, { locale })} ${m.forms_login_register_link({}, { locale })}.`,
      );
    });

    it('requires both fields and checks the email', async () => {
      const { user, logIn } = await renderLogin();
      await logIn();
      expect(await screen.findAllByText(m.shell_validation_required({}, { locale }))).toHaveLength(2);
      expect(screen.getByLabelText(m.forms_email({}, { locale }))).toHaveFocus();
      await user.type(screen.getByLabelText(m.forms_email({}, { locale })), 'admin@@example.com');
      await user.type(screen.getByLabelText(m.forms_password({}, { locale })), 'Admin!2345');
      await logIn();
      expect(await screen.findByText(m.shell_validation_email_one_at({}, { locale }))).toBeInTheDocument();
    });

    it('says the email or password is incorrect', async () => {
      const { user, logIn } = await renderLogin();
      await user.type(screen.getByLabelText(m.forms_email({}, { locale })), 'admin@example.com');
      await user.type(screen.getByLabelText(m.forms_password({}, { locale })), 'Mauvais!2345');
      await logIn();
      expect(await screen.findByText(m.forms_sign_in_failed({}, { locale }))).toHaveAttribute('role', 'alert');
    });

    it('signs in and goes to the store in the same language', async () => {
      const { user, router, logIn } = await renderLogin();
      await user.type(screen.getByLabelText(m.forms_email({}, { locale })), 'admin@example.com');
      await user.type(screen.getByLabelText(m.forms_password({}, { locale })), 'Admin!2345');
      await logIn();
      await waitFor(() => expect(router.state.location.pathname).toBe(localizePath('/store', locale)));
    });
  });
});
