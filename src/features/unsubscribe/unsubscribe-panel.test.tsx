// /unsubscribe?token=… in both languages, signed out, over the real local
// backend: a newsletter is sent to a confirmed member, and its own link
// shows what stops and one button; pressing it withdraws and says so; the
// link again says "already unsubscribed"; a forged, malformed or expired link
// says it does not work, and nothing changes.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_WORDING, maskEmail } from '../../domain/consent';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { DEMO_ACCOUNTS } from '../../services/demo-data';
import { renderApp } from '../../../tests/setup/render-app';
import { createTestLocalServices } from '../../../tests/setup/local-services';
import { mailsTo } from '../../../tests/setup/mailed-links';
import { shown } from '../../../tests/setup/shown-text';

const DAY = 24 * 60 * 60 * 1000;
const member = DEMO_ACCOUNTS.contributor;

/** A confirmed member's newsletter, sent `daysAgo` days ago: the token of its unsubscribe link. */
async function newsletterLink(daysAgo = 0) {
  let clock = Date.now() - daysAgo * DAY;
  const { services } = await createTestLocalServices('unsubscribe', { now: () => new Date(clock) });
  await services.auth.signIn(member.email, member.password);
  await services.users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
  await services.auth.signOut();
  expect(await services.outbox!.sendTestNewsletter()).toBe(1);
  clock = Date.now();
  const mail = (await mailsTo(services, member.email)).find((sent) => sent.kind === 'newsletter');
  const token = /unsubscribe\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('No unsubscribe link in the newsletter');
  return { services, token };
}

describe.each(LOCALES)('/unsubscribe (%s)', (locale) => {
  const t = { locale };
  const email = maskEmail(member.email);
  const open = (services: Awaited<ReturnType<typeof newsletterLink>>['services'] | undefined, token: string) =>
    renderApp(`${localizePath('/unsubscribe', locale)}?token=${token}`, { services });

  it('shows what will stop and one button; pressing it unsubscribes at once, and the link then says already unsubscribed', async () => {
    const user = userEvent.setup({ delay: null });
    const { services, token } = await newsletterLink(60);
    const view = await open(services, token);
    expect(await screen.findByRole('heading', { level: 1, name: m.consent_unsubscribe_title({}, t) })).toBeInTheDocument();
    expect(await screen.findByText(shown(m.consent_unsubscribe_what_newsletter({ email }, t)))).toBeInTheDocument();
    expect(screen.queryByText(member.email)).toBeNull();
    const form = screen.getByRole('form', { name: m.consent_unsubscribe_title({}, t) });
    expect(screen.getAllByRole('button', { name: m.consent_unsubscribe_button({}, t) })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: m.consent_unsubscribe_button({}, t) }));
    expect(await screen.findByText(shown(m.consent_unsubscribe_done_newsletter({ email }, t)))).toHaveAttribute('role', 'status');
    expect(form).not.toBeInTheDocument();

    view.unmount();
    await open(services, token);
    expect(await screen.findByText(shown(m.consent_unsubscribe_already_newsletter({ email }, t)))).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: m.consent_unsubscribe_button({}, t) })).toBeNull();
    expect(await services.unsubscribe.describe(token)).toMatchObject({ status: 'already-unsubscribed' });
  });

  it.each(['', 'not-a-token', 'A'.repeat(43)])('says a broken link (%j) does not work, with no button', async (token) => {
    await open(undefined, token);
    expect(await screen.findByText(shown(m.consent_unsubscribe_invalid({}, t)))).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: m.consent_unsubscribe_button({}, t) })).toBeNull();
  });

  it('says a link past its 90 days has expired, and leaves the subscription', async () => {
    const { services, token } = await newsletterLink(91);
    await open(services, token);
    expect(await screen.findByText(shown(m.consent_unsubscribe_expired({}, t)))).toHaveAttribute('role', 'alert');
    await services.auth.signIn(member.email, member.password);
    expect(await services.users.getUserByEmail(member.email)).toMatchObject({ subscribedToNewsletter: true });
  });
});
