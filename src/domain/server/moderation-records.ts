// The documents moderation keeps, written only by the server rules
// and read here so every rule shares one shape:
// - moderationLog/{id}: the append-only audit log (Admins read it; nobody
//   writes it but the server). An undo is an entry of its own, `undo_<id>`,
//   so a decision is undone at most once and no decision is ever changed;
//   an entry's personal fields are cut to ids when its detailsUntil comes
//   (the purge) or its person erases their account (ADR 029).
// - authorStats/{uid}: approved, rejected, approved in a row (the trust rule).
// - moderationSettings/trust: the trust rule, off by default.
import { DEFAULT_TRUST, undoableUntil, type AdminActionKind, type AuditEntry, type LoggedAction, type AuthorStats, type RejectReason, type TrustSettings } from '../moderation';
import type { Language } from '../languages';
import { isRecord, readAdminName } from './approval-records';
import { notify } from './notify';
import type { z } from 'zod/mini';
import { collections } from '../model/collections';
import { retentionMs } from '../model/retention';
import { docRef, plainRef, timeOf, type StoredData, type StoreTransaction } from './store';

type StoredAuditEntry = z.output<typeof collections.moderationLog.schema>;

/** The uid and name an entry of the trust rule carries. */
export const TRUST_RULE_UID = 'trust-rule';

export const auditRef = (id: string) => docRef(collections.moderationLog, id);
export const undoEntryId = (entryId: string): string => `undo_${entryId}`;
export const authorStatsRef = (uid: string) => docRef(collections.authorStats, uid);
export const trustSettingsRef = docRef(collections.moderationSettings, 'trust');

/** What a decision logs: the entry an Admin reads, but the server's time and the undo window are set by appendAudit, and the item is as stored (never a password or its hash). */
export type AuditInput = Omit<AuditEntry, 'id' | 'at' | 'undoableUntil' | 'item'> & { item: StoredData };

/**
 * Logs an action that is no decision on a pending item (the trust rule, a
 * newsletter sent, the list exported, a catalogue write, a partner link):
 * never undoable. `adminUid` is whoever acted (a Franchisee's own catalogue
 * write names them). Its only read (their name) comes first, so call it
 * before the transaction's other writes.
 */
export async function logAdminAction(
  transaction: StoreTransaction,
  action: { kind: AdminActionKind; action: LoggedAction; itemId: string; adminUid: string; item: StoredData },
  now: Date,
): Promise<void> {
  const adminName = await readAdminName(transaction, action.adminUid);
  appendAudit(transaction, crypto.randomUUID(), { ...action, boardId: null, adminName, reason: null, note: '', undoes: null }, now);
}

/**
 * The kinds whose entries hold nothing personal (a setting, a count): kept
 * whole. Every other entry, a kind added later included, holds an item's copy
 * and is cut to ids once RETENTION_DAYS.auditDetails have passed (ADR 029).
 */
const IMPERSONAL_KINDS: ReadonlySet<string> = new Set<AdminActionKind>(['trust-rule', 'newsletter', 'subscribers']);

/** When an entry's personal fields go, or null when it holds none. */
export function detailsUntil(kind: string, at: Date): Date | null {
  return IMPERSONAL_KINDS.has(kind) ? null : new Date(at.getTime() + retentionMs('auditDetails'));
}

/** Appends an entry among the transaction's writes; `id` is new (random, or undoEntryId). */
export function appendAudit(transaction: StoreTransaction, id: string, input: AuditInput, now: Date): void {
  const until = undoableUntil(input.kind, input.action, now);
  transaction.set(auditRef(id), { ...input, at: now, undoableUntil: until, detailsUntil: detailsUntil(input.kind, now) });
}

/**
 * Cuts a stored entry (read plain: one of another shape too) to what proves
 * the decision: its ids, kind, action, who, when and the reason; its item
 * keeps only its id, its note goes. The purge does it when detailsUntil comes,
 * an account's erasure at once.
 */
export function cutAuditDetails(transaction: StoreTransaction, id: string, entry: StoredData | null): void {
  const item = entry?.['item'];
  const itemId = isRecord(item) && typeof item['id'] === 'string' ? item['id'] : typeof entry?.['itemId'] === 'string' ? entry['itemId'] : id;
  transaction.update(plainRef(auditRef(id)), { item: { id: itemId }, note: '', detailsUntil: null });
}

const iso = (value: unknown): string | null => {
  const millis = timeOf(value);
  return millis === null ? null : new Date(millis).toISOString();
};

/** A stored entry as an Admin reads it. */
export function auditEntryOf(id: string, { detailsUntil: _detailsUntil, ...entry }: StoredAuditEntry): AuditEntry {
  return {
    ...entry,
    id,
    kind: entry.kind as AuditEntry['kind'],
    action: entry.action as AuditEntry['action'],
    at: entry.at.toISOString(),
    item: entry.item as AuditEntry['item'],
    reason: entry.reason as RejectReason | null,
    undoableUntil: entry.undoableUntil?.toISOString() ?? null,
  };
}

/** A document read outside a transaction (a query's) as an Admin reads it; null for a document of another shape. */
export function parseAuditEntry(id: string, data: unknown): AuditEntry | null {
  const parsed = collections.moderationLog.schema.safeParse(data);
  return parsed.success ? auditEntryOf(id, parsed.data) : null;
}

/** A stored author's stats (a count that is not one reads 0), or null when there are none. */
export function parseAuthorStats(data: unknown): AuthorStats | null {
  if (data === null || data === undefined) return null;
  const parsed = collections.authorStats.schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function readAuthorStats(transaction: StoreTransaction, uid: string): Promise<AuthorStats | null> {
  return transaction.get(authorStatsRef(uid));
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
      return {
        approved: Math.max(0, approved - 1),
        rejected,
        streak: Math.max(0, streak - 1),
      };
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
export function parseTrustSettings(data: unknown): TrustSettings {
  const parsed = collections.moderationSettings.schema.safeParse(data);
  return parsed.success ? parsed.data : DEFAULT_TRUST;
}

export async function readTrustSettings(transaction: StoreTransaction): Promise<TrustSettings> {
  return (await transaction.get(trustSettingsRef)) ?? DEFAULT_TRUST;
}

/**
 * moderationArchive/{entryId}: a rejected item, kept for UNDO_WINDOW_MS so an
 * undo can put it back exactly as it was, then purged (its files with it).
 * Only the server reads it; the sweeper (harden) reads `folder`.
 */
export const archiveRef = (entryId: string) => docRef(collections.moderationArchive, entryId);

export interface ArchivedDoc {
  collection: string;
  id: string;
  data: StoredData;
}

/** A stored archive (null when absent or of another shape): `extra` are documents that go and come back with it (an application's secret), `folder` a comment's files folder. */
export type Archive = z.output<typeof collections.moderationArchive.schema>;

/** An archive read outside a typed get (a purge reads expired ones whatever their shape); null for another shape. */
export function parseArchive(data: unknown): Archive | null {
  const parsed = collections.moderationArchive.schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function writeArchive(transaction: StoreTransaction, entryId: string, archive: Archive): void {
  // Field by field: the archive's caller may spread a DocRef into it, whose schema is no stored field.
  transaction.set(archiveRef(entryId), {
    collection: archive.collection,
    id: archive.id,
    data: archive.data,
    extra: archive.extra.map(({ collection, id, data }) => ({
      collection,
      id,
      data,
    })),
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
  approval: {
    entryId: string;
    kind: 'franchisee' | 'contributor';
    itemId: string;
    item: StoredData;
    adminUid: string;
    adminName: string;
  },
  member: { uid: string; email: string; language: Language },
  now: Date,
): Promise<void> {
  const { entryId, item, ...decided } = approval;
  appendAudit(
    transaction,
    entryId,
    {
      ...decided,
      action: 'approve',
      boardId: null,
      item: auditItem(approval.itemId, item),
      reason: null,
      note: '',
      undoes: null,
    },
    now,
  );
  await notify(transaction, { ...member, emailOptIn: false }, { kind: 'application-approved' }, { now });
}
