// The notification mail switch of /profile (issue 23) in each language: off
// by default, saved when flipped and read back, put back with a message when
// the save fails.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import type { Services } from '../../services/api';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';

describe.each(LOCALES)('the notification mail switch in %s', (locale) => {
  const t = { locale };

  async function openStatus(services?: Services) {
    const user = userEvent.setup({ delay: null });
    const view = await renderApp(localizePath('/profile', locale), { as: 'contributor', services });
    await user.click(await screen.findByRole('tab', { name: m.forms_profile_tab_status({}, t) }));
    const optIn = await screen.findByRole('switch', { name: m.notify_email_label({}, t) });
    return { user, optIn, ...view };
  }

  it('is off by default, and saved when flipped', async () => {
    const { user, optIn, services } = await openStatus();
    expect(optIn).not.toBeChecked();
    expect(optIn).toHaveAccessibleDescription(m.notify_email_hint({}, t));
    await user.click(optIn);
    expect(await screen.findByText(m.notify_email_saved({}, t))).toHaveAttribute('role', 'status');
    expect(optIn).toBeChecked();
    expect(await services.notifications.getEmailOptIn()).toBe(true);
  });

  it('is put back, with a message, when the save fails', async () => {
    const base = await createTestServices();
    const services: Services = { ...base, notifications: { ...base.notifications, setEmailOptIn: () => Promise.reject(new Error('offline')) } };
    const { user, optIn } = await openStatus(services);
    await user.click(optIn);
    expect(await screen.findByText(m.notify_email_failed({}, t))).toHaveAttribute('role', 'alert');
    expect(optIn).not.toBeChecked();
    expectConsole('error', /Saving the notification mail choice failed/);
  });
});
