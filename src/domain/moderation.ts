// Moderation: what a decision is, what the audit log keeps of it,
// which decisions can be undone and for how long, the trust and hold rules.
// Plain data shared by the console, both backends and the server rules
// (src/domain/server/moderation*.ts), which alone write the log.
import { retentionMs } from './model/retention';
import type { HoldFlag, PendingItems, ReviewKind } from './types';

/** Why an item was rejected: the short list the console offers and the author is told. */
export const REJECT_REASONS = ['spam', 'off-topic', 'abusive', 'duplicate', 'incomplete', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const isRejectReason = (value: unknown): value is RejectReason => REJECT_REASONS.includes(value as RejectReason);

/** The longest note an Admin may add to a rejection (characters). */
export const REJECT_NOTE_MAX = 500;

export interface Rejection {
  reason: RejectReason;
  /** Optional; '' for none. At most REJECT_NOTE_MAX characters. */
  note: string;
}

export type Decision = { action: 'approve' } | ({ action: 'reject' } & Rejection);
export type DecisionAction = Decision['action'];

/** A Reject (and an Approve of a comment, inquiry or contact message) can be undone for this long: the rejected item's archive lasts as long. */
export const UNDO_WINDOW_MS = retentionMs('rejectedArchive');

/** The most items one bulk decision takes. */
export const BULK_MAX = 100;

/** One item's outcome in a bulk decision. */
export interface BulkOutcome {
  itemId: string;
  /** 'done', or why not: no longer pending ('not-found'), changed since read ('changed'), any other failure ('failed'). */
  outcome: 'done' | 'not-found' | 'changed' | 'failed';
  /** A done item's audit entry: its undo names it. */
  entryId?: string;
}

/**
 * The refusal of a stale approve (the author edited the comment since the
 * Admin read it), sent with the reason 'changed' (callable-error.ts), which
 * both backends turn into ServiceError 'changed': the text is only shown.
 */
export const CHANGED_SINCE_READ = 'This comment changed since you read it. Read it again before approving.';

/**
 * What else the log keeps, none of it undoable: an Admin's change of the trust
 * rule, a newsletter sent, the subscribers' list exported, a Franchisee linked
 * to a partner; and every write of the catalogue, a Franchisee's too (issue
 * 36: a piece listed, changed or marked, 'create' or 'set', or deleted). (An
 * Admin's deletion of a message is kind 'comment', action 'delete'; of an
 * approved inquiry or contact message, 'pricing' or 'contact', 'delete'.)
 */
export const ADMIN_ACTION_KINDS = ['trust-rule', 'newsletter', 'subscribers', 'piece', 'partner-link'] as const;
export type AdminActionKind = (typeof ADMIN_ACTION_KINDS)[number];
export type AuditKind = ReviewKind | AdminActionKind;

/** Whether an entry is an Admin's action rather than a decision on a pending item. */
export const isAdminAction = (kind: AuditKind): kind is AdminActionKind => (ADMIN_ACTION_KINDS as readonly string[]).includes(kind);
export type AuditAction = DecisionAction | 'undo' | 'delete' | 'set' | 'send' | 'export' | 'create' | 'link';
/** What an action that is no decision does: never undoable. */
export type LoggedAction = Exclude<AuditAction, DecisionAction | 'undo'>;

/** What an entry of an Admin action keeps, beside its kind. */
export interface AdminActionItems {
  'trust-rule': TrustSettings;
  newsletter: { sent: number };
  subscribers: { rows: number };
  /** Ids and the catalogue's own words only: a piece's listing names nobody. */
  piece: { partnerId: string; kind: string; availability: string };
  /** The Franchisee is the entry's itemId (their uid): no name or address is kept. */
  'partner-link': { partnerId: string; previousPartnerId: string | null };
}

/**
 * One entry of the append-only audit log (moderationLog/{id}), as an Admin
 * reads it: only the server writes it, in the transaction of the decision.
 * An undo is an entry of its own, whose id is `undo_<entry id>`.
 */
export interface AuditEntry {
  id: string;
  kind: AuditKind;
  action: AuditAction;
  /** The decided item's id, and its board for a comment. */
  itemId: string;
  boardId: string | null;
  /** Who decided: an Admin's uid and name, or 'trust-rule' when the trust rule approved a post. */
  adminUid: string;
  adminName: string;
  /** Server time, ISO 8601. */
  at: string;
  /** The item as the Admin decided it (an application without its password), or what an Admin action did. */
  item: PendingItems[ReviewKind] | AdminActionItems[AdminActionKind];
  reason: RejectReason | null;
  note: string;
  /** For an undo: the entry it undid. */
  undoes: string | null;
  /** Until when the decision can be undone (ISO 8601); null when it never can (an approved application). */
  undoableUntil: string | null;
}

/** Whether a decision of this kind can ever be undone (an approved application's account exists: never). */
export function undoableUntil(kind: AuditKind, action: AuditAction, at: Date): Date | null {
  if (action !== 'approve' && action !== 'reject') return null;
  if (action === 'approve' && (kind === 'franchisee' || kind === 'contributor')) return null;
  return new Date(at.getTime() + UNDO_WINDOW_MS);
}

/** Filters of /admin/history. */
export interface HistoryFilter {
  kind?: AuditKind;
  adminUid?: string;
}

// The hold flags are declared with the pending comment that carries them (types.ts).
export { HOLD_FLAGS, type HoldFlag } from './types';

/** A link in a message: what the boards turn into one (http(s) URL or www.). */
const LINK = /\b(?:https?:\/\/|www\.)\S/i;

/** The hold flags of a message, given how many of its author's messages were approved before. */
export function holdFlagsOf(message: { content: string; attachmentCount: number }, approvedBefore: number): HoldFlag[] {
  const flags: HoldFlag[] = [];
  if (approvedBefore === 0) flags.push('first-post');
  if (LINK.test(message.content)) flags.push('links');
  if (message.attachmentCount > 0) flags.push('attachment');
  return flags;
}

/** The trust rule an Admin sets (moderationSettings/trust); off by default, which is the spec's behaviour. */
export interface TrustSettings {
  enabled: boolean;
  /** A Contributor whose last `approvedCount` comments were approved posts without approval. */
  approvedCount: number;
}

export const DEFAULT_TRUST: TrustSettings = { enabled: false, approvedCount: 5 };
export const TRUST_COUNT_RANGE = { min: 1, max: 100 } as const;

/** What the server keeps of an author's record (authorStats/{uid}). */
export interface AuthorStats {
  approved: number;
  rejected: number;
  /** Approved in a row since the last rejection: the trust rule compares it with approvedCount. */
  streak: number;
}

/** Whether a post by an author with these stats skips approval under the trust rule. */
export function trustedBy(settings: TrustSettings, stats: AuthorStats | null, flags: readonly HoldFlag[]): boolean {
  return settings.enabled && flags.length === 0 && stats !== null && stats.streak >= settings.approvedCount;
}

/** The per-author drawer: counts and last messages. */
export interface AuthorRecord {
  uid: string;
  name: string;
  approved: number;
  rejected: number;
  pending: number;
  /** Newest first, at most AUTHOR_RECENT. */
  recent: { id: string; boardId: string; path: string; content: string; timestamp: string; isApproved: boolean }[];
}
export const AUTHOR_RECENT = 5;
