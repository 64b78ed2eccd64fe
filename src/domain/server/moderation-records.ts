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
  type AuditEntry,
  type AuthorStats,
  type DecisionAction,
  type RejectReason,
  type TrustSettings,
} from '../moderation';
import type { ReviewKind } from '../types';
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

export interface AuditInput {
  kind: ReviewKind;
  action: DecisionAction | 'undo';
  itemId: string;
  boardId: string | null;
  adminUid: string;
  adminName: string;
  /** The item as decided (never a password or its hash). */
  item: StoredData;
  reason: RejectReason | null;
  note: string;
  undoes: string | null;
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
export function statsAfter(stats: AuthorStats | null, change: 'approve' | 'reject' | 'undo-approve' | 'undo-reject'): AuthorStats {
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
