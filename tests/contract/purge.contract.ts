// The retention purge's contract (src/domain/server/purge.ts, ADR 022) on a
// fixed clock, for every Store the purge runs over: the local backend's
// (local.test.ts), firebase-admin's on the emulators (firebase.emulator.test.ts)
// and the fake Firestore (tests/functions/purge.test.ts). Each kind stays one
// moment before its period ends and is gone one moment after; consent
// records stay while they prove a consent; a verified application and an
// unread notification stay whatever their age; an audit entry keeps its
// personal fields until its period ends, then only its ids; a subscription
// never confirmed goes after its period, a withdrawn one at once (ADR 029).
// Every period of RETENTION_DAYS (each one /privacy states) is proven here.
import { describe, expect, it } from 'vitest';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { CONSENT_PROOF_YEARS, DAY_MS, RETENTION_DAYS, retentionMs, type RetainedKind } from '../../src/domain/model/retention';
import { appendAudit, type AuditInput } from '../../src/domain/server/moderation-records';
import { writeSubscriber, type PurposeState } from '../../src/domain/server/consent-records';
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
  {
    kind: 'a day’s count of a pattern nothing fitted',
    collection: 'unmetPatterns',
    period: 'unmetPattern',
    data: { day: T0, kind: 'knee', measures: { armLength: 914.4 }, province: '', source: 'any', carbon: 'any', minMor: 0, minMoe: 0, durable: false, count: 2 },
  },
];

/** The periods a case below proves, beside KINDS': every one of RETENTION_DAYS must be. */
const PROVEN_BELOW: readonly RetainedKind[] = ['auditDetails', 'unverifiedApplication', 'patternAlert'];

/** A rejected inquiry's audit entry, as the rules write it (appendAudit): the inquirer's name, address, phone and words, and the Admin's note. */
const rejectedInquiry = (id: string): AuditInput => ({
  kind: 'pricing',
  action: 'reject',
  itemId: id,
  boardId: null,
  adminUid: 'admin-1',
  adminName: 'Ada Admin',
  item: { id, firstName: 'Anne', lastName: 'Poirier', email: 'anne@example.com', phoneNumber: '506-555-0100', postalCode: 'E4P 1A1', message: 'A knee for my barn' },
  reason: 'spam',
  note: 'Anne, please call 506-555-0100 instead.',
  undoes: null,
});

const purpose = (status: PurposeState['status'], at: Date): PurposeState => ({
  status,
  wording: CURRENT_WORDING.newsletter,
  language: 'en-CA',
  source: 'hub',
  grantedAt: at,
  confirmedAt: status === 'confirmed' ? at : null,
  withdrawnAt: status === 'withdrawn' ? at : null,
});

async function read(store: Store, ref: DocRef): Promise<StoredData | null> {
  return store.runTransaction((transaction) => transaction.get(ref));
}

export function describePurgeContract(backendName: string, create: () => Promise<PurgeContractBackend>) {
  describe(`retention purge: ${backendName}`, () => {
    it('proves every retention period the privacy page states', () => {
      const proven = new Set([...KINDS.map(({ period }) => period), ...PROVEN_BELOW]);
      expect([...proven].sort()).toEqual(Object.keys(RETENTION_DAYS).sort());
    });

    it.each(KINDS)('keeps $kind a day and a moment before its period ends and purges it one moment after', async ({ collection, period, data }) => {
      const { store, purge } = await create();
      const ref = { collection, id: uniqueId(period) };
      await plant(store, [{ ref, data }]);
      // Counted from T0 for every kind: an archive's expiresAt is its rejection (T0) plus the undo window.
      const end = retentionMs(period);
      await purge(after(end - DAY_MS));
      await purge(after(end - MOMENT));
      expect(await present(store, [ref])).toEqual([true]);
      await purge(after(end + MOMENT));
      expect(await present(store, [ref])).toEqual([false]);
    });

    it(`keeps an audit entry's personal fields ${RETENTION_DAYS.auditDetails} days, then only what proves the decision`, async () => {
      const { store, purge } = await create();
      const entry = { collection: 'moderationLog', id: uniqueId('audit') };
      const setting = { collection: 'moderationLog', id: uniqueId('trust') };
      const itemId = uniqueId('inquiry');
      await store.runTransaction(async (transaction) => {
        appendAudit(transaction, entry.id, rejectedInquiry(itemId), T0);
        const trust = { kind: 'trust-rule', action: 'set', itemId: 'trust', boardId: null, adminUid: 'admin-1', adminName: 'Ada Admin', reason: null, note: '', undoes: null } as const;
        appendAudit(transaction, setting.id, { ...trust, item: { enabled: true, approvedCount: 3 } }, T0);
      });
      const end = retentionMs('auditDetails');
      await purge(after(end - DAY_MS));
      await purge(after(end - MOMENT));
      expect(await read(store, entry)).toMatchObject({ item: rejectedInquiry(itemId).item, note: rejectedInquiry(itemId).note });
      await purge(after(end + MOMENT));
      const cut = await read(store, entry);
      expect(cut).toMatchObject({ kind: 'pricing', action: 'reject', itemId, adminUid: 'admin-1', reason: 'spam', item: { id: itemId }, note: '' });
      expect(JSON.stringify(cut)).not.toMatch(/Anne|Poirier|anne@|506-555|E4P|barn/);
      // A setting holds nothing personal: it stays whole.
      await purge(yearsAfter(T0, 5));
      expect(await read(store, setting)).toMatchObject({ item: { enabled: true, approvedCount: 3 } });
    });

    it(`purges a subscription never confirmed ${RETENTION_DAYS.unverifiedApplication} days after it was asked for, a withdrawn one at once, and keeps a confirmed one and the consent records`, async () => {
      const { store, purge } = await create();
      const email = (name: string) => `${uniqueId(name)}@example.com`;
      const [unconfirmed, withdrawn, mixed, confirmed] = [email('unconfirmed'), email('withdrawn'), email('mixed'), email('confirmed')];
      const record = { ref: { collection: 'consentRecords', id: uniqueId('grant') }, data: { email: withdrawn, uid: null, purpose: 'newsletter', action: 'grant', wording: 'v1', wordingText: 'Yes.', language: 'en-CA', source: 'hub', method: 'web form', at: T0 } };
      await store.runTransaction(async (transaction) => {
        const subscriber = (address: string, purposes: Record<string, PurposeState>) => ({ email: address, language: 'en-CA' as const, uid: null, postalCode: 'E4P 1A1', purposes });
        writeSubscriber(transaction, subscriber(unconfirmed, { newsletter: purpose('unconfirmed', T0) }));
        writeSubscriber(transaction, subscriber(withdrawn, { newsletter: purpose('withdrawn', T0) }));
        writeSubscriber(transaction, subscriber(mixed, { newsletter: purpose('confirmed', T0), offers: purpose('withdrawn', T0) }));
        writeSubscriber(transaction, subscriber(confirmed, { newsletter: purpose('confirmed', T0) }));
        transaction.set(record.ref, record.data);
      });
      const ref = (address: string) => ({ collection: 'subscriber', id: address });
      const all = [unconfirmed, withdrawn, mixed, confirmed].map(ref);

      await purge(after(MOMENT));
      expect(await present(store, [...all, record.ref])).toEqual([true, false, true, true, true]);
      // The withdrawn offers went from the mixed address, with their postal code; its newsletter stays.
      expect(await read(store, ref(mixed))).toMatchObject({ newsletter: true, newsletterStatus: 'confirmed', offersStatus: 'none', specialOffers: { registered: false, postalCode: '' } });
      const end = retentionMs('unverifiedApplication');
      await purge(after(end - DAY_MS));
      await purge(after(end - MOMENT));
      expect(await present(store, all)).toEqual([true, false, true, true]);
      await purge(after(end + MOMENT));
      expect(await present(store, [...all, record.ref])).toEqual([false, false, true, true, true]);
      await purge(yearsAfter(T0, 2));
      expect(await present(store, [ref(mixed), ref(confirmed)])).toEqual([true, true]);
    });

    it(`purges a pattern alert ${RETENTION_DAYS.patternAlert} days after its confirmation or renewal, with its entry in the alert index, and the address's alerts purpose with its last one (ADR 036)`, async () => {
      const { store, purge } = await create();
      const id = uniqueId('pattern');
      const email = `${uniqueId('alerts')}@example.com`;
      const cell = `knee-a0-l${(planted % 7) + 1}`;
      const end = after(retentionMs('patternAlert'));
      const other = uniqueId('other-pattern');
      await store.runTransaction(async (transaction) => {
        transaction.set({ collection: 'savedPatterns', id }, { email, language: 'en-CA', kind: 'knee', fields: { legLength: 20 }, cell, status: 'confirmed', wording: CURRENT_WORDING.alerts, createdAt: T0, confirmedAt: T0, endsAt: end, mailedPieces: [] });
        transaction.set({ collection: 'patternCells', id: cell }, { kind: 'knee', entries: { [id]: [null, null, 508, null, null], [other]: [null, null, 600, null, null] } });
        const alerts: PurposeState = { ...purpose('confirmed', T0), until: end };
        writeSubscriber(transaction, { email, language: 'en-CA', uid: null, postalCode: null, purposes: { alerts } });
      });
      const pattern = { collection: 'savedPatterns', id };
      const subscriber = { collection: 'subscriber', id: email };
      await purge(new Date(end.getTime() - MOMENT));
      expect(await present(store, [pattern, subscriber])).toEqual([true, true]);
      await purge(new Date(end.getTime() + MOMENT));
      expect(await present(store, [pattern, subscriber])).toEqual([false, false]);
      expect((await read(store, { collection: 'patternCells', id: cell }))?.['entries']).toEqual({ [other]: [null, null, 600, null, null] });
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
