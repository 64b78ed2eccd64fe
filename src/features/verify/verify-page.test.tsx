// /verify?token=… in both languages (issue 22): the page acts on a click,
// never on load; it says what the link did, that a second click finds the
// address already confirmed, that a link expired or is not valid, and then
// offers a new link, which answers the same for any address and, past the
// hourly limit, says when to try again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { LOCALES, localizePath, type Locale } from '../../i18n/locale';
import { formatShortDateTime } from '../../lib/dates';
import { m } from '../../paraglide/messages.js';
import type { Services } from '../../services/api';
import { buildContributorApplication } from '../../../tests/builders';
import { mailsTo, verifyLinkTo } from '../../../tests/setup/mailed-links';
import { createTestLocalServices } from '../../../tests/setup/local-services';
import { renderApp } from '../../../tests/setup/render-app';
import { pendingAsAdmin } from '../../../tests/setup/review-queue';
import { shown } from '../../../tests/setup/shown-text';

const EMAIL = 'anne.poirier@example.com';
const HOUR = 60 * 60 * 1000;

describe.each(LOCALES)('/verify (%s)', (locale: Locale) => {
  const t = { locale };
  const page = (token: string) => `${localizePath(paths.verify, locale)}?token=${token}`;

  /** Seeded services with a clock the test moves, and an application in this language. */
  async function applied() {
    let now = new Date('2026-11-26T10:00:00.000Z');
    const { services } = await createTestLocalServices('verify', { now: () => now });
    await services.forms.submitContributorApplication(buildContributorApplication({ email: EMAIL, language: locale }));
    const link = await verifyLinkTo(services, EMAIL);
    return { services, token: link.searchParams.get('token')!, link, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
  }

  async function open(services: Services, path: string) {
    const user = userEvent.setup({ delay: null });
    await renderApp(path, { services });
    await screen.findByRole('heading', { level: 1, name: m.verify_title({}, t) });
    return user;
  }

  const listed = async (services: Services) => (await pendingAsAdmin(services, 'contributor')).some((item) => item.email === EMAIL);

  it('links to this page in the language of the application', async () => {
    const { link } = await applied();
    expect(link.pathname).toBe(localizePath(paths.verify, locale));
  });

  it('confirms the address on a click, not on load, and the application reaches the console', async () => {
    const { services, token } = await applied();
    const user = await open(services, page(token));
    expect(screen.getByText(shown(m.verify_lead({}, t)))).toBeInTheDocument();
    expect(await listed(services)).toBe(false);

    await user.click(screen.getByRole('button', { name: m.verify_button({}, t) }));
    expect(await screen.findByText(shown(m.verify_done_application({}, t)))).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((region) => region.textContent === m.verify_done_application({}, t))).toBe(true);
    expect(screen.queryByRole('button', { name: m.verify_button({}, t) })).not.toBeInTheDocument();
    expect(await listed(services)).toBe(true);
  });

  it('says a second click finds the address already confirmed, as no error', async () => {
    const { services, token } = await applied();
    await services.verification.verify(token);
    const user = await open(services, page(token));
    await user.click(screen.getByRole('button', { name: m.verify_button({}, t) }));
    expect(await screen.findByText(shown(m.verify_already_used({}, t)))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: m.verify_resend_button({}, t) })).not.toBeInTheDocument();
  });

  it.each([
    ['a forged token', 'A'.repeat(43)],
    ['a cut-off token', 'abc'],
    ['no token', ''],
  ])('says %s is not valid, changes nothing, and offers a new link', async (_case, token) => {
    const { services } = await applied();
    const user = await open(services, page(token));
    await user.click(screen.getByRole('button', { name: m.verify_button({}, t) }));
    expect(await screen.findByText(shown(m.verify_invalid({}, t)))).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('form', { name: m.verify_resend_heading({}, t) })).toBeInTheDocument();
    expect(await listed(services)).toBe(false);
  });

  it('says an expired link has expired, and a new link works; past the limit it says when to try again', async () => {
    const { services, token, advance } = await applied();
    advance(48 * HOUR + 1);
    const user = await open(services, page(token));
    await user.click(screen.getByRole('button', { name: m.verify_button({}, t) }));
    expect(await screen.findByText(shown(m.verify_expired({}, t)))).toHaveAttribute('role', 'alert');

    const form = screen.getByRole('form', { name: m.verify_resend_heading({}, t) });
    const email = within(form).getByRole('textbox', { name: m.verify_resend_email_label({}, t) });
    await user.type(email, EMAIL);
    const before = (await mailsTo(services, EMAIL)).length;
    await user.click(within(form).getByRole('button', { name: m.verify_resend_button({}, t) }));
    expect(await within(form).findByText(shown(m.verify_resend_sent({}, t)))).toBeInTheDocument();
    expect(await mailsTo(services, EMAIL)).toHaveLength(before + 1);
    const fresh = (await verifyLinkTo(services, EMAIL)).searchParams.get('token')!;
    expect(await services.verification.verify(fresh)).toEqual({ status: 'done', purpose: 'verify-application' });

    // Two more are counted this hour (nothing waits now, so nothing is mailed); the fourth is refused with the time to try again.
    expect(await services.verification.resend(EMAIL, locale)).toEqual({ status: 'sent' });
    expect(await services.verification.resend(EMAIL, locale)).toEqual({ status: 'sent' });
    await user.click(within(form).getByRole('button', { name: m.verify_resend_button({}, t) }));
    const retryAt = new Date(new Date('2026-11-26T10:00:00.000Z').getTime() + 48 * HOUR + 1 + HOUR).toISOString();
    const time = formatShortDateTime(retryAt, { locale });
    expect(await within(form).findByText(shown(m.verify_resend_limited({ time }, t)))).toHaveAttribute('role', 'alert');
  });

  it('words the time to try again so that any date reads right, the first of the month included', () => {
    const time = formatShortDateTime('2026-12-01T19:05:00.000Z', { locale, timeZone: 'America/Halifax' });
    const text = m.verify_resend_limited({ time }, t);
    if (locale === 'fr-CA') expect(text).toBe('Trop de demandes pour cette adresse. Réessayez à partir du 1er déc. 2026, 15 h 05.');
    else expect(text).toMatch(/^Too many requests for this address\. Try again after Dec 1, 2026, 3:05 p\.m\./);
  });

  it('answers an address that has nothing waiting exactly as one that has', async () => {
    const { services } = await applied();
    const user = await open(services, page('abc'));
    await user.click(screen.getByRole('button', { name: m.verify_button({}, t) }));
    const form = await screen.findByRole('form', { name: m.verify_resend_heading({}, t) });
    await user.type(within(form).getByRole('textbox', { name: m.verify_resend_email_label({}, t) }), 'nobody@example.com');
    await user.click(within(form).getByRole('button', { name: m.verify_resend_button({}, t) }));
    expect(await within(form).findByText(shown(m.verify_resend_sent({}, t)))).toBeInTheDocument();
    expect(await mailsTo(services, 'nobody@example.com')).toEqual([]);
  });
});
