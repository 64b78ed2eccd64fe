// @vitest-environment node
// The retention purge (src/domain/server/purge.ts, ADR 022) over the fake
// Firestore with production semantics: the contract every backend keeps
// (tests/contract/purge.contract.ts), then what the fake can show: a run is
// bounded, a document that changed since the query stays, every query has
// its index, every rate-limit window ends before its counter goes, and the
// mail extension's TTL is the mail period.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { MAIL_DAILY_CAP, RATE_LIMITS } from '../../src/domain/limits';
import { consortiumDay } from '../../src/domain/server/mail';
import { UNDO_WINDOW_MS } from '../../src/domain/moderation';
import { RETENTION_DAYS, retentionMs } from '../../src/domain/model/retention';
import { PURGE_BATCH, PURGE_MAX_BATCHES, purgeExpired, type DueQuery, type PurgeBackend } from '../../src/domain/server/purge';
import { requestSubscription, RESEND_LIMIT as SUBSCRIPTION_RESEND, type ConsentMailTemplate } from '../../src/domain/server/subscriptions';
import { RESEND_LIMIT as VERIFICATION_RESEND } from '../../src/domain/server/verify';
import { describePurgeContract } from '../contract/purge.contract';
import { FakeFirestore } from './fake-firestore';

const NOW = new Date('2026-11-27T08:00:00.000Z');

function backendOver(store: FakeFirestore, files = new Set<string>()): PurgeBackend {
  return {
    runTransaction: (work) => store.runTransaction(work),
    dueIds: (query, limit) => store.dueIds(query, limit),
    async deleteFilesUnder(prefix) {
      for (const path of [...files]) if (path.startsWith(prefix)) files.delete(path);
    },
  };
}

describePurgeContract('fake Firestore', () => {
  const store = new FakeFirestore();
  return Promise.resolve({ store, purge: (now: Date) => purgeExpired(backendOver(store), now) });
});

describe('the purge run', () => {
  it(`deletes at most ${PURGE_BATCH} × ${PURGE_MAX_BATCHES} documents of a kind a night, and the rest the next night`, async () => {
    const store = new FakeFirestore();
    const old = new Date(NOW.getTime() - retentionMs('mail') - 1000);
    for (let index = 0; index < 8; index += 1) store.put(`mail/m-${index}`, { to: 'a@example.com', createdAt: old });
    // The same bound on a smaller scale: 3 ids a query, 2 queries a night.
    const limits = { batch: 3, maxBatches: 2 };
    expect((await purgeExpired(backendOver(store), NOW, limits)).mail).toBe(6);
    expect(store.list('mail')).toHaveLength(2);
    expect((await purgeExpired(backendOver(store), NOW, limits)).mail).toBe(2);
    expect(store.list('mail')).toHaveLength(0);
  });

  it('keeps an application verified between the query and its transaction', async () => {
    const store = new FakeFirestore();
    const submittedAt = new Date(NOW.getTime() - retentionMs('unverifiedApplication') - 1000);
    store.put('ContributorApplication/app-1', { email: 'a@example.com', emailVerified: false, verifiedAt: null, submittedAt });
    const backend = backendOver(store);
    const purged = await purgeExpired(
      {
        ...backend,
        async dueIds(query, limit) {
          const ids = await backend.dueIds(query, limit);
          // The applicant follows the link just as the purge found the application.
          if (ids.includes('app-1')) store.put('ContributorApplication/app-1', { email: 'a@example.com', emailVerified: true, verifiedAt: NOW, submittedAt });
          return ids;
        },
      },
      NOW,
    );
    expect(purged.applications).toBe(0);
    expect(store.get('ContributorApplication/app-1')).toMatchObject({ emailVerified: true });
  });

  it('purges the other kinds when one fails, then reports the failure', async () => {
    const store = new FakeFirestore();
    const old = new Date(NOW.getTime() - retentionMs('readNotification') - 1000);
    store.put('notifications/n-1', { uid: 'member-1', at: old, read: true });
    const backend = backendOver(store);
    const failing: PurgeBackend = {
      ...backend,
      dueIds: (query, limit) => (query.collection === 'mail' ? Promise.reject(new Error('The index is still building.')) : backend.dueIds(query, limit)),
    };
    await expect(purgeExpired(failing, NOW)).rejects.toThrow('The purge failed for 1 of its queries.');
    expect(store.has('notifications/n-1')).toBe(false);
  });

  it('reads every kind through an index firestore.indexes.json declares', async () => {
    const queries: DueQuery[] = [];
    const backend = { ...backendOver(new FakeFirestore()), dueIds: (query: DueQuery) => (queries.push(query), Promise.resolve([])) };
    await purgeExpired(backend, NOW);
    const { indexes } = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
      indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string }[] }[];
    };
    const declared = new Set(indexes.map(({ collectionGroup, queryScope, fields }) => `${queryScope} ${collectionGroup} ${fields.map((field) => field.fieldPath).join(',')}`));
    // A range alone uses the field's automatic single-field index; an equality with it needs a composite one.
    const composite = queries.filter((query) => query.equals).map(({ collection, field, equals }) => `COLLECTION ${collection} ${equals?.field},${field}`);
    expect(composite.length).toBeGreaterThan(0);
    for (const needed of composite) expect(declared).toContain(needed);
  });

  it('leaves no stored mail holding a link’s token after the mail period, a mail held past the day’s cap and never released included', async () => {
    const store = new FakeFirestore();
    const render = (template: ConsentMailTemplate) => {
      const link = 'confirmUrl' in template ? template.confirmUrl : template.unsubscribeUrl;
      return Promise.resolve({ subject: 'Confirm', html: `<a href="${link}">Confirm</a>`, text: link });
    };
    const subscribe = (email: string) =>
      requestSubscription(store, render, { purpose: 'newsletter', email, language: 'en-CA', wording: CURRENT_WORDING.newsletter, source: 'hub' }, { now: NOW, origin: 'https://timber.example', client: email });
    // The day's cap has one mail left: the first request's mail is sent, the second's held.
    store.put(`rateLimits/mail-day-${consortiumDay(NOW)}`, { day: consortiumDay(NOW), count: MAIL_DAILY_CAP - 1 });
    await subscribe('sent@example.com');
    await subscribe('held@example.com');
    const stored = () => ['mail', 'heldMail'].flatMap((collection) => store.list(collection).map((path) => JSON.stringify(store.get(path))));
    const tokens = stored().map((text) => /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1]);
    expect(tokens).toEqual([expect.any(String), expect.any(String)]);

    await purgeExpired(backendOver(store), new Date(NOW.getTime() + retentionMs('mail') + 1000));
    expect(stored()).toEqual([]);
  });

  it('keeps an audit entry’s personal fields at least as long as its decision can be undone (an undo reads them)', () => {
    expect(retentionMs('auditDetails')).toBeGreaterThanOrEqual(UNDO_WINDOW_MS);
  });

  it('keeps every rate-limit counter until its window is over', () => {
    const windows = [...Object.values(RATE_LIMITS), SUBSCRIPTION_RESEND, VERIFICATION_RESEND, { windowMs: 24 * 60 * 60 * 1000 }].map((rule) => rule.windowMs);
    for (const windowMs of windows) expect(windowMs).toBeLessThan(retentionMs('rateLimitWindow'));
  });

  it('sets the mail extension’s TTL to the mail period, with the TTL policy on its expiry field', () => {
    const env = readFileSync(new URL('../../extensions/firestore-send-email.env', import.meta.url), 'utf8');
    const param = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(env)?.[1];
    expect([param('TTL_EXPIRE_TYPE'), param('TTL_EXPIRE_VALUE')]).toEqual(['day', String(RETENTION_DAYS.mail)]);
    const { fieldOverrides } = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    expect(fieldOverrides).toContainEqual(expect.objectContaining({ collectionGroup: 'mail', fieldPath: 'delivery.expireAt', ttl: true }));
  });
});
