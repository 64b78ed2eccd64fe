// The member's say over their data in the profile (issue 22), in each
// language: Download my data (a dated JSON file of what is kept, messages
// included), Delete my account behind a password confirmation (then signed
// out, with the confirmation on the privacy page), a clear message when the
// session is gone, and an Admin's daily-digest switch.
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../../services/api';
import { ServiceError } from '../../domain/errors';
import { DEMO_ACCOUNTS } from '../../services/demo-data';
import { createTestServices, renderApp, type RenderAppOptions } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';

/** A Blob's text (the test DOM's Blob may have no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/** The files the page offered for download, as the browser would have saved them. */
let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // The test DOM has no object URLs and no downloads: the page's Blob and file name are kept instead.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.set('blob:data', blob), 'blob:data'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(LOCALES)('%s', (locale) => {
  const t = { locale };

  async function renderProfile(options: RenderAppOptions = { as: 'contributor' }) {
    const user = userEvent.setup({ delay: null });
    const view = await renderApp(localizePath('/profile', locale), options);
    await screen.findByRole('tablist', { name: m.forms_profile_sections({}, t) });
    const section = screen.getByRole('region', { name: m.account_data_heading({}, t) });
    return { user, section, ...view };
  }

  it('downloads the member’s data as a dated JSON file with their record and messages', async () => {
    const { user, section } = await renderProfile();
    expect(within(section).getByRole('link', { name: m.account_privacy_link({}, t) })).toHaveAttribute('href', localizePath('/privacy', locale));
    await user.click(within(section).getByRole('button', { name: m.account_download({}, t) }));
    expect(await within(section).findByText(m.account_download_done({}, t))).toHaveAttribute('role', 'status');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^atlantic-timber-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data: unknown = JSON.parse(await textOf(saved[0]!.blob));
    expect(data).toMatchObject({ member: { email: DEMO_ACCOUNTS.contributor.email, permissionLevel: 'Contributor' }, messagesTruncated: false });
    expect(data).toHaveProperty('messages', expect.arrayContaining([expect.objectContaining({ userId: expect.any(String), content: expect.any(String) })]));
  });

  it('says to sign in, and downloads nothing, when the session is gone', async () => {
    const base = await createTestServices();
    const services: Services = { ...base, account: { ...base.account, exportMyData: () => Promise.reject(new ServiceError('permission-denied')) } };
    const { user, section } = await renderProfile({ as: 'contributor', services });
    await user.click(within(section).getByRole('button', { name: m.account_download({}, t) }));
    expect(await within(section).findByText(m.account_signed_out({}, t))).toHaveAttribute('role', 'alert');
    expect(saved).toHaveLength(0);
  });

  it('reports a failed download', async () => {
    const base = await createTestServices();
    const services: Services = { ...base, account: { ...base.account, exportMyData: () => Promise.reject(new Error('offline')) } };
    const { user, section } = await renderProfile({ as: 'contributor', services });
    await user.click(within(section).getByRole('button', { name: m.account_download({}, t) }));
    expect(await within(section).findByText(m.account_download_failed({}, t))).toHaveAttribute('role', 'alert');
    expectConsole('error', /Downloading the data failed/);
  });

  it('asks for the password before deleting, keeps everything on a wrong one or on Cancel', async () => {
    const { user, section, services } = await renderProfile();
    await user.click(within(section).getByRole('button', { name: m.account_delete({}, t) }));
    const dialog = await screen.findByRole('alertdialog', { name: m.account_delete_title({}, t) });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(m.account_delete_body({}, t)));
    const password = within(dialog).getByLabelText(m.forms_profile_current_password({}, t));
    await user.type(password, 'Wrong!2345');
    await user.click(within(dialog).getByRole('button', { name: m.account_delete({}, t) }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(m.forms_profile_wrong_password({}, t))));
    await user.click(within(dialog).getByRole('button', { name: m.account_delete_cancel({}, t) }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await services.auth.signOut();
    await expect(services.auth.signIn(DEMO_ACCOUNTS.contributor.email, DEMO_ACCOUNTS.contributor.password)).resolves.toBeUndefined();
  });

  it('deletes the account with the right password, signs out and confirms it on the privacy page', async () => {
    const { user, section, services, router } = await renderProfile();
    await user.click(within(section).getByRole('button', { name: m.account_delete({}, t) }));
    const dialog = await screen.findByRole('alertdialog', { name: m.account_delete_title({}, t) });
    await user.type(within(dialog).getByLabelText(m.forms_profile_current_password({}, t)), DEMO_ACCOUNTS.contributor.password);
    await user.click(within(dialog).getByRole('button', { name: m.account_delete({}, t) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(localizePath('/privacy', locale)));
    expect(await screen.findByRole('heading', { level: 1, name: m.account_privacy_heading({}, t) })).toBeInTheDocument();
    expect(screen.getByText(m.account_deleted({}, t))).toHaveAttribute('role', 'status');
    await expect(services.auth.signIn(DEMO_ACCOUNTS.contributor.email, DEMO_ACCOUNTS.contributor.password)).rejects.toMatchObject({
      code: 'invalid-credentials',
    });
  });

  it('gives an Admin a daily-digest switch, on by default, saved when flipped', async () => {
    const { user, services } = await renderProfile({ as: 'admin' });
    await user.click(screen.getByRole('tab', { name: m.forms_profile_tab_status({}, t) }));
    const digest = screen.getByRole('switch', { name: m.account_digest_label({}, t) });
    expect(digest).toBeChecked();
    expect(digest).toHaveAccessibleDescription(m.account_digest_hint({}, t));
    await user.click(digest);
    expect(await screen.findByText(m.account_digest_saved({}, t))).toHaveAttribute('role', 'status');
    expect(digest).not.toBeChecked();
    expect(await services.users.getUserByEmail(DEMO_ACCOUNTS.admin.email)).toMatchObject({ digestOptOut: true });
  });

  it('puts the switch back and says so when the save fails', async () => {
    const base = await createTestServices();
    const services: Services = { ...base, account: { ...base.account, setDigestOptOut: () => Promise.reject(new Error('offline')) } };
    const { user } = await renderProfile({ as: 'admin', services });
    await user.click(screen.getByRole('tab', { name: m.forms_profile_tab_status({}, t) }));
    const digest = screen.getByRole('switch', { name: m.account_digest_label({}, t) });
    await user.click(digest);
    expect(await screen.findByText(m.account_digest_failed({}, t))).toHaveAttribute('role', 'alert');
    expect(digest).toBeChecked();
    expectConsole('error', /Saving the digest choice failed/);
  });

  it('has no digest switch for a Contributor', async () => {
    const { user } = await renderProfile();
    await user.click(screen.getByRole('tab', { name: m.forms_profile_tab_status({}, t) }));
    expect(await screen.findByRole('switch', { name: m.notify_email_label({}, t) })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: m.account_digest_label({}, t) })).not.toBeInTheDocument();
  });
});
