// The daily purge (ADR 022): what the site no longer needs goes at the end
// of its period in src/domain/model/retention.ts, the periods the privacy
// page promises. Run every night by the purgeExpired function and by the
// local backend at start-up and then daily (src/services/local/backend.ts).
//
// Each kind is found through an index (firestore.indexes.json, the Dexie
// tables), PURGE_BATCH ids at a time and at most PURGE_MAX_BATCHES batches
// a night, so a backlog drains over several nights instead of one run past
// the function's timeout. Each document is checked again in its own
// transaction before it goes: one that changed since the query (an
// application verified meanwhile, a notification marked unread) stays.
import { APPLICATION_COLLECTIONS, isRecord, secretRef } from './approval-records';
import { attachmentRecordRef, type DeletionBackend } from './delete-message';
import { auditRef, cutAuditDetails, parseArchive } from './moderation-records';
import { removeDuePattern } from './pattern-alerts';
import { removeDueSubscription } from './subscription-purge';
import { plainRef, timeOf, type DocRef, type StoredData, type StoreTransaction } from './store';
import { tokenRef } from './tokens';
import { collections } from '../model/collections';
import { CONSENT_PROOF_YEARS, retentionMs } from '../model/retention';

export const PURGE_BATCH = 100;
/** Batches of one query a run: at most 2,000 documents of a kind a night, the rest the next night. */
export const PURGE_MAX_BATCHES = 20;
/** The most records of one address a consent purge reads (one address's history is a handful). */
const CONSENT_HISTORY_MAX = 200;

/** Documents of `collection` whose time `field` is at or before `before` and, when given, whose `equals.field` is `equals.value`. */
export interface DueQuery {
  collection: string;
  field: string;
  before: Date;
  equals?: { field: string; value: string | boolean };
}

export interface PurgeBackend extends DeletionBackend {
  /** Ids of at most `limit` documents the query matches, through an index. */
  dueIds(query: DueQuery, limit: number): Promise<string[]>;
}

export type PurgeKind = 'archive' | 'applications' | 'tokens' | 'mail' | 'notifications' | 'consent' | 'rateLimits' | 'auditDetails' | 'subscriptions' | 'demand' | 'patternAlerts';

/** How many documents of each kind went. */
export type PurgeReport = Record<PurgeKind, number>;

/** How much one run does: ids a query reads at a time, and batches of one query. */
export interface PurgeLimits {
  batch: number;
  maxBatches: number;
}

/** Deletes (or cuts) the due document `id` (and what goes with it) in the transaction after checking it again; what went, or null. */
type Remove = (transaction: StoreTransaction, id: string) => Promise<StoredData | null>;

const isDue = (data: StoredData | null, { field, before, equals }: DueQuery): data is StoredData => {
  const at = timeOf(data?.[field]);
  return data !== null && at !== null && at <= before.getTime() && (equals === undefined || data[equals.field] === equals.value);
};

/** The plain removal: the document alone, when it is still due. */
const removeDue =
  (query: DueQuery): Remove =>
  async (transaction, id) => {
    const ref = { collection: query.collection, id };
    const data = await transaction.get(ref);
    if (!isDue(data, query)) return null;
    transaction.delete(ref);
    return data;
  };

interface Run {
  backend: PurgeBackend;
  limits: PurgeLimits;
}

/** Runs one query's batches; `after` runs outside the transaction for each document that went (its files). */
async function sweep(run: Run, query: DueQuery, remove: Remove, after?: (data: StoredData) => Promise<void>): Promise<number> {
  const { backend, limits } = run;
  let purged = 0;
  for (let batch = 0; batch < limits.maxBatches; batch += 1) {
    const ids = await backend.dueIds(query, limits.batch);
    let removed = 0;
    for (const id of ids) {
      const gone = await backend.runTransaction((transaction) => remove(transaction, id));
      if (!gone) continue;
      removed += 1;
      if (after) await after(gone);
    }
    purged += removed;
    // A batch that removed nothing would come back the same: the next night sees it again.
    if (ids.length < limits.batch || removed === 0) break;
  }
  return purged;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** An application never verified: with its secret and the tokens of its links. */
function removeApplication(query: DueQuery): Remove {
  return async (transaction, id) => {
    const ref = { collection: query.collection, id };
    const data = await transaction.get(ref);
    const tokens = await transaction.findIds(collections.emailTokens, 'subject.id', [id], PURGE_BATCH);
    const ofThis = [];
    for (const tokenId of tokens) {
      // As stored: a token of another shape goes with its application too.
      const subject = (await transaction.get(plainRef(tokenRef(tokenId))))?.['subject'];
      if (isRecord(subject) && subject['collection'] === query.collection) ofThis.push(tokenId);
    }
    if (!isDue(data, query)) return null;
    transaction.delete(ref);
    transaction.delete(secretRef(ref));
    for (const tokenId of ofThis) transaction.delete(tokenRef(tokenId));
    return data;
  };
}

/** After a rejected comment's archive went: its files and their attachment records (a failure leaves orphans the sweeper finds). */
export async function removeArchivedFiles(backend: DeletionBackend, data: StoredData): Promise<void> {
  const archive = parseArchive(data);
  if (!archive || archive.folder === null) return;
  await backend.deleteFilesUnder(archive.folder);
  const author = typeof archive.data['userId'] === 'string' ? archive.data['userId'] : null;
  const attachments = Array.isArray(archive.data['attachments']) ? archive.data['attachments'] : [];
  const names = attachments.flatMap((entry: unknown) => (isRecord(entry) && typeof entry['name'] === 'string' ? [entry['name']] : []));
  if (author === null || names.length === 0) return;
  await backend.runTransaction(async (transaction) => {
    for (const name of names) transaction.delete(attachmentRecordRef(author, archive.id, name));
  });
}

/**
 * A withdrawal older than the proof period: the consent it ended is no longer
 * to be proven, so it goes with every record of the same address and purpose
 * made at or before it. Whatever came after (a new grant) stays.
 */
function removeEndedConsent(query: DueQuery): Remove {
  return async (transaction, id) => {
    const data = await transaction.get({ collection: collections.consentRecords.path, id });
    if (!isDue(data, query) || typeof data['email'] !== 'string') return null;
    const endedAt = timeOf(data['at']) ?? 0;
    const history: DocRef[] = [];
    for (const otherId of await transaction.findIds(collections.consentRecords, 'email', [data['email']], CONSENT_HISTORY_MAX)) {
      const other = await transaction.get({ collection: collections.consentRecords.path, id: otherId });
      const at = timeOf(other?.['at']);
      if (otherId !== id && other?.['purpose'] === data['purpose'] && at !== null && at <= endedAt) history.push({ collection: collections.consentRecords.path, id: otherId });
    }
    for (const ref of history) transaction.delete(ref);
    transaction.delete({ collection: collections.consentRecords.path, id });
    return data;
  };
}

/** An audit entry whose personal fields are due: cut to ids (the entry stays, found no more: its detailsUntil is null). */
function cutDueEntry(query: DueQuery): Remove {
  return async (transaction, id) => {
    const data = await transaction.get(plainRef(auditRef(id)));
    if (!isDue(data, query)) return null;
    cutAuditDetails(transaction, id, data);
    return data;
  };
}

function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

interface Job {
  kind: PurgeKind;
  query: DueQuery;
  remove: Remove;
  after?: (data: StoredData) => Promise<void>;
}

/** Every query of one night, with how each of its documents goes. */
function jobsAt(backend: PurgeBackend, now: Date): Job[] {
  const plain = (kind: PurgeKind, query: DueQuery): Job => ({ kind, query, remove: removeDue(query) });
  const archive: DueQuery = { collection: collections.moderationArchive.path, field: 'expiresAt', before: now };
  const unverified = before(now, retentionMs('unverifiedApplication'));
  const deadTokens = before(now, retentionMs('deadToken'));
  // Their own times: set when written (moderation-records.ts detailsUntil, consent-records.ts reviewAt) from the periods.
  const auditDetails: DueQuery = { collection: collections.moderationLog.path, field: 'detailsUntil', before: now };
  const subscriptions: DueQuery = { collection: collections.subscribers.path, field: 'reviewAt', before: now };
  const patternAlerts: DueQuery = { collection: collections.savedPatterns.path, field: 'endsAt', before: now };
  const withdrawn: DueQuery = { collection: collections.consentRecords.path, field: 'at', before: yearsBefore(now, CONSENT_PROOF_YEARS), equals: { field: 'action', value: 'withdraw' } };
  return [
    { ...plain('archive', archive), after: (data) => removeArchivedFiles(backend, data) },
    ...Object.values(APPLICATION_COLLECTIONS).map((collection): Job => {
      const query: DueQuery = { collection, field: 'submittedAt', before: unverified, equals: { field: 'emailVerified', value: false } };
      return { kind: 'applications', query, remove: removeApplication(query) };
    }),
    plain('tokens', { collection: collections.emailTokens.path, field: 'expiresAt', before: deadTokens }),
    plain('tokens', { collection: collections.emailTokens.path, field: 'usedAt', before: deadTokens }),
    plain('mail', { collection: collections.mail.path, field: 'createdAt', before: before(now, retentionMs('mail')) }),
    // A mail held past the day's cap and never released holds its links' tokens as a sent one does: same period, from when it was queued.
    plain('mail', { collection: collections.heldMail.path, field: 'createdAt', before: before(now, retentionMs('mail')) }),
    plain('notifications', { collection: collections.notifications.path, field: 'at', before: before(now, retentionMs('readNotification')), equals: { field: 'read', value: true } }),
    plain('rateLimits', { collection: collections.rateLimits.path, field: 'windowStart', before: before(now, retentionMs('rateLimitWindow')) }),
    { kind: 'consent', query: withdrawn, remove: removeEndedConsent(withdrawn) },
    { kind: 'auditDetails', query: auditDetails, remove: cutDueEntry(auditDetails) },
    { kind: 'subscriptions', query: subscriptions, remove: removeDueSubscription(subscriptions) },
    // What people ask for (ADR 037): a day's counter, from its day.
    plain('demand', { collection: collections.unmetPatterns.path, field: 'day', before: before(now, retentionMs('unmetPattern')) }),
    // A saved pattern past its end (unconfirmed, or not renewed: ADR 036), with its entry in the alert index.
    { kind: 'patternAlerts', query: patternAlerts, remove: removeDuePattern(patternAlerts) },
  ];
}

/**
 * One night's purge at the server's time `now`: every kind, one after the
 * other. A kind that fails (an index not deployed yet) does not stop the
 * others; the run then throws, after them, so the failure is logged.
 */
export async function purgeExpired(
  backend: PurgeBackend,
  now: Date,
  limits: PurgeLimits = { batch: PURGE_BATCH, maxBatches: PURGE_MAX_BATCHES },
): Promise<PurgeReport> {
  const report: PurgeReport = { archive: 0, applications: 0, tokens: 0, mail: 0, notifications: 0, consent: 0, rateLimits: 0, auditDetails: 0, subscriptions: 0, demand: 0, patternAlerts: 0 };
  const failures: unknown[] = [];
  for (const { kind, query, remove, after } of jobsAt(backend, now)) {
    try {
      report[kind] += await sweep({ backend, limits }, query, remove, after);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `The purge failed for ${failures.length} of its queries.`);
  return report;
}
