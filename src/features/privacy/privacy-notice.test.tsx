// The privacy page (issue 22) in each language: what is kept, why and for how
// long, how to get a copy or delete it, how to reach the consortium; linked
// from every page's footer; every period from the retention constants the
// purge keeps; and the confirmation after an account deletion.
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_STATE } from '../../config/paths';
import { CONTACT_EMAIL, MAILING_ADDRESS } from '../../domain/consortium';
import { renderApp } from '../../../tests/setup/render-app';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';
import { CONSENT_PROOF_YEARS, LINK_LIFETIME, RETENTION_DAYS } from '../../domain/model/retention';

/** A list item that states periods: the constants it states, and its text with them (or with some changed). */
interface StatedPeriods {
  inputs: Readonly<Record<string, number>>;
  text(changed?: Readonly<Record<string, number>>): string;
}

function stated<I extends Record<string, number>>(inputs: I, message: (inputs: I) => string): StatedPeriods {
  return { inputs, text: (changed = {}) => message({ ...inputs, ...changed }) };
}

/** Every period the page states, from src/domain/model/retention.ts, in the locale's words. */
function periodsIn(locale: (typeof LOCALES)[number]): Record<string, StatedPeriods> {
  const t = { locale };
  return {
    applications: stated({ days: RETENTION_DAYS.unverifiedApplication, undoDays: RETENTION_DAYS.rejectedArchive }, (inputs) =>
      m.account_privacy_kept_applications(inputs, t),
    ),
    subscriptions: stated({ years: CONSENT_PROOF_YEARS }, (inputs) => m.account_privacy_kept_subscriptions(inputs, t)),
    mail: stated(
      { days: RETENTION_DAYS.mail, linkHours: LINK_LIFETIME.verificationHours, unsubscribeDays: LINK_LIFETIME.unsubscribeDays, tokenDays: RETENTION_DAYS.deadToken },
      (inputs) => m.account_privacy_kept_mail(inputs, t),
    ),
    notifications: stated({ days: RETENTION_DAYS.readNotification }, (inputs) => m.account_privacy_kept_notifications(inputs, t)),
  };
}

describe.each(LOCALES)('%s', (locale) => {
  const t = { locale };
  const periods = periodsIn(locale);

  it('says what is kept, why, for how long, how to get it or delete it, and how to reach the consortium', async () => {
    await renderApp(localizePath('/privacy', locale));
    expect(await screen.findByRole('heading', { level: 1, name: m.account_privacy_heading({}, t) })).toBeInTheDocument();
    expect(document.title).toBe(`${m.account_privacy_title({}, t)} | Atlantic Timber Consortium`);
    const kept = screen.getByRole('region', { name: m.account_privacy_kept_heading({}, t) });
    expect(within(kept).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      periods['applications']?.text(),
      m.account_privacy_kept_member({}, t),
      periods['subscriptions']?.text(),
      m.account_privacy_kept_messages({}, t),
      periods['mail']?.text(),
      periods['notifications']?.text(),
    ]);
    expect(screen.getByRole('region', { name: m.account_privacy_rights_heading({}, t) })).toHaveTextContent(m.account_download({}, t));
    const contact = screen.getByRole('region', { name: m.account_privacy_contact_heading({}, t) });
    expect(contact).toHaveTextContent(CONTACT_EMAIL);
    expect(contact).toHaveTextContent(MAILING_ADDRESS);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('states each period as the retention constants set it, and no other', async () => {
    await renderApp(localizePath('/privacy', locale));
    const kept = await screen.findByRole('region', { name: m.account_privacy_kept_heading({}, t) });
    const items = within(kept).getAllByRole('listitem');
    for (const [item, { inputs, text }] of Object.entries(periods)) {
      const shown = items.find((element) => element.textContent === text());
      expect(shown, item).toBeDefined();
      // The number is the constant's: the same text with any other value is not on the page.
      for (const [name, value] of Object.entries(inputs)) {
        expect(shown?.textContent).toContain(String(value));
        expect(items.map((element) => element.textContent), `${item}: ${name}`).not.toContain(text({ [name]: value + 1 }));
      }
    }
  });

  it('is linked from the footer', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(localizePath('/store', locale));
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: m.account_privacy_link({}, t) }));
    expect(router.state.location.pathname).toBe(localizePath('/privacy', locale));
    expect(await screen.findByRole('heading', { level: 1, name: m.account_privacy_heading({}, t) })).toBeInTheDocument();
  });

  it('confirms a deleted account when the profile sends the member here', async () => {
    await renderApp(localizePath('/privacy', locale), { initialState: ACCOUNT_DELETED_STATE });
    expect(await screen.findByText(m.account_deleted({}, t))).toHaveAttribute('role', 'status');
  });
});
