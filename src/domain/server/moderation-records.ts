// The documents moderation keeps (issue 23), written only by the server rules
// and read here so every rule shares one shape:
// - moderationLog/{id}: the append-only audit log (Admins read it; nobody
//   writes it but the server). An undo is an entry of its own, `undo_<id>`,
//   so a decision is undone at most once and no entry is ever changed.
// - authorStats/{uid}: approved, rejected, approved in a row (the trust rule).
// - moderationSettings/trust: the trust rule, off by default.
import {
  DEFAULT_TRUST,
  TRUST_COUNT_RANGE,
  undoableUntil,
  type AdminActionKind,
  type AuditEntry,
  type AuthorStats,
  type RejectReason,
  type TrustSettings,
} from '../moderation';
import type { Language } from '../languages';
import { readAdminName } from './approval-records';
import { notify } from './notify';
import { timeOf, type DocRef, type StoredData, type StoreTransaction } from './store';

export const AUDIT_COLLECTION = 'moderationLog';
export const AUTHOR_STATS_COLLECTION = 'authorStats';
export const SETTINGS_COLLECTION = 'moderationSettings';
/** The uid and name an entry of the trust rule carries. */
export const TRUST_RULE_UID = 'trust-rule';

export const auditRef = (id: string): DocRef => ({ collection: AUDIT_COLLECTION, id });
export const undoEntryId = (entryId: string): string => `undo_${entryId}`;
export const authorStatsRef = (uid: string): DocRef => ({ collection: AUTHOR_STATS_COLLECTION, id: uid });
export const trustSettingsRef: DocRef = { collection: SETTINGS_COLLECTION, id: 'trust' };

/** What a decision logs: the entry an Admin reads, but the server's time and the undo window are set by appendAudit, and the item is as stored (never a password or its hash). */
export type AuditInput = Omit<AuditEntry, 'id' | 'at' | 'undoableUntil' | 'item'> & { item: StoredData };

/**
 * Logs an Admin action that is no decision on a pending item (the trust rule,
 * a newsletter sent, the list exported): never undoable. Its only read (the
 * Admin's name) comes first, so call it before the transaction's other writes.
 */
export async function logAdminAction(
  transaction: StoreTransaction,
  action: { kind: AdminActionKind; action: 'set' | 'send' | 'export'; itemId: string; adminUid: string; item: StoredData },
  now: Date,
): Promise<void> {
  const adminName = await readAdminName(transaction, action.adminUid);
  appendAudit(transaction, crypto.randomUUID(), { ...action, boardId: null, adminName, reason: null, note: '', undoes: null }, now);
}

/** Appends an entry among the transaction's writes; `id` is new (random, or undoEntryId). */
export function appendAudit(transaction: StoreTransaction, id: string, input: AuditInput, now: Date): void {
  const until = undoableUntil(input.kind, input.action, now);
  transaction.set(auditRef(id), { ...input, at: now, undoableUntil: until });
}

const iso = (value: unknown): string | null => {
  const millis = timeOf(value);
  return millis === null ? null : new Date(millis).toISOString();
};

/** A stored entry as an Admin reads it (AuditEntry); null for a document of another shape. */
export function parseAuditEntry(id: string, data: StoredData): AuditEntry | null {
  const at = iso(data['at']);
  if (at === null || typeof data['kind'] !== 'string' || typeof data['action'] !== 'string' || typeof data['itemId'] !== 'string') return null;
  return {
    id,
    kind: data['kind'] as AuditEntry['kind'],
    action: data['action'] as AuditEntry['action'],
    itemId: data['itemId'],
    boardId: typeof data['boardId'] === 'string' ? data['boardId'] : null,
    adminUid: typeof data['adminUid'] === 'string' ? data['adminUid'] : '',
    adminName: typeof data['adminName'] === 'string' ? data['adminName'] : '',
    at,
    item: (typeof data['item'] === 'object' && data['item'] !== null ? data['item'] : {}) as AuditEntry['item'],
    reason: typeof data['reason'] === 'string' ? (data['reason'] as RejectReason) : null,
    note: typeof data['note'] === 'string' ? data['note'] : '',
    undoes: typeof data['undoes'] === 'string' ? data['undoes'] : null,
    undoableUntil: iso(data['undoableUntil']),
  };
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

export function parseAuthorStats(data: StoredData | null): AuthorStats | null {
  if (!data) return null;
  return { approved: count(data['approved']), rejected: count(data['rejected']), streak: count(data['streak']) };
}

export async function readAuthorStats(transaction: StoreTransaction, uid: string): Promise<AuthorStats | null> {
  return parseAuthorStats(await transaction.get(authorStatsRef(uid)));
}

/** The stats after a decision on one of the author's comments, or after its undo. */
export function statsAfter(stats: AuthorStats | null, change: 'approve' | 'reject' | 'undo-approve' | 'undo-reject' | 'removed'): AuthorStats {
  const { approved, rejected, streak } = stats ?? { approved: 0, rejected: 0, streak: 0 };
  switch (change) {
    case 'approve':
      return { approved: approved + 1, rejected, streak: streak + 1 };
    case 'reject':
      return { approved, rejected: rejected + 1, streak: 0 };
    case 'undo-approve':
      return { approved: Math.max(0, approved - 1), rejected, streak: Math.max(0, streak - 1) };
    case 'undo-reject':
      return { approved, rejected: Math.max(0, rejected - 1), streak };
    case 'removed':
      // An Admin took a published message down: trust starts over.
      return { approved, rejected, streak: 0 };
  }
}

export function writeAuthorStats(transaction: StoreTransaction, uid: string, stats: AuthorStats): void {
  transaction.set(authorStatsRef(uid), { ...stats });
}

/** The stored trust rule, checked; the default (off) when absent or malformed. */
export function parseTrustSettings(data: StoredData | null): TrustSettings {
  const approvedCount = data?.['approvedCount'];
  if (
    !data ||
    typeof data['enabled'] !== 'boolean' ||
    typeof approvedCount !== 'number' ||
    !Number.isInteger(approvedCount) ||
    approvedCount < TRUST_COUNT_RANGE.min ||
    approvedCount > TRUST_COUNT_RANGE.max
  ) {
    return DEFAULT_TRUST;
  }
  return { enabled: data['enabled'], approvedCount };
}

export async function readTrustSettings(transaction: StoreTransaction): Promise<TrustSettings> {
  return parseTrustSettings(await transaction.get(trustSettingsRef));
}

/**
 * moderationArchive/{entryId}: a rejected item, kept for UNDO_WINDOW_MS so an
 * undo can put it back exactly as it was, then purged (its files with it).
 * Only the server reads it; the sweeper (issue 23, harden) reads `folder`.
 */
export const ARCHIVE_COLLECTION = 'moderationArchive';
export const archiveRef = (entryId: string): DocRef => ({ collection: ARCHIVE_COLLECTION, id: entryId });

export interface ArchivedDoc {
  collection: string;
  id: string;
  data: StoredData;
}

export interface Archive extends ArchivedDoc {
  /** Documents that go and come back with it (an application's secret). */
  extra: ArchivedDoc[];
  /** A comment's files folder (messageFolder), or null. */
  folder: string | null;
  expiresAt: Date;
}

const isStored = (value: unknown): value is StoredData => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseArchivedDoc(value: unknown): ArchivedDoc | null {
  if (!isStored(value) || typeof value['collection'] !== 'string' || typeof value['id'] !== 'string' || !isStored(value['data'])) return null;
  return { collection: value['collection'], id: value['id'], data: value['data'] };
}

export function parseArchive(data: StoredData | null): Archive | null {
  const main = parseArchivedDoc(data);
  const expiresAt = timeOf(data?.['expiresAt']);
  if (!data || !main || expiresAt === null) return null;
  const extra = Array.isArray(data['extra']) ? data['extra'].map(parseArchivedDoc).filter((doc) => doc !== null) : [];
  return { ...main, extra, folder: typeof data['folder'] === 'string' ? data['folder'] : null, expiresAt: new Date(expiresAt) };
}

export function writeArchive(transaction: StoreTransaction, entryId: string, archive: Archive): void {
  transaction.set(archiveRef(entryId), {
    collection: archive.collection,
    id: archive.id,
    data: archive.data,
    extra: archive.extra.map((doc) => ({ ...doc })),
    folder: archive.folder,
    expiresAt: archive.expiresAt,
  });
}

/** Fields an audit entry never keeps (an application's password, whatever its form). */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'passwordSalt']);

/** The item as the log keeps it: no secret, stored times as ISO text (a Timestamp or Date), the id named. */
export function auditItem(id: string, data: StoredData): StoredData {
  const item: StoredData = { id };
  for (const [key, value] of Object.entries(data)) {
    if (SECRET_FIELDS.has(key)) continue;
    item[key] = typeof value === 'object' && value !== null && !Array.isArray(value) && timeOf(value) !== null ? iso(value) : value;
  }
  return item;
}


/**
 * Logs an application's approval in its commit transaction (approval.ts), and
 * tells the new member: their first notification (no mail: they have not
 * opted in yet).
 */
export async function logApplicationApproval(
  transaction: StoreTransaction,
  approval: { entryId: string; kind: 'franchisee' | 'contributor'; itemId: string; item: StoredData; adminUid: string; adminName: string },
  member: { uid: string; email: string; language: Language },
  now: Date,
): Promise<void> {
  const { entryId, item, ...decided } = approval;
  appendAudit(transaction, entryId, { ...decided, action: 'approve', boardId: null, item: auditItem(approval.itemId, item), reason: null, note: '', undoes: null }, now);
  await notify(transaction, { ...member, emailOptIn: false }, { kind: 'application-approved' }, { now });
}
