// @vitest-environment node
// The admin digest (src/domain/server/digest.ts) against the in-memory
// Firestore with production semantics: the pending count of each console tab
// read by count queries, one mail per Admin in the Admin's language, none when
// nothing is pending or for an Admin who opted out, and at most one run a day
// (the day's marker taken in the transaction that queues the mails), even
// when two runs race.
import { beforeEach, describe, expect, it } from 'vitest';
import { digestDay, sendAdminDigest, type AdminDigestData, type CountQuery, type DigestOptions } from '../../src/domain/server/digest';
import { FakeFirestore } from './fake-firestore';

const NOW = new Date('2026-11-26T12:00:00Z');
const ORIGIN = 'https://timber.example';

/** The render port: records what it was asked and answers with a mail naming the language. */
function fakeRender() {
  const calls: AdminDigestData[] = [];
  const render = async (data: AdminDigestData) => {
    calls.push(data);
    return { subject: `Digest ${data.locale}`, html: `<p>${data.adminUrl}</p>`, text: data.adminUrl };
  };
  return { calls, render };
}

class CountingFirestore extends FakeFirestore {
  readonly counted: CountQuery[] = [];
  override count(query: CountQuery) {
    this.counted.push(query);
    return super.count(query);
  }
}

let db: CountingFirestore;

function admin(uid: string, email: string, extra: Record<string, unknown> = {}) {
  db.put(`ApprovedUsers/${uid}`, { uid, email, permissionLevel: 'Admin', language: 'en-CA', ...extra });
}

function pending() {
  db.put('FranchiseeApplication/f1', { email: 'f1@example.com', submittedAt: NOW, emailVerified: true, verifiedAt: NOW });
  db.put('FranchiseeApplication/f2', { email: 'f2@example.com', submittedAt: NOW, emailVerified: true, verifiedAt: NOW });
  // Unverified: not in the console, so not in the digest (ADR 014).
  db.put('ContributorApplication/u1', { email: 'u1@example.com', submittedAt: NOW, emailVerified: false, verifiedAt: null });
  db.put('ContactSubmissions/c1', { email: 'c1@example.com', timestamp: NOW });
  db.put('commentBoards/store/comments/m1', { isApproved: false, timestamp: NOW });
  db.put('commentBoards/knees/comments/m2', { isApproved: false, timestamp: NOW });
  db.put('commentBoards/knees/comments/m3', { isApproved: true, timestamp: NOW });
}

const mails = () => db.list('mail').map((path) => db.get(path)!);
const run = (render = fakeRender().render, options: Partial<DigestOptions> = {}) =>
  sendAdminDigest(db, render, { now: NOW, origin: ORIGIN, once: 'per-day', ...options });

beforeEach(() => {
  db = new CountingFirestore();
  admin('a1', 'admin.en@example.com');
  admin('a2', 'admin.fr@example.com', { language: 'fr-CA' });
  db.put('ApprovedUsers/m1', { uid: 'm1', email: 'member@example.com', permissionLevel: 'Franchisee', language: 'en-CA' });
});

describe('the admin digest', () => {
  it('sends nothing, and marks no day, when nothing is pending', async () => {
    const { calls, render } = fakeRender();
    expect(await run(render)).toBe(0);
    expect(mails()).toEqual([]);
    expect(calls).toEqual([]);
    expect(db.list('rateLimits')).toEqual([]);
  });

  it('counts each tab with a count query, pending comments of every board only, and the mail held past the day’s cap', async () => {
    pending();
    const { calls, render } = fakeRender();
    await run(render);
    expect(calls[0]!.counts).toEqual({ franchisee: 2, contributor: 0, pricing: 0, contact: 1, comment: 2 });
    expect(calls[0]!.heldMail).toBe(0);
    expect(db.counted).toHaveLength(6);
  });

  it('mails each Admin in the Admin’s language, with the link to the console in it, and no one else', async () => {
    pending();
    expect(await run()).toBe(2);
    const byRecipient = new Map(mails().map((mail) => [mail['to'], mail]));
    expect([...byRecipient.keys()].sort()).toEqual(['admin.en@example.com', 'admin.fr@example.com']);
    expect(byRecipient.get('admin.en@example.com')).toMatchObject({
      kind: 'admin-digest',
      language: 'en-CA',
      commercial: false,
      message: { subject: 'Digest en-CA', text: `${ORIGIN}/admin` },
    });
    expect(byRecipient.get('admin.fr@example.com')).toMatchObject({ language: 'fr-CA', message: { subject: 'Digest fr-CA', text: `${ORIGIN}/fr/admin` } });
  });

  it('sends none to an Admin who opted out', async () => {
    pending();
    admin('a1', 'admin.en@example.com', { digestOptOut: true });
    expect(await run()).toBe(1);
    expect(mails().map((mail) => mail['to'])).toEqual(['admin.fr@example.com']);
  });

  it('runs at most once a day, and again the next day', async () => {
    pending();
    expect(await run()).toBe(2);
    expect(await run(undefined, { now: new Date(NOW.getTime() + 60 * 60 * 1000) })).toBe(0);
    expect(mails()).toHaveLength(2);
    expect(await run(undefined, { now: new Date(NOW.getTime() + 24 * 60 * 60 * 1000) })).toBe(2);
    expect(mails()).toHaveLength(4);
  });

  it('queues the day’s mails once when two runs race', async () => {
    pending();
    const results = await Promise.all([run(), run(), run()]);
    expect(results.sort()).toEqual([0, 0, 2]);
    expect(mails()).toHaveLength(2);
  });

  it('sends on demand whether or not it went out today (the local outbox’s "Send digest now")', async () => {
    pending();
    await run();
    expect(await run(undefined, { once: 'on-demand' })).toBe(2);
    expect(mails()).toHaveLength(4);
  });

  it('names the day in Atlantic time', () => {
    expect(digestDay(new Date('2026-11-26T03:30:00Z'))).toBe('2026-11-25');
    expect(digestDay(new Date('2026-11-26T04:30:00Z'))).toBe('2026-11-26');
  });
});
