// @vitest-environment node
// The day's mail budgets (MAIL_BUDGETS, ADDRESS_DAILY_MAIL_CAP;
// src/domain/server/mail.ts, mail-cap.ts; ADR 028) over the fake Firestore,
// with a fixed clock. A transactional mail past its budget is held in
// heldMail, which the Trigger Email extension never reads, and the scheduled
// release moves it to `mail` on a later day, transactional first, newest
// first; an anonymous-triggered mail past its budget is dropped and counted,
// never held; a mail past its address's day cap is dropped and counted; the
// Admin digest is never held and tells how many wait and how many were dropped.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { ADDRESS_DAILY_MAIL_CAP, MAIL_BUDGETS } from '../../src/domain/limits';
import { sendAdminDigest, type AdminDigestData } from '../../src/domain/server/digest';
import { consortiumDay, mailDayRef, openOutbox, queueMail, type MailBudget, type MailKind } from '../../src/domain/server/mail';
import { RELEASE_BATCH, releaseHeldMail, type HeldMailBackend } from '../../src/domain/server/mail-cap';
import { requestSubscription, type ConsentMailTemplate } from '../../src/domain/server/subscriptions';
import { FakeFirestore, pathOf } from './fake-firestore';

/** 10:00 in Halifax on 26 November; the next day's release runs after its midnight. */
const NOW = new Date('2026-11-26T14:00:00.000Z');
const NEXT_DAY = new Date('2026-11-27T04:05:00.000Z');
const ORIGIN = 'https://timber.example';
const MINUTE = 60_000;

let store: FakeFirestore;
let backend: HeldMailBackend;

const render = (template: ConsentMailTemplate) => Promise.resolve({ subject: template.name, html: '<p>Confirm</p>', text: 'Confirm' });

function subscribe(email: string, now = NOW) {
  const payload = { purpose: 'newsletter', email, language: 'en-CA', wording: CURRENT_WORDING.newsletter, source: 'hub' };
  return requestSubscription(store, render, payload, { now, origin: ORIGIN, client: `client-${email}` });
}

/** A mail of a kind as its rule queues it: the outbox opened for it, then the mail. */
function queue(to: string, kind: MailKind, now = NOW) {
  const mail = { to, kind, language: 'en-CA' as const, rendered: { subject: kind, html: '<p>x</p>', text: 'x' } };
  return store.runTransaction(async (transaction) => queueMail(await openOutbox(transaction, now, [mail]), mail, now, { commercialCheckedBy: 'confirmed-subscription' }));
}

/** A budget's day as if `count` mails had gone out already. */
const spent = (budget: MailBudget, count: number, now = NOW) => store.put(pathOf(mailDayRef(consortiumDay(now), budget)), { day: consortiumDay(now), windowStart: now, count });
const dayOf = (budget: MailBudget, now = NOW) => store.get(pathOf(mailDayRef(consortiumDay(now), budget)));
const recipients = (collection: string) => store.list(collection).map((path) => store.get(path)!['to']);

beforeEach(() => {
  store = new FakeFirestore();
  backend = {
    runTransaction: (work) => store.runTransaction(work),
    newestHeldMailIds: (budget, limit) =>
      Promise.resolve(
        store
          .list('heldMail')
          .map((path) => ({ id: path.slice('heldMail/'.length), data: store.get(path)! }))
          .filter(({ data }) => data['budget'] === budget)
          .sort((a, b) => (b.data['createdAt'] as Date).getTime() - (a.data['createdAt'] as Date).getTime())
          .slice(0, limit)
          .map(({ id }) => id),
      ),
  };
});

describe('the transactional budget', () => {
  it('hands the budget’s last mail to the extension and holds the next, which no `mail` document names', async () => {
    spent('transactional', MAIL_BUDGETS.transactional - 1);
    await queue('first@example.com', 'verify-application');
    await queue('second@example.com', 'account-ready');
    expect(recipients('mail')).toEqual(['first@example.com']);
    expect(recipients('heldMail')).toEqual(['second@example.com']);
    expect(dayOf('transactional')).toMatchObject({ count: MAIL_BUDGETS.transactional });
  });

  it('counts each day apart (the consortium’s day, Atlantic time)', async () => {
    spent('transactional', MAIL_BUDGETS.transactional);
    await queue('late@example.com', 'verify-application');
    await queue('morning@example.com', 'verify-application', NEXT_DAY);
    expect(recipients('heldMail')).toEqual(['late@example.com']);
    expect(recipients('mail')).toEqual(['morning@example.com']);
  });

  it('is not touched by anonymous-triggered mail: a spent anonymous budget leaves a verification mail going out at once', async () => {
    spent('anonymous', MAIL_BUDGETS.anonymous);
    await subscribe('flood@example.com');
    await queue('applicant@example.com', 'verify-application');
    expect(recipients('mail')).toEqual(['applicant@example.com']);
    expect(dayOf('transactional')).toMatchObject({ count: 1 });
  });
});

describe('the anonymous budget', () => {
  it('drops a confirmation request past the budget, holds nothing, and counts it; the request itself is recorded', async () => {
    spent('anonymous', MAIL_BUDGETS.anonymous - 1);
    expect(await subscribe('first@example.com')).toBe('requested');
    expect(await subscribe('second@example.com')).toBe('requested');
    expect(recipients('mail')).toEqual(['first@example.com']);
    expect(store.list('heldMail')).toEqual([]);
    expect(dayOf('anonymous')).toMatchObject({ count: MAIL_BUDGETS.anonymous, dropped: { budget: 1, address: 0 } });
    expect(store.get('subscriber/second@example.com')).toMatchObject({ newsletterStatus: 'unconfirmed' });
  });

  it('leaves the newsletter’s broadcast budget whole', async () => {
    spent('anonymous', MAIL_BUDGETS.anonymous);
    await queue('reader@example.com', 'newsletter');
    expect(recipients('mail')).toEqual(['reader@example.com']);
    expect(store.get(store.list('mail')[0]!)).toMatchObject({ budget: 'broadcast' });
  });
});

describe('an address’s day cap', () => {
  it(`sends at most ${ADDRESS_DAILY_MAIL_CAP} mails a day to one address, whatever their kinds, then drops and counts the rest`, async () => {
    for (let index = 0; index < ADDRESS_DAILY_MAIL_CAP; index += 1) await queue('Target@Example.com', index % 2 ? 'notification' : 'confirm-subscription');
    await queue('target@example.com', 'verify-application');
    await queue('target@example.com', 'confirm-subscription');
    expect(recipients('mail')).toHaveLength(ADDRESS_DAILY_MAIL_CAP);
    expect(store.list('heldMail')).toEqual([]);
    expect(dayOf('transactional')).toMatchObject({ dropped: { address: 1 } });
    expect(dayOf('anonymous')).toMatchObject({ dropped: { address: 1 } });
    // Another address, and the next day, are not held by it; the address is stored only as a hash.
    await queue('other@example.com', 'verify-application');
    await queue('target@example.com', 'verify-application', NEXT_DAY);
    expect(recipients('mail')).toHaveLength(ADDRESS_DAILY_MAIL_CAP + 2);
    expect(JSON.stringify(store.list('rateLimits').map((path) => [path, store.get(path)]))).not.toMatch(/target/i);
  });
});

describe('releasing held mail', () => {
  async function holdThree() {
    spent('transactional', MAIL_BUDGETS.transactional);
    for (const [index, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
      await queue(email, 'verify-application', new Date(NOW.getTime() + index * MINUTE));
    }
  }

  it('moves nothing on the day the budget was spent', async () => {
    await holdThree();
    expect(await releaseHeldMail(backend, new Date(NOW.getTime() + 60 * MINUTE))).toBe(0);
    expect(store.list('heldMail')).toHaveLength(3);
    expect(store.list('mail')).toHaveLength(0);
  });

  it('moves the newest to `mail` on a later day, within that day’s budget, and keeps the oldest held', async () => {
    await holdThree();
    spent('transactional', MAIL_BUDGETS.transactional - 2, NEXT_DAY);
    expect(await releaseHeldMail(backend, NEXT_DAY)).toBe(2);
    expect(recipients('mail').sort()).toEqual(['b@example.com', 'c@example.com']);
    expect(recipients('heldMail')).toEqual(['a@example.com']);
    expect(store.list('mail').map((path) => store.get(path))).toEqual([
      expect.objectContaining({ releasedAt: NEXT_DAY, kind: 'verify-application' }),
      expect.objectContaining({ releasedAt: NEXT_DAY, kind: 'verify-application' }),
    ]);
    expect(dayOf('transactional', NEXT_DAY)).toMatchObject({ count: MAIL_BUDGETS.transactional });
  });

  it('serves the transactional budget before the broadcast one, each within its own day', async () => {
    spent('transactional', MAIL_BUDGETS.transactional);
    spent('broadcast', MAIL_BUDGETS.broadcast);
    await queue('reader@example.com', 'newsletter');
    await queue('applicant@example.com', 'verify-application', new Date(NOW.getTime() - MINUTE));
    const order: string[] = [];
    const newest = backend.newestHeldMailIds;
    backend.newestHeldMailIds = (budget, limit) => {
      order.push(budget);
      return newest(budget, limit);
    };
    expect(await releaseHeldMail(backend, NEXT_DAY)).toBe(2);
    expect(order[0]).toBe('transactional');
    expect(dayOf('broadcast', NEXT_DAY)).toMatchObject({ count: 1 });
    expect(dayOf('transactional', NEXT_DAY)).toMatchObject({ count: 1 });
  });

  it('releases more than one batch when the day allows', async () => {
    spent('transactional', MAIL_BUDGETS.transactional);
    const held = RELEASE_BATCH + 5;
    for (let index = 0; index < held; index += 1) {
      store.put(`heldMail/m-${index}`, { to: `r${index}@example.com`, kind: 'notification', budget: 'transactional', createdAt: new Date(NOW.getTime() + index) });
    }
    expect(await releaseHeldMail(backend, NEXT_DAY)).toBe(held);
    expect(store.list('heldMail')).toHaveLength(0);
  });
});

describe('the Admin digest and the budgets', () => {
  it('goes out past the budget and tells how many mails are held, and how many were dropped the day before', async () => {
    store.put('ApprovedUsers/admin-1', { email: 'admin@example.com', permissionLevel: 'Admin', language: 'fr-CA' });
    spent('transactional', MAIL_BUDGETS.transactional);
    spent('anonymous', MAIL_BUDGETS.anonymous);
    await queue('held@example.com', 'verify-application');
    await subscribe('dropped@example.com');
    await subscribe('dropped.too@example.com');
    const rendered = vi.fn((data: AdminDigestData) => Promise.resolve({ subject: 'Digest', html: `<p>${data.heldMail}</p>`, text: String(data.heldMail) }));
    expect(await sendAdminDigest(store, rendered, { now: NEXT_DAY, origin: ORIGIN, once: 'on-demand' })).toBe(1);
    expect(rendered).toHaveBeenCalledWith(expect.objectContaining({ heldMail: 1, droppedMail: 2, locale: 'fr-CA' }));
    expect(recipients('mail')).toEqual(['admin@example.com']);
  });
});
