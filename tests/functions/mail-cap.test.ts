// @vitest-environment node
// The day's mail cap (MAIL_DAILY_CAP; src/domain/server/mail.ts, mail-cap.ts)
// over the fake Firestore, with a fixed clock: past the cap a mail is held in
// heldMail, which the Trigger Email extension never reads; the scheduled
// release moves the oldest to `mail` on a later day, within that day's cap;
// the Admin digest is never held and tells how many wait.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { MAIL_DAILY_CAP } from '../../src/domain/limits';
import { sendAdminDigest, type AdminDigestData } from '../../src/domain/server/digest';
import { consortiumDay, mailDayRef } from '../../src/domain/server/mail';
import { RELEASE_BATCH, releaseHeldMail, type HeldMailBackend } from '../../src/domain/server/mail-cap';
import { requestSubscription, type ConsentMailTemplate } from '../../src/domain/server/subscriptions';
import { FakeFirestore, pathOf } from './fake-firestore';

/** 10:00 in Halifax on 26 November; the next day's release runs after its midnight. */
const NOW = new Date('2026-11-26T14:00:00.000Z');
const NEXT_DAY = new Date('2026-11-27T04:05:00.000Z');
const ORIGIN = 'https://timber.example';

let store: FakeFirestore;
let backend: HeldMailBackend;

const render = (template: ConsentMailTemplate) => Promise.resolve({ subject: template.name, html: '<p>Confirm</p>', text: 'Confirm' });

function subscribe(email: string, now = NOW) {
  const payload = { purpose: 'newsletter', email, language: 'en-CA', wording: CURRENT_WORDING.newsletter, source: 'hub' };
  return requestSubscription(store, render, payload, { now, origin: ORIGIN, client: `client-${email}` });
}

/** The day's count as if `count` mails had gone out already. */
const sentToday = (count: number, now = NOW) => store.put(pathOf(mailDayRef(consortiumDay(now))), { day: consortiumDay(now), count });
const recipients = (collection: string) => store.list(collection).map((path) => store.get(path)!['to']);

beforeEach(() => {
  store = new FakeFirestore();
  backend = {
    runTransaction: (work) => store.runTransaction(work),
    oldestHeldMailIds: (limit) =>
      Promise.resolve(
        store
          .list('heldMail')
          .map((path) => ({ id: path.slice('heldMail/'.length), at: (store.get(path)!['createdAt'] as Date).getTime() }))
          .sort((a, b) => a.at - b.at)
          .slice(0, limit)
          .map(({ id }) => id),
      ),
  };
});

describe('the day’s mail cap', () => {
  it('hands the cap’s last mail to the extension and holds the next, which no `mail` document names', async () => {
    sentToday(MAIL_DAILY_CAP - 1);
    await subscribe('first@example.com');
    await subscribe('second@example.com');
    expect(recipients('mail')).toEqual(['first@example.com']);
    expect(recipients('heldMail')).toEqual(['second@example.com']);
    expect(store.get(pathOf(mailDayRef(consortiumDay(NOW))))).toMatchObject({ count: MAIL_DAILY_CAP });
    // The request itself is recorded as usual: only its mail waits.
    expect(store.get('subscriber/second@example.com')).toMatchObject({ newsletterStatus: 'unconfirmed' });
  });

  it('counts each day apart (the consortium’s day, Atlantic time)', async () => {
    sentToday(MAIL_DAILY_CAP);
    await subscribe('late@example.com');
    await subscribe('morning@example.com', NEXT_DAY);
    expect(recipients('heldMail')).toEqual(['late@example.com']);
    expect(recipients('mail')).toEqual(['morning@example.com']);
  });
});

describe('releasing held mail', () => {
  async function holdThree() {
    sentToday(MAIL_DAILY_CAP);
    for (const [index, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) await subscribe(email, new Date(NOW.getTime() + index * 60_000));
  }

  it('moves nothing on the day the cap was reached', async () => {
    await holdThree();
    expect(await releaseHeldMail(backend, new Date(NOW.getTime() + 3_600_000))).toBe(0);
    expect(store.list('heldMail')).toHaveLength(3);
    expect(store.list('mail')).toHaveLength(0);
  });

  it('moves the oldest to `mail` on a later day, within that day’s cap, and keeps the rest held', async () => {
    await holdThree();
    sentToday(MAIL_DAILY_CAP - 2, NEXT_DAY);
    expect(await releaseHeldMail(backend, NEXT_DAY)).toBe(2);
    expect(recipients('mail').sort()).toEqual(['a@example.com', 'b@example.com']);
    expect(recipients('heldMail')).toEqual(['c@example.com']);
    expect(store.list('mail').map((path) => store.get(path))).toEqual([
      expect.objectContaining({ releasedAt: NEXT_DAY, kind: 'confirm-subscription' }),
      expect.objectContaining({ releasedAt: NEXT_DAY, kind: 'confirm-subscription' }),
    ]);
    expect(store.get(pathOf(mailDayRef(consortiumDay(NEXT_DAY))))).toMatchObject({ count: MAIL_DAILY_CAP });
  });

  it('releases more than one batch when the day allows', async () => {
    sentToday(MAIL_DAILY_CAP);
    const held = RELEASE_BATCH + 5;
    for (let index = 0; index < held; index += 1) store.put(`heldMail/m-${index}`, { to: `r${index}@example.com`, kind: 'notification', createdAt: new Date(NOW.getTime() + index) });
    expect(await releaseHeldMail(backend, NEXT_DAY)).toBe(held);
    expect(store.list('heldMail')).toHaveLength(0);
  });
});

describe('the Admin digest and the cap', () => {
  it('goes out past the cap and tells how many mails are held, even with nothing to review', async () => {
    store.put('ApprovedUsers/admin-1', { email: 'admin@example.com', permissionLevel: 'Admin', language: 'fr-CA' });
    sentToday(MAIL_DAILY_CAP);
    await subscribe('held@example.com');
    const rendered = vi.fn((data: AdminDigestData) => Promise.resolve({ subject: 'Digest', html: `<p>${data.heldMail}</p>`, text: String(data.heldMail) }));
    expect(await sendAdminDigest(store, rendered, { now: NOW, origin: ORIGIN, once: 'on-demand' })).toBe(1);
    expect(rendered).toHaveBeenCalledWith(expect.objectContaining({ heldMail: 1, locale: 'fr-CA' }));
    expect(recipients('mail')).toEqual(['admin@example.com']);
  });
});
