// The retention purge's contract (src/domain/server/purge.ts, ADR 022) on a
// fixed clock, for every Store the purge runs over: the local backend's
// (local.test.ts), firebase-admin's on the emulators (firebase.emulator.test.ts)
// and the fake Firestore (tests/functions/purge.test.ts). Each kind stays one
// moment before its period ends and is gone one moment after; consent
// records stay while they prove a consent; a verified application and an
// unread notification stay whatever their age.
import { describe, expect, it } from 'vitest';
import { CONSENT_PROOF_YEARS, retentionMs, type RetainedKind } from '../../src/domain/model/retention';
import type { PurgeReport } from '../../src/domain/server/purge';
import type { DocRef, Store, StoredData } from '../../src/domain/server/store';

export interface PurgeContractBackend {
  /** The backend's Store: the test plants and reads documents as the server rules do. */
  store: Store;
  /** One purge run with the server's time `now`. */
  purge(now: Date): Promise<PurgeReport>;
}

/** When each planted document's period starts. */
const T0 = new Date('2026-06-01T12:00:00.000Z');
const MOMENT = 1000;
const HOUR = 60 * 60 * 1000;
const after = (ms: number) => new Date(T0.getTime() + ms);

function yearsAfter(date: Date, years: number): Date {
  const later = new Date(date.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
}

let planted = 0;
/** Ids of this run only: the emulators' database is shared by the suite. */
const uniqueId = (name: string) => `purge-${name}-${Date.now()}-${(planted += 1)}`;

async function plant(store: Store, docs: readonly { ref: DocRef; data: StoredData }[]): Promise<void> {
  await store.runTransaction(async (transaction) => {
    for (const { ref, data } of docs) transaction.set(ref, data);
  });
}

async function present(store: Store, refs: readonly DocRef[]): Promise<boolean[]> {
  return store.runTransaction(async (transaction) => Promise.all(refs.map(async (ref) => (await transaction.get(ref)) !== null)));
}

const token = (fields: StoredData): StoredData => ({
  purpose: 'verify-application',
  email: 'late@example.com',
  subject: { collection: 'subscriber', id: 'late@example.com' },
  language: 'en-CA',
  scope: null,
  createdAt: after(-48 * HOUR),
  expiresAt: T0,
  usedAt: null,
  ...fields,
});

const application = (emailVerified: boolean): StoredData => ({
  firstName: 'Anne',
  lastName: 'Poirier',
  email: 'anne@example.com',
  town: 'Shediac',
  expertise: 'Timber framing',
  language: 'en-CA',
  emailVerified,
  verifiedAt: emailVerified ? after(HOUR) : null,
  submittedAt: T0,
});

/** One kind: its document, planted at T0, and the period after which it goes. */
const KINDS: { kind: string; collection: string; period: RetainedKind; data: StoredData }[] = [
  { kind: 'an expired token', collection: 'emailTokens', period: 'deadToken', data: token({}) },
  { kind: 'a used token', collection: 'emailTokens', period: 'deadToken', data: token({ usedAt: T0, expiresAt: after(40 * HOUR) }) },
  { kind: 'an application never verified', collection: 'ContributorApplication', period: 'unverifiedApplication', data: application(false) },
  {
    kind: 'a sent mail',
    collection: 'mail',
    period: 'mail',
    data: { to: 'anne@example.com', message: { subject: 'S', text: 'T', html: '<p>T</p>' }, kind: 'account-ready', language: 'en-CA', commercial: false, createdAt: T0 },
  },
  {
    kind: 'a mail held past the day’s cap and never released',
    collection: 'heldMail',
    period: 'mail',
    data: { to: 'anne@example.com', message: { subject: 'S', text: 'T', html: '<p>T</p>' }, kind: 'confirm-subscription', language: 'en-CA', commercial: false, createdAt: T0 },
  },
  {
    kind: 'a read notification',
    collection: 'notifications',
    period: 'readNotification',
    data: { uid: 'member-1', kind: 'approved', at: T0, read: true, boardId: null, boardPath: null, messageId: null },
  },
  {
    kind: 'a rejected item’s archive',
    collection: 'moderationArchive',
    period: 'rejectedArchive',
    data: { collection: 'PricingInquiries', id: 'inquiry-1', data: { businessName: 'Mill' }, extra: [], folder: null, expiresAt: after(retentionMs('rejectedArchive')) },
  },
  { kind: 'a rate-limit counter', collection: 'rateLimits', period: 'rateLimitWindow', data: { windowStart: T0, count: 3 } },
];

export function describePurgeContract(backendName: string, create: () => Promise<PurgeContractBackend>) {
  describe(`retention purge: ${backendName}`, () => {
    it.each(KINDS)('keeps $kind one moment before its period ends and purges it one moment after', async ({ collection, period, data }) => {
      const { store, purge } = await create();
      const ref = { collection, id: uniqueId(period) };
      await plant(store, [{ ref, data }]);
      // Counted from T0 for every kind: an archive's expiresAt is its rejection (T0) plus the undo window.
      const end = retentionMs(period);
      await purge(after(end - MOMENT));
      expect(await present(store, [ref])).toEqual([true]);
      await purge(after(end + MOMENT));
      expect(await present(store, [ref])).toEqual([false]);
    });

    it('purges an application never verified with its secret and its links’ tokens, and never a verified one', async () => {
      const { store, purge } = await create();
      const unverified = { collection: 'FranchiseeApplication', id: uniqueId('unverified') };
      const verified = { collection: 'FranchiseeApplication', id: uniqueId('verified') };
      const secretOf = (ref: DocRef) => ({ collection: 'applicationSecrets', id: `${ref.collection}_${ref.id}` });
      const hash = { algorithm: 'PBKDF2-SHA256', iterations: 1000, salt: 'c2FsdA==', hash: 'aGFzaA==' };
      // A resent link still working when its application goes.
      const resent = { collection: 'emailTokens', id: uniqueId('resent') };
      const end = retentionMs('unverifiedApplication');
      await plant(store, [
        { ref: unverified, data: application(false) },
        { ref: secretOf(unverified), data: { password: hash } },
        { ref: resent, data: token({ subject: unverified, createdAt: after(end - HOUR), expiresAt: after(end + 47 * HOUR) }) },
        { ref: verified, data: application(true) },
        { ref: secretOf(verified), data: { password: hash } },
      ]);
      await purge(after(end + MOMENT));
      expect(await present(store, [unverified, secretOf(unverified), resent, verified, secretOf(verified)])).toEqual([false, false, false, true, true]);
      await purge(yearsAfter(T0, 5));
      expect(await present(store, [verified, secretOf(verified)])).toEqual([true, true]);
    });

    it('keeps an unread notification whatever its age', async () => {
      const { store, purge } = await create();
      const ref = { collection: 'notifications', id: uniqueId('unread') };
      await plant(store, [{ ref, data: { uid: 'member-1', kind: 'approved', at: T0, read: false, boardId: null, boardPath: null, messageId: null } }]);
      await purge(yearsAfter(T0, 5));
      expect(await present(store, [ref])).toEqual([true]);
    });

    it(`keeps consent records while they prove a consent, and ${CONSENT_PROOF_YEARS} years after it ends`, async () => {
      const { store, purge } = await create();
      const email = `${uniqueId('consent')}@example.com`;
      const record = (purpose: string, action: string, at: Date) => ({
        ref: { collection: 'consentRecords', id: uniqueId(action) },
        data: { email, uid: null, purpose, action, wording: 'v1', wordingText: 'Yes.', language: 'en-CA', source: 'subscribe-form', method: 'checkbox', at },
      });
      const withdrawnAt = after(100 * 24 * HOUR);
      const ended = [record('newsletter', 'grant', T0), record('newsletter', 'confirm', after(HOUR)), record('newsletter', 'withdraw', withdrawnAt)];
      const regranted = [record('newsletter', 'grant', after(200 * 24 * HOUR)), record('newsletter', 'confirm', after(200 * 24 * HOUR + HOUR))];
      const active = [record('offers', 'grant', T0), record('offers', 'confirm', after(HOUR))];
      const all = [...ended, ...regranted, ...active];
      await plant(store, all);
      const refs = all.map(({ ref }) => ref);
      const proofEnds = yearsAfter(withdrawnAt, CONSENT_PROOF_YEARS);

      await purge(new Date(proofEnds.getTime() - MOMENT));
      expect(await present(store, refs)).toEqual(all.map(() => true));
      await purge(new Date(proofEnds.getTime() + MOMENT));
      expect(await present(store, refs)).toEqual([false, false, false, true, true, true, true]);
      await purge(yearsAfter(T0, 20));
      expect(await present(store, refs)).toEqual([false, false, false, true, true, true, true]);
    });
  });
}
