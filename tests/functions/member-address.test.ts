// @vitest-environment node
// A member whose record holds no proof of their address (approved before
// applications were verified), over the fake Firestore: a subscription from
// the profile waits, unconfirmed, for the address's own link, and nothing
// commercial goes to them until they follow it; the link proves the address.
// A proven member is confirmed at once (tests/functions/consent.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { syncMemberEmail } from '../../src/domain/server/member-email';
import { sendNewsletter } from '../../src/domain/server/newsletter';
import { confirmSubscription, setMemberSubscriptions, type ConsentMailTemplate } from '../../src/domain/server/subscriptions';
import { verifyLink } from '../../src/domain/server/verify';
import { FakeFirestore } from './fake-firestore';

const ORIGIN = 'https://timber.example';
const NOW = new Date('2026-11-26T10:00:00.000Z');
const UID = 'legacy-member';
const EMAIL = 'legacy@example.com';

let store: FakeFirestore;
const render = async (template: ConsentMailTemplate) => {
  const url = 'unsubscribeUrl' in template ? template.unsubscribeUrl : template.confirmUrl;
  return { subject: template.name, html: `<a href="${url}">link</a>`, text: url };
};
const mailsTo = (to: string, kind: string) => store.list('mail').filter((path) => store.get(path)?.['to'] === to && store.get(path)?.['kind'] === kind);
const grantNewsletter = () => setMemberSubscriptions(store, { uid: UID }, { newsletter: true, offers: false, language: 'fr-CA', wording: CURRENT_WORDING }, NOW, { render, origin: ORIGIN });

beforeEach(() => {
  store = new FakeFirestore();
  // As approved before address verification existed: no emailVerified on the record.
  store.put(`ApprovedUsers/${UID}`, { email: EMAIL, firstName: 'Avery', permissionLevel: 'Contributor', subscribedToNewsletter: false, subscribedToOffers: false, language: 'fr-CA' });
});

describe('a member whose address was never proven', () => {
  it('subscribes only through the address’s own link, and gets nothing commercial until it is followed', async () => {
    await grantNewsletter();
    expect(store.get(`subscriber/${EMAIL}`)).toMatchObject({ uid: UID, newsletterStatus: 'unconfirmed' });
    expect(store.get(`ApprovedUsers/${UID}`)).toMatchObject({ subscribedToNewsletter: false });
    const methods = store.list('consentRecords').map((path) => [store.get(path)?.['action'], store.get(path)?.['method']]);
    expect(methods).toEqual([['grant', 'signed-in member, awaiting confirmation']]);
    const [request] = mailsTo(EMAIL, 'confirm-subscription');
    expect(request).toBeDefined();
    expect(await sendNewsletter(store, render, { now: NOW, origin: ORIGIN })).toBe(0);
    expect(mailsTo(EMAIL, 'newsletter')).toEqual([]);

    // Following the link proves the address: the subscription, the record's flag and its proof.
    const link = new URL(String((store.get(request!)?.['message'] as { text: string }).text));
    expect(link.pathname).toBe('/fr/verify');
    const outcome = await verifyLink(store, link.searchParams.get('token'), NOW, { 'confirm-subscription': confirmSubscription });
    expect(outcome.status).toBe('done');
    expect(store.get(`ApprovedUsers/${UID}`)).toMatchObject({ emailVerified: true, subscribedToNewsletter: true });
    expect(await sendNewsletter(store, render, { now: NOW, origin: ORIGIN })).toBe(1);
  });

  it('counts confirmation requests to the member’s address as a visitor’s are counted', async () => {
    await grantNewsletter();
    await setMemberSubscriptions(store, { uid: UID }, { newsletter: false, offers: false, language: 'fr-CA', wording: CURRENT_WORDING }, NOW, { render, origin: ORIGIN });
    await grantNewsletter();
    await setMemberSubscriptions(store, { uid: UID }, { newsletter: false, offers: false, language: 'fr-CA', wording: CURRENT_WORDING }, NOW, { render, origin: ORIGIN });
    await grantNewsletter();
    await expect(grantNewsletter()).rejects.toMatchObject({ code: 'resource-exhausted' });
    expect(mailsTo(EMAIL, 'confirm-subscription')).toHaveLength(3);
  });

  it('is proven once the sign-in account proves the same address (syncMemberEmail)', async () => {
    const backend = { runTransaction: store.runTransaction.bind(store), getAccount: () => Promise.resolve({ email: EMAIL, emailVerified: true }) };
    await syncMemberEmail(backend, { uid: UID, token: {} });
    expect(store.get(`ApprovedUsers/${UID}`)).toMatchObject({ emailVerified: true });
    await grantNewsletter();
    expect(store.get(`subscriber/${EMAIL}`)).toMatchObject({ newsletterStatus: 'confirmed' });
  });
});
