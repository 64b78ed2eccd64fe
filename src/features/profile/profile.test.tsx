import userEvent from '@testing-library/user-event';
import { shown } from '../../../tests/setup/shown-text';
import { CURRENT_WORDING, wordingText } from '../../domain/consent';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import { ServiceError } from '../../domain/errors';
import { createTestServices, renderApp, type RenderAppOptions } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';

async function renderProfile(options: RenderAppOptions = { as: 'contributor' }) {
  const user = userEvent.setup({ delay: null });
  const view = await renderApp('/profile', options);
  // The heading shows while the session loads; the tabs once it has.
  await screen.findByRole('tablist', { name: 'Profile sections' });
  return { user, ...view };
}

async function withAuth(overrides: Partial<Services['auth']>): Promise<Services> {
  const services = await createTestServices();
  return { ...services, auth: { ...services.auth, ...overrides } };
}

const form = (name: string) => screen.getByRole('form', { name });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('/profile access', () => {
  it('sends a visitor without a session to /login', async () => {
    const { router } = await renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
  });

  it('waits for the session, so a signed-in member stays on /profile', async () => {
    const { router } = await renderProfile();
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('/profile tabs', () => {
  it('has Profile and Change Status tabs, operable with the arrow keys, Home and End', async () => {
    const { user } = await renderProfile();
    const tablist = screen.getByRole('tablist', { name: 'Profile sections' });
    const [profile, status] = within(tablist).getAllByRole('tab');
    expect(profile).toHaveAccessibleName('Profile');
    expect(status).toHaveAccessibleName('Change Status');
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Change Status' })).not.toBeInTheDocument();

    await user.click(profile!);
    await user.keyboard('{ArrowDown}');
    expect(status).toHaveFocus();
    expect(status).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Change Status' })).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(status).toHaveFocus();
    await user.keyboard('{Home}');
    expect(profile).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(status).toHaveAttribute('aria-selected', 'true');
    expect(profile).toHaveAttribute('tabindex', '-1');
    expect(status).toHaveAttribute('tabindex', '0');
  });

  it('keeps what was typed when switching tabs', async () => {
    const { user } = await renderProfile();
    await user.type(within(form('Update Email')).getByLabelText('New email'), 'half-typed@example.com');
    await user.click(screen.getByRole('tab', { name: 'Change Status' }));
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(within(form('Update Email')).getByLabelText('New email')).toHaveValue('half-typed@example.com');
  });
});

describe('Profile tab', () => {
  it("shows the member's full name and email", async () => {
    await renderProfile();
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(within(panel).getByText('Sarah Doucette')).toBeInTheDocument();
    expect(within(panel).getByText('contributor@example.com')).toBeInTheDocument();
  });

  describe('Update Email', () => {
    const email = () => within(form('Update Email')).getByLabelText('New email');
    const password = () => within(form('Update Email')).getByLabelText('Current password');
    const submit = () => within(form('Update Email')).getByRole('button', { name: 'Update Email' });

    it('requires both fields and focuses the first', async () => {
      const { user } = await renderProfile();
      await user.click(submit());
      expect(await within(form('Update Email')).findAllByText('Field is required')).toHaveLength(2);
      expect(email()).toHaveFocus();
    });

    it('needs a valid email', async () => {
      const { user } = await renderProfile();
      await user.type(email(), 'sarah@example');
      await user.type(password(), 'Contributor!2345');
      await user.click(submit());
      expect(await within(form('Update Email')).findByText('Not a valid email')).toBeInTheDocument();
    });

    it('reports a wrong current password on its field and keeps the input', async () => {
      const { user } = await renderProfile();
      await user.type(email(), 'sarah@example.com');
      await user.type(password(), 'Wrong!2345');
      await user.click(submit());
      expect(await within(form('Update Email')).findByText('Current password is incorrect.')).toBeInTheDocument();
      expect(password()).toHaveAttribute('aria-invalid', 'true');
      expect(password()).toHaveAccessibleDescription('Current password is incorrect.');
      expect(password()).toHaveFocus();
      expect(email()).toHaveValue('sarah@example.com');
      expect(password()).toHaveValue('Wrong!2345');
    });

    it('reports an email already in use', async () => {
      const { user } = await renderProfile();
      await user.type(email(), 'admin@example.com');
      await user.type(password(), 'Contributor!2345');
      await user.click(submit());
      expect(await within(form('Update Email')).findByText('That email is already in use.')).toBeInTheDocument();
      expect(email()).toHaveAttribute('aria-invalid', 'true');
    });

    it("says 'Email updated successfully!' and to open the link, clears the form, and keeps the address until then", async () => {
      const { user, services } = await renderProfile();
      await user.type(email(), 'sarah@example.com');
      await user.type(password(), 'Contributor!2345');
      await user.click(submit());
      const status = await within(form('Update Email')).findByText(/^Email updated successfully!/);
      expect(status).toHaveAttribute('role', 'status');
      expect(status).toHaveTextContent(`Email updated successfully! ${m.account_email_check_inbox({}, { locale: 'en-CA' })}`);
      expect(email()).toHaveValue('');
      expect(password()).toHaveValue('');
      // Nothing changes before the link is followed (issue 22).
      const panel = screen.getByRole('tabpanel', { name: 'Profile' });
      expect(within(panel).getByText('contributor@example.com')).toBeInTheDocument();
      await services.auth.signOut();
      await expect(services.auth.signIn('sarah@example.com', 'Contributor!2345')).rejects.toMatchObject({ code: 'invalid-credentials' });
      await expect(services.auth.signIn('contributor@example.com', 'Contributor!2345')).resolves.toBeUndefined();
    });

    it('reports any other failure and keeps the input', async () => {
      const services = await withAuth({ updateEmail: () => Promise.reject(new ServiceError('unavailable')) });
      const { user } = await renderProfile({ as: 'contributor', services });
      await user.type(email(), 'sarah@example.com');
      await user.type(password(), 'Contributor!2345');
      await user.click(submit());
      expect(await within(form('Update Email')).findByText('Your email could not be updated. Please try again.')).toHaveAttribute(
        'role',
        'alert',
      );
      expectConsole('error', /Updating the email failed/);
      expect(email()).toHaveValue('sarah@example.com');
    });
  });

  describe('Change Password', () => {
    const current = () => within(form('Change Password')).getByLabelText('Current password');
    const next = () => within(form('Change Password')).getByLabelText('New password');
    const confirm = () => within(form('Change Password')).getByLabelText('Confirm new password');
    const submit = () => within(form('Change Password')).getByRole('button', { name: 'Change Password' });

    it('requires all three fields', async () => {
      const { user } = await renderProfile();
      await user.click(submit());
      expect(await within(form('Change Password')).findAllByText('Field is required')).toHaveLength(3);
      expect(current()).toHaveFocus();
    });

    it('holds the new password to the rules with the live checklist', async () => {
      const { user } = await renderProfile();
      const checklist = within(form('Change Password')).getByRole('list');
      expect(within(checklist).getAllByRole('listitem')).toHaveLength(5);
      await user.type(current(), 'Contributor!2345');
      await user.type(next(), 'weakpass');
      await user.type(confirm(), 'weakpass');
      await user.click(submit());
      await waitFor(() => expect(next()).toHaveAttribute('aria-invalid', 'true'));
      expect(next()).toHaveFocus();
      for (const message of ['Password must contain an uppercase letter', 'Password must contain a number', 'Password must contain a special character']) {
        expect(within(checklist).getByText(message).closest('li')).toHaveAttribute('data-passed', 'false');
      }
      expect(within(checklist).getByText('Password must be at least 8 characters').closest('li')).toHaveAttribute('data-passed', 'true');
    });

    it("reports 'New password and confirm password do not match.' on the confirmation", async () => {
      const { user } = await renderProfile();
      await user.type(current(), 'Contributor!2345');
      await user.type(next(), 'Newpass!2345');
      await user.type(confirm(), 'Newpass!2346');
      await user.click(submit());
      expect(await within(form('Change Password')).findByText('New password and confirm password do not match.')).toBeInTheDocument();
      expect(confirm()).toHaveAttribute('aria-invalid', 'true');
      expect(confirm()).toHaveAccessibleDescription('New password and confirm password do not match.');
      expect(confirm()).toHaveFocus();
    });

    it('reports a wrong current password and keeps the input', async () => {
      const { user } = await renderProfile();
      await user.type(current(), 'Wrong!2345');
      await user.type(next(), 'Newpass!2345');
      await user.type(confirm(), 'Newpass!2345');
      await user.click(submit());
      expect(await within(form('Change Password')).findByText('Current password is incorrect.')).toBeInTheDocument();
      expect(current()).toHaveFocus();
      expect(current()).toHaveValue('Wrong!2345');
      expect(next()).toHaveValue('Newpass!2345');
      expect(confirm()).toHaveValue('Newpass!2345');
    });

    it("says 'Password updated successfully!', clears the form, and the new password signs in", async () => {
      const { user, services } = await renderProfile();
      await user.type(current(), 'Contributor!2345');
      await user.type(next(), 'Newpass!2345');
      await user.type(confirm(), 'Newpass!2345');
      await user.click(submit());
      expect(await within(form('Change Password')).findByText('Password updated successfully!')).toHaveAttribute('role', 'status');
      expect(current()).toHaveValue('');
      expect(next()).toHaveValue('');
      expect(confirm()).toHaveValue('');
      await services.auth.signOut();
      await expect(services.auth.signIn('contributor@example.com', 'Newpass!2345')).resolves.toBeUndefined();
    });

    it('reports any other failure', async () => {
      const services = await withAuth({ updatePassword: () => Promise.reject(new Error('offline')) });
      const { user } = await renderProfile({ as: 'contributor', services });
      await user.type(current(), 'Contributor!2345');
      await user.type(next(), 'Newpass!2345');
      await user.type(confirm(), 'Newpass!2345');
      await user.click(submit());
      expect(await within(form('Change Password')).findByText('Your password could not be updated. Please try again.')).toBeInTheDocument();
      expectConsole('error', /Updating the password failed/);
      expect(next()).toHaveValue('Newpass!2345');
    });

    it('links to Contact Admin at /contact', async () => {
      await renderProfile();
      const panel = screen.getByRole('tabpanel', { name: 'Profile' });
      expect(within(panel).getByRole('link', { name: 'Contact Admin' })).toHaveAttribute('href', '/contact');
    });
  });
});

describe('Change Status tab', () => {
  async function openStatus(options?: RenderAppOptions) {
    const view = await renderProfile(options);
    await view.user.click(screen.getByRole('tab', { name: 'Change Status' }));
    return { ...view, panel: screen.getByRole('tabpanel', { name: 'Change Status' }) };
  }

  it('shows a contributor their status and Join as a Franchisee', async () => {
    const { panel, user, router } = await openStatus();
    expect(within(panel).getByRole('heading', { name: 'Registration status' })).toBeInTheDocument();
    expect(within(panel).getByText('Contributor')).toBeInTheDocument();
    const join = within(panel).getByRole('link', { name: 'Join as a Franchisee' });
    expect(join).toHaveAttribute('href', '/Franchisee');
    await user.click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Franchisee'));
    expect(router.state.location.state).toEqual({ firstName: 'Sarah', lastName: 'Doucette' });
  });

  it.each([
    ['franchisee', 'Franchisee'],
    ['admin', 'Admin'],
  ] as const)('does not offer Join as a Franchisee to a %s', async (as, role) => {
    const { panel } = await openStatus({ as });
    expect(within(panel).getByText(role)).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Join as a Franchisee' })).not.toBeInTheDocument();
  });

  it('saves the subscription checkboxes', async () => {
    const { panel, user, services } = await openStatus();
    const newsletter = within(panel).getByRole('checkbox', { name: 'Newsletter' });
    const offers = within(panel).getByRole('checkbox', { name: 'Special offers' });
    expect(newsletter).not.toBeChecked();
    expect(offers).not.toBeChecked();
    await user.click(newsletter);
    await user.click(within(panel).getByRole('button', { name: 'Save subscriptions' }));
    expect(await within(panel).findByText('Your subscriptions have been saved.')).toHaveAttribute('role', 'status');
    const profile = await services.users.getUserByEmail('contributor@example.com');
    expect(profile).toMatchObject({ subscribedToNewsletter: true, subscribedToOffers: false });
  });

  it('reports a failed save and keeps the choice', async () => {
    const services = await createTestServices();
    const failing: Services = { ...services, users: { ...services.users, setSubscriptions: () => Promise.reject(new Error('offline')) } };
    const { panel, user } = await openStatus({ as: 'contributor', services: failing });
    await user.click(within(panel).getByRole('checkbox', { name: 'Special offers' }));
    await user.click(within(panel).getByRole('button', { name: 'Save subscriptions' }));
    expect(await within(panel).findByText('Your subscriptions could not be saved. Please try again.')).toHaveAttribute('role', 'alert');
    expectConsole('error', /Saving subscriptions failed/);
    expect(within(panel).getByRole('checkbox', { name: 'Special offers' })).toBeChecked();
  });
});

// The same checks in each language, with that language's texts from the catalogue.
describe.each(LOCALES)('%s', (locale) => {
  const REQUIRED = m.shell_validation_required({}, { locale });
  const form = (name: string) => screen.getByRole('form', { name });

  async function renderProfile(options: RenderAppOptions = { as: 'contributor' }) {
    const user = userEvent.setup({ delay: null });
    const view = await renderApp(localizePath('/profile', locale), options);
    await screen.findByRole('tablist', { name: m.forms_profile_sections({}, { locale }) });
    return { user, ...view };
  }

  describe(localizePath('/profile', locale), () => {
    it('sends a visitor without a session to /fr/login', async () => {
      const { router } = await renderApp(localizePath('/profile', locale));
      await waitFor(() => expect(router.state.location.pathname).toBe(localizePath('/login', locale)));
    });

    it('shows the heading, the tabs and the account details', async () => {
      await renderProfile();
      expect(screen.getByRole('heading', { level: 1, name: m.forms_profile_heading({}, { locale }) })).toBeInTheDocument();
      expect(document.title).toBe(`${m.forms_profile_title({}, { locale })} | Atlantic Timber Consortium`);
      expect(screen.getByRole('tab', { name: m.forms_profile_title({}, { locale }) })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tab', { name: m.forms_profile_tab_status({}, { locale }) })).toBeInTheDocument();
      const details = screen.getByRole('region', { name: m.forms_profile_account_details({}, { locale }) });
      expect(within(details).getByText(m.forms_profile_name({}, { locale }))).toBeInTheDocument();
      expect(within(details).getByText(m.forms_email({}, { locale }))).toBeInTheDocument();
      expect(within(details).getByText('Sarah Doucette')).toBeInTheDocument();
    });
  });

  describe(m.forms_profile_update_email({}, { locale }), () => {
    const email = () => within(form(m.forms_profile_update_email({}, { locale }))).getByLabelText(m.forms_profile_new_email({}, { locale }));
    const password = () => within(form(m.forms_profile_update_email({}, { locale }))).getByLabelText(m.forms_profile_current_password({}, { locale }));
    const submit = () => within(form(m.forms_profile_update_email({}, { locale }))).getByRole('button', { name: m.forms_profile_update_email({}, { locale }) });

    it('requires both fields and a valid email,', async () => {
      const { user } = await renderProfile();
      await user.click(submit());
      expect(await within(form(m.forms_profile_update_email({}, { locale }))).findAllByText(REQUIRED)).toHaveLength(2);
      await user.type(email(), 'sarah@example');
      await user.type(password(), 'Contributor!2345');
      await user.click(submit());
      expect(await within(form(m.forms_profile_update_email({}, { locale }))).findByText(m.shell_validation_email_invalid({}, { locale }))).toBeInTheDocument();
    });

    it('reports a wrong password and an address in use on their fields,', async () => {
      const { user } = await renderProfile();
      await user.type(email(), 'sarah@example.com');
      await user.type(password(), 'Mauvais!2345');
      await user.click(submit());
      await waitFor(() => expect(password()).toHaveAccessibleDescription(m.forms_profile_wrong_password({}, { locale })));
      await user.clear(email());
      await user.type(email(), 'admin@example.com');
      await user.clear(password());
      await user.type(password(), 'Contributor!2345');
      await user.click(submit());
      await waitFor(() => expect(email()).toHaveAccessibleDescription(m.forms_profile_email_in_use({}, { locale })));
    });

    it('says the email is updated once the link sent to it is opened', async () => {
      const { user } = await renderProfile();
      await user.type(email(), 'sarah@example.com');
      await user.type(password(), 'Contributor!2345');
      await user.click(submit());
      const said = `${m.forms_profile_email_updated({}, { locale })} ${m.account_email_check_inbox({}, { locale })}`;
      expect(await within(form(m.forms_profile_update_email({}, { locale }))).findByText(said)).toHaveAttribute('role', 'status');
    });

    it('reports any other failure', async () => {
      const services = await createTestServices();
      const failing: Services = { ...services, auth: { ...services.auth, updateEmail: () => Promise.reject(new Error('offline')) } };
      const { user } = await renderProfile({ as: 'contributor', services: failing });
      await user.type(email(), 'sarah@example.com');
      await user.type(password(), 'Contributor!2345');
      await user.click(submit());
      expect(
        await within(form(m.forms_profile_update_email({}, { locale }))).findByText(m.forms_profile_email_failed({}, { locale })),
      ).toHaveAttribute('role', 'alert');
      expectConsole('error', /Updating the email failed/);
    });
  });

  describe(m.forms_profile_change_password({}, { locale }), () => {
    const section = () => form(m.forms_profile_change_password({}, { locale }));
    const current = () => within(section()).getByLabelText(m.forms_profile_current_password({}, { locale }));
    const next = () => within(section()).getByLabelText(m.forms_profile_new_password({}, { locale }));
    const confirm = () => within(section()).getByLabelText(m.forms_profile_confirm_password({}, { locale }));
    const submit = () => within(section()).getByRole('button', { name: m.forms_profile_change_password({}, { locale }) });

    it('requires all three fields, then holds the new password to the rules,', async () => {
      const { user } = await renderProfile();
      await user.click(submit());
      expect(await within(section()).findAllByText(REQUIRED)).toHaveLength(3);
      await user.type(current(), 'Contributor!2345');
      await user.type(next(), 'faible');
      await user.type(confirm(), 'faible');
      await user.click(submit());
      await waitFor(() => expect(next()).toHaveAttribute('aria-invalid', 'true'));
      const checklist = within(section()).getByRole('list');
      for (const rule of [
        m.shell_validation_password_length({}, { locale }),
        m.shell_validation_password_uppercase({}, { locale }),
        m.shell_validation_password_number({}, { locale }),
        m.shell_validation_password_special({}, { locale }),
      ]) {
        expect(within(checklist).getByText(shown(rule)).closest('li')).toHaveAttribute('data-passed', 'false');
      }
    });

    it('reports a mismatch and a wrong current password', async () => {
      const { user } = await renderProfile();
      await user.type(current(), 'Mauvais!2345');
      await user.type(next(), 'Nouveau!2345');
      await user.type(confirm(), 'Nouveau!2346');
      await user.click(submit());
      await waitFor(() =>
        expect(confirm()).toHaveAccessibleDescription(m.shell_validation_password_mismatch_profile({}, { locale })),
      );
      await user.clear(confirm());
      await user.type(confirm(), 'Nouveau!2345');
      await user.click(submit());
      await waitFor(() => expect(current()).toHaveAccessibleDescription(m.forms_profile_wrong_password({}, { locale })));
    });

    it('changes the password and says so', async () => {
      const { user } = await renderProfile();
      await user.type(current(), 'Contributor!2345');
      await user.type(next(), 'Nouveau!2345');
      await user.type(confirm(), 'Nouveau!2345');
      await user.click(submit());
      expect(await within(section()).findByText(m.forms_profile_password_updated({}, { locale }))).toHaveAttribute('role', 'status');
    });

    it('points to the administration at the contact page', async () => {
      await renderProfile();
      const panel = screen.getByRole('tabpanel', { name: m.forms_profile_title({}, { locale }) });
      const link = within(panel).getByRole('link', { name: m.forms_profile_contact_admin({}, { locale }) });
      expect(link).toHaveAttribute('href', localizePath('/contact', locale));
      expect(link.parentElement).toHaveTextContent(
        `${m.forms_profile_forgot_password({}, { locale })} ${m.forms_profile_contact_admin({}, { locale })}`,
      );
    });
  });

  describe(m.forms_profile_tab_status({}, { locale }), () => {
    it('shows the role and offers Become a Franchisee', async () => {
      const { user } = await renderProfile();
      await user.click(screen.getByRole('tab', { name: m.forms_profile_tab_status({}, { locale }) }));
      const panel = screen.getByRole('tabpanel', { name: m.forms_profile_tab_status({}, { locale }) });
      expect(within(panel).getByRole('heading', { name: m.forms_profile_status_heading({}, { locale }) })).toBeInTheDocument();
      expect(within(panel).getByText(m.forms_profile_role_contributor({}, { locale }))).toBeInTheDocument();
      expect(
        within(panel).getByText(
          m.forms_profile_franchisee_pitch({}, { locale }),
        ),
      ).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: m.forms_profile_join_franchisee({}, { locale }) })).toHaveAttribute('href', localizePath('/Franchisee', locale));
      expect(within(panel).queryByRole('link', { name: m.forms_profile_stock_link({}, { locale }) })).not.toBeInTheDocument();
    });

    it.each([
      ['franchisee', m.forms_profile_role_franchisee({}, { locale })],
      ['admin', m.forms_profile_role_admin({}, { locale })],
    ] as const)('names the role of a %s', async (as, label) => {
      const { user } = await renderProfile({ as });
      await user.click(screen.getByRole('tab', { name: m.forms_profile_tab_status({}, { locale }) }));
      const panel = screen.getByRole('tabpanel', { name: m.forms_profile_tab_status({}, { locale }) });
      expect(within(panel).getByText(label)).toBeInTheDocument();
      // A Franchisee (and an Admin, for any partner) finds the stock page here.
      expect(within(panel).getByRole('link', { name: m.forms_profile_stock_link({}, { locale }) })).toHaveAttribute('href', localizePath('/stock', locale));
    });

    it('saves the subscriptions with fr-CA and says so', async () => {
      const base = await createTestServices();
      const setSubscriptions = vi.fn<Services['users']['setSubscriptions']>((...args) => base.users.setSubscriptions(...args));
      const { user } = await renderProfile({ as: 'contributor', services: { ...base, users: { ...base.users, setSubscriptions } } });
      await user.click(screen.getByRole('tab', { name: m.forms_profile_tab_status({}, { locale }) }));
      const panel = screen.getByRole('tabpanel', { name: m.forms_profile_tab_status({}, { locale }) });
      expect(within(panel).getByRole('heading', { name: m.forms_profile_subscriptions({}, { locale }) })).toBeInTheDocument();
      expect(within(panel).getByRole('group', { name: m.forms_profile_send_me({}, { locale }) })).toBeInTheDocument();
      await user.click(within(panel).getByRole('checkbox', { name: m.forms_profile_newsletter({}, { locale }) }));
      await user.click(within(panel).getByRole('button', { name: m.forms_profile_save_subscriptions({}, { locale }) }));
      expect(await within(panel).findByText(m.forms_profile_subscriptions_saved({}, { locale }))).toHaveAttribute('role', 'status');
      expect(setSubscriptions).toHaveBeenCalledWith({ newsletter: true, offers: false }, locale, CURRENT_WORDING);
      // The express-consent wording of each purpose is shown; the text matcher reads no-break spaces as spaces.
      expect(within(panel).getByText(new RegExp(escapeRegExp(wordingText(CURRENT_WORDING.offers, 'offers', locale)!.replace(/\s+/g, ' '))))).toBeInTheDocument();
    });

    it('reports a failed save', async () => {
      const base = await createTestServices();
      const failing: Services = { ...base, users: { ...base.users, setSubscriptions: () => Promise.reject(new Error('offline')) } };
      const { user } = await renderProfile({ as: 'contributor', services: failing });
      await user.click(screen.getByRole('tab', { name: m.forms_profile_tab_status({}, { locale }) }));
      const panel = screen.getByRole('tabpanel', { name: m.forms_profile_tab_status({}, { locale }) });
      await user.click(within(panel).getByRole('checkbox', { name: m.forms_profile_special_offers({}, { locale }) }));
      await user.click(within(panel).getByRole('button', { name: m.forms_profile_save_subscriptions({}, { locale }) }));
      expect(
        await within(panel).findByText(m.forms_profile_subscriptions_failed({}, { locale })),
      ).toHaveAttribute('role', 'alert');
      expectConsole('error', /Saving subscriptions failed/);
    });
  });
});
