// @vitest-environment node
// The consent rules of issue 22 (src/domain/server/subscriptions.ts,
// unsubscribe.ts, newsletter.ts and functions/src/one-click.ts) over the fake
// Firestore with production semantics: double opt-in in one transaction with
// its mail, confirmation, the member's proven grant, unsubscribe by token
// (page and RFC 8058 one-click), the newsletter to confirmed addresses only,
// and the Admin's CSV.
import { beforeEach, describe, expect, it } from 'vitest';
import { answerOneClick } from '../../functions/src/one-click';
import { CONSENT_WORDING, CURRENT_WORDING } from '../../src/domain/consent';
import { CallableError } from '../../src/domain/server/callable-error';
import { exportConsentCsv, sendNewsletter } from '../../src/domain/server/newsletter';
import { confirmSubscription, requestSubscription, setMemberSubscriptions, type ConsentMailTemplate } from '../../src/domain/server/subscriptions';
import { describeUnsubscribe, unsubscribeByToken } from '../../src/domain/server/unsubscribe';
import { verifyLink } from '../../src/domain/server/verify';
import { FakeFirestore } from './fake-firestore';

const ORIGIN = 'https://timber.example';
const NOW = new Date('2026-11-26T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);
const ADMIN = { uid: 'admin-uid', token: { role: 'Admin' } };
const CLIENT = '198.51.100.23';

let store: FakeFirestore;
let rendered: ConsentMailTemplate[];
const render = async (template: ConsentMailTemplate) => {
  rendered.push(template);
  const url = 'unsubscribeUrl' in template ? template.unsubscribeUrl : template.confirmUrl;
  return { subject: template.name, html: `<a href="${url}">link</a>`, text: url };
};

const docs = (collection: string) => store.list(collection).map((path) => store.get(path)!);
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const lastConfirmUrl = () => {
  const template = rendered.filter((item) => item.name === 'confirm-subscription').at(-1);
  if (template?.name !== 'confirm-subscription') throw new Error('No confirmation request rendered');
  return template.confirmUrl;
};

function subscribe(overrides: Record<string, unknown> = {}, now = NOW) {
  const payload = { purpose: 'newsletter', email: 'Reader@Example.com', language: 'fr-CA', wording: CURRENT_WORDING.newsletter, source: 'hub', ...overrides };
  return requestSubscription(store, render, payload, { now, origin: ORIGIN, client: CLIENT });
}

/** What /verify does with a confirm-subscription link: the status of its outcome. */
async function confirm(url: string, now = NOW) {
  return (await verifyLink(store, tokenOf(url), now, { 'confirm-subscription': confirmSubscription })).status;
}

/** A member whose record proves their address (an approval since applications are verified). */
function addMember(uid: string, email: string) {
  store.put(`ApprovedUsers/${uid}`, { email, firstName: 'Avery', permissionLevel: 'Contributor', subscribedToNewsletter: false, subscribedToOffers: false, language: 'en-CA', emailVerified: true });
}
const memberMail = { render, origin: ORIGIN };

beforeEach(() => {
  store = new FakeFirestore();
  rendered = [];
});

describe('a visitor’s subscription (double opt-in)', () => {
  it('records the purpose unconfirmed, its consent record, the hashed token and the request mail in one transaction, after the one that counts the try', async () => {
    expect(await subscribe()).toBe('requested');
    expect(store.commits).toBe(2);
    expect(store.get('subscriber/reader@example.com')).toMatchObject({ newsletter: false, newsletterStatus: 'unconfirmed', language: 'fr-CA' });
    expect(docs('consentRecords')).toEqual([
      {
        email: 'reader@example.com',
        uid: null,
        purpose: 'newsletter',
        action: 'grant',
        wording: CURRENT_WORDING.newsletter,
        wordingText: CONSENT_WORDING[CURRENT_WORDING.newsletter]!.text['fr-CA'],
        language: 'fr-CA',
        source: 'hub',
        method: 'web form, awaiting confirmation',
        at: NOW,
      },
    ]);
    expect(docs('mail')).toEqual([expect.objectContaining({ to: 'reader@example.com', kind: 'confirm-subscription', commercial: false, language: 'fr-CA' })]);
    const url = lastConfirmUrl();
    expect(url).toMatch(/^https:\/\/timber\.example\/fr\/verify\?token=[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored: the raw token is no document id.
    expect(store.has(`emailTokens/${tokenOf(url)}`)).toBe(false);
    expect(store.list('emailTokens')).toHaveLength(1);
  });

  it('confirms through the link once, with a confirmation record; a second click finds the link used', async () => {
    await subscribe();
    const url = lastConfirmUrl();
    expect(await confirm(url, later(1))).toBe('done');
    expect(store.get('subscriber/reader@example.com')).toMatchObject({ newsletter: true, newsletterStatus: 'confirmed' });
    expect(docs('consentRecords').map((record) => [record['action'], record['method']])).toEqual([
      ['grant', 'web form, awaiting confirmation'],
      ['confirm', 'confirmation link'],
    ]);
    expect(await confirm(url, later(1))).toBe('already-used');
    expect(await subscribe()).toBe('already-registered');
  });

  it('lets a confirmation link expire after 48 hours, leaving the subscription unconfirmed', async () => {
    await subscribe();
    expect(await confirm(lastConfirmUrl(), later(3))).toBe('expired');
    expect(store.get('subscriber/reader@example.com')).toMatchObject({ newsletterStatus: 'unconfirmed' });
  });

  it('asks an unconfirmed address again, at most three times an hour, then says when to try again', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect(await subscribe()).toBe('requested');
    for (let attempt = 0; attempt < 2; attempt += 1) await expect(subscribe()).rejects.toMatchObject({ code: 'resource-exhausted', retryAt: new Date(NOW.getTime() + 60 * 60 * 1000) });
    expect(docs('mail')).toHaveLength(3);
    expect(docs('consentRecords')).toHaveLength(3);
    expect(await subscribe({}, new Date(NOW.getTime() + 61 * 60 * 1000))).toBe('requested');
    expect(docs('mail')).toHaveLength(4);
  });

  it('refuses a wording that was never published, another purpose’s, a bad address or postal code, and stores nothing', async () => {
    const refused = [
      { wording: 'newsletter-1999' },
      { wording: CURRENT_WORDING.offers },
      { wording: { text: 'I agree to anything' } },
      { email: 'reader@example' },
      { purpose: 'offers', wording: CURRENT_WORDING.offers, postalCode: 'Z3H' },
      { source: 'profile' },
      { language: 'fr' },
    ];
    for (const overrides of refused) await expect(subscribe(overrides), JSON.stringify(overrides)).rejects.toBeInstanceOf(CallableError);
    expect(store.commits).toBe(0);
  });
});

describe('a member’s subscriptions from the profile', () => {
  it('confirms a grant at once for the member record’s address, never the client’s, and withdraws at once', async () => {
    addMember('member-1', 'Member@Example.com');
    await setMemberSubscriptions(store, { uid: 'member-1' }, { newsletter: true, offers: false, language: 'en-CA', wording: CURRENT_WORDING, email: 'someone.else@example.com' }, NOW, memberMail);
    expect(store.has('subscriber/someone.else@example.com')).toBe(false);
    expect(store.get('subscriber/member@example.com')).toMatchObject({ uid: 'member-1', newsletterStatus: 'confirmed', offersStatus: 'none' });
    expect(store.get('ApprovedUsers/member-1')).toMatchObject({ subscribedToNewsletter: true, subscribedToOffers: false });
    await setMemberSubscriptions(store, { uid: 'member-1' }, { newsletter: false, offers: false, language: 'en-CA', wording: CURRENT_WORDING }, later(1), memberMail);
    expect(store.get('subscriber/member@example.com')).toMatchObject({ newsletterStatus: 'withdrawn', newsletter: false });
    expect(docs('consentRecords').map((record) => [record['action'], record['method'], record['uid']])).toEqual([
      ['grant', 'signed-in member, verified address', 'member-1'],
      ['confirm', 'signed-in member, verified address', 'member-1'],
      ['withdraw', 'profile', 'member-1'],
    ]);
  });

  it('refuses a signed-out caller and an account without a member record', async () => {
    const payload = { newsletter: true, offers: true, language: 'en-CA', wording: CURRENT_WORDING };
    await expect(setMemberSubscriptions(store, null, payload, NOW, memberMail)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setMemberSubscriptions(store, { uid: 'nobody' }, payload, NOW, memberMail)).rejects.toMatchObject({ code: 'not-found' });
    expect(store.commits).toBe(0);
  });
});

describe('the newsletter and unsubscribe', () => {
  async function confirmedReader() {
    await subscribe({ email: 'confirmed@example.com', language: 'en-CA' });
    await confirm(lastConfirmUrl());
  }

  it('reaches confirmed subscribers only, each with its own link and the RFC 8058 headers, and never a withdrawn one', async () => {
    await confirmedReader();
    await subscribe({ email: 'unconfirmed@example.com' });
    expect(await sendNewsletter(store, render, { now: NOW, origin: ORIGIN })).toBe(1);
    const newsletters = docs('mail').filter((mail) => mail['kind'] === 'newsletter');
    expect(newsletters).toEqual([expect.objectContaining({ to: 'confirmed@example.com', commercial: true })]);
    const token = tokenOf((newsletters[0]!['message'] as { text: string }).text);
    expect(newsletters[0]!['headers']).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Still works 60 days after sending; withdraws at once, once.
    expect(await describeUnsubscribe(store, token, later(60))).toEqual({ status: 'active', purpose: 'newsletter', maskedEmail: 'c•••@example.com' });
    const how = { source: 'unsubscribe-link', method: 'unsubscribe link' } as const;
    expect(await unsubscribeByToken(store, token, how, later(60))).toMatchObject({ status: 'unsubscribed' });
    expect(await unsubscribeByToken(store, token, how, later(61))).toMatchObject({ status: 'already-unsubscribed' });
    expect(docs('consentRecords').filter((record) => record['action'] === 'withdraw')).toEqual([
      expect.objectContaining({ email: 'confirmed@example.com', method: 'unsubscribe link', source: 'unsubscribe-link', at: later(60) }),
    ]);
    expect(await sendNewsletter(store, render, { now: later(62), origin: ORIGIN })).toBe(0);
    expect(await unsubscribeByToken(store, token, how, later(91))).toEqual({ status: 'expired' });
  });

  it('logs an Admin’s send in the audit log, with how many it reached', async () => {
    await confirmedReader();
    expect(await sendNewsletter(store, render, { now: NOW, origin: ORIGIN, admin: ADMIN })).toBe(1);
    expect(docs('moderationLog')).toEqual([expect.objectContaining({ kind: 'newsletter', action: 'send', adminUid: ADMIN.uid, item: { sent: 1 }, at: NOW, undoableUntil: null })]);
  });

  it('answers a malformed or forged token as invalid and changes nothing', async () => {
    await confirmedReader();
    const commits = store.commits;
    for (const token of [undefined, '', 'short', 'A'.repeat(43)]) {
      expect(await describeUnsubscribe(store, token, NOW)).toEqual({ status: 'invalid' });
      expect(await unsubscribeByToken(store, token, { source: 'unsubscribe-link', method: 'unsubscribe link' }, NOW)).toEqual({ status: 'invalid' });
    }
    expect(store.commits).toBe(commits);
    // A confirmation link is no unsubscribe link.
    await subscribe({ email: 'other@example.com' });
    expect(await describeUnsubscribe(store, tokenOf(lastConfirmUrl()), NOW)).toEqual({ status: 'invalid' });
  });

  it('one-click: a POST of List-Unsubscribe=One-Click withdraws without any page; anything else changes nothing', async () => {
    await confirmedReader();
    await sendNewsletter(store, render, { now: NOW, origin: ORIGIN });
    const newsletter = rendered.at(-1);
    if (newsletter?.name !== 'newsletter') throw new Error('No newsletter rendered');
    const token = tokenOf(newsletter.unsubscribeUrl);
    const context = { now: later(1), origin: ORIGIN };
    expect(await answerOneClick(store, { method: 'POST', token, body: { 'List-Unsubscribe': 'Other' } }, context)).toMatchObject({ status: 400 });
    expect(await answerOneClick(store, { method: 'PUT', token, body: {} }, context)).toMatchObject({ status: 405 });
    expect(await answerOneClick(store, { method: 'GET', token, body: {} }, context)).toEqual({ status: 303, location: `${ORIGIN}/unsubscribe?token=${token}` });
    expect(store.get('subscriber/confirmed@example.com')).toMatchObject({ newsletterStatus: 'confirmed' });
    expect(await answerOneClick(store, { method: 'POST', token, body: { 'List-Unsubscribe': 'One-Click' } }, context)).toEqual({ status: 200, text: 'Unsubscribed.' });
    expect(store.get('subscriber/confirmed@example.com')).toMatchObject({ newsletterStatus: 'withdrawn' });
    expect(docs('consentRecords').at(-1)).toMatchObject({ action: 'withdraw', method: 'one-click unsubscribe', source: 'one-click' });
    expect(await answerOneClick(store, { method: 'POST', token: 'forged', body: { 'List-Unsubscribe': 'One-Click' } }, context)).toMatchObject({ status: 404 });
  });

  it('one-click: a multipart/form-data POST (RFC 8058 allows it) withdraws too; another multipart field does not', async () => {
    await confirmedReader();
    await sendNewsletter(store, render, { now: NOW, origin: ORIGIN });
    const newsletter = rendered.at(-1);
    if (newsletter?.name !== 'newsletter') throw new Error('No newsletter rendered');
    const token = tokenOf(newsletter.unsubscribeUrl);
    const context = { now: later(1), origin: ORIGIN };
    const multipart = (name: string, value: string) => ({
      method: 'POST',
      token,
      body: {},
      contentType: 'multipart/form-data; boundary=----mailclient42',
      rawBody: Buffer.from(`------mailclient42\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n------mailclient42--\r\n`),
    });
    expect(await answerOneClick(store, multipart('Other', 'One-Click'), context)).toMatchObject({ status: 400 });
    expect(store.get('subscriber/confirmed@example.com')).toMatchObject({ newsletterStatus: 'confirmed' });
    expect(await answerOneClick(store, multipart('List-Unsubscribe', 'One-Click'), context)).toEqual({ status: 200, text: 'Unsubscribed.' });
    expect(store.get('subscriber/confirmed@example.com')).toMatchObject({ newsletterStatus: 'withdrawn' });
  });
});

describe('the confirmed list as CSV', () => {
  it('is an Admin’s by claim only', async () => {
    await expect(exportConsentCsv(store, null, NOW)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(exportConsentCsv(store, { token: { role: 'Franchisee' } }, NOW)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('refuses an address the forms refuse, such as one a spreadsheet would read as a formula', async () => {
    for (const email of ['=cmd@example.com', 'a;=cmd@example.com', '-2+3@example.com', 'a..b@example.com']) {
      await expect(subscribe({ email })).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(store.list('subscriber')).toEqual([]);
  });

  it('lists confirmed purposes only, quoted and with formulas neutralised', async () => {
    // An address stored before the subscription took the forms' shape.
    const legacy = 'a;=cmd@example.com';
    store.put(`subscriber/${legacy}`, {
      email: legacy,
      language: 'en-CA',
      uid: null,
      newsletter: true,
      newsletterStatus: 'confirmed',
      specialOffers: { registered: false, postalCode: '' },
      offersStatus: 'none',
      purposes: { newsletter: { status: 'confirmed', wording: CURRENT_WORDING.newsletter, language: 'en-CA', source: 'hub', grantedAt: NOW, confirmedAt: later(1), withdrawnAt: null } },
    });
    await subscribe({ email: 'unconfirmed@example.com' });
    addMember('member-2', 'member@example.com');
    await setMemberSubscriptions(store, { uid: 'member-2' }, { newsletter: true, offers: true, language: 'fr-CA', wording: CURRENT_WORDING }, NOW, memberMail);
    await setMemberSubscriptions(store, { uid: 'member-2' }, { newsletter: true, offers: false, language: 'fr-CA', wording: CURRENT_WORDING }, later(2), memberMail);
    expect(await exportConsentCsv(store, ADMIN, NOW)).toBe(
      [
        'email,purpose,language,consented_at',
        `"a;'=cmd@example.com",newsletter,en-CA,${later(1).toISOString()}`,
        `member@example.com,newsletter,fr-CA,${NOW.toISOString()}`,
        '',
      ].join('\r\n'),
    );
    // Personal data left the site: the audit log says who took it and how many rows.
    expect(docs('moderationLog')).toEqual([expect.objectContaining({ kind: 'subscribers', action: 'export', adminUid: ADMIN.uid, item: { rows: 2 }, undoableUntil: null })]);
  });
});
