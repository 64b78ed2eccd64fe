// The service interface: everything the UI may ask of the data layer (spec §7).
// Two backends implement it, `local` (IndexedDB) and `firebase`; the contract
// suite in tests/contract holds both to the same behaviour.

import type {
  Board,
  ContactInput,
  ContributorApplicationInput,
  FranchiseeApplicationInput,
  Message,
  MessageEdit,
  NewMessage,
  PendingItems,
  PendingPage,
  PricingInquiryInput,
  ContributorListing,
  ReviewKind,
  SessionState,
  Unsubscribe,
  UserProfile,
} from '../domain/types';
import type { Language } from '../domain/languages';
import type { MemberData } from '../domain/server/member-data';
import type { AlertInput, ListPurpose, SubscriptionInput, UnsubscribeResult, UnsubscribeView } from '../domain/consent';
import type { ResendOutcome, VerifyOutcome } from '../domain/server/verify';
import type { AuditEntry, AuthorRecord, BulkOutcome, Decision, HistoryFilter, Rejection, TrustSettings } from '../domain/moderation';
export type { BulkOutcome } from '../domain/moderation';
import type { MemberNotification } from '../domain/notifications';
import type { CatalogueService } from './catalogue-api';
export type { CatalogueFilters, CatalogueResults, CatalogueService } from './catalogue-api';

export type { ResendOutcome, VerifyOutcome } from '../domain/server/verify';

export type BackendName = 'local' | 'firebase';

export interface AuthService {
  /** Calls back with 'loading' first, then every auth change with the user's ApprovedUsers record. */
  watchSession(callback: (state: SessionState) => void): Unsubscribe;
  /** Throws ServiceError 'missing-credentials' or 'invalid-credentials'. */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Re-authenticates with the current password, then mails a link to the new
   * address: the sign-in email and the member record change only once it is
   * followed (issue 22). ServiceError 'email-in-use' for an address taken.
   */
  updateEmail(currentPassword: string, newEmail: string): Promise<void>;
  updatePassword(currentPassword: string, newPassword: string): Promise<void>;
}

export interface UsersService {
  /** The ApprovedUsers record for an email (limit 1), or null. */
  getUserByEmail(email: string): Promise<UserProfile | null>;
  /** Approved users whose permissionLevel is Contributor (one-time query): the directory entries, no uid. */
  listContributors(): Promise<ContributorListing[]>;
  /** Display names for author ids; unknown ids are absent from the result. */
  getDisplayNames(uids: readonly string[]): Promise<Map<string, string>>;
  /**
   * The signed-in user's own subscription flags, and the language of the page
   * they were saved from: the one the consortium then writes to the member in.
   * `wording` names the consent wording version the profile showed for each
   * purpose. Through the server: a grant is confirmed at once (the member's
   * address is proven), every change is a consent record (issue 22).
   */
  setSubscriptions(flags: { newsletter: boolean; offers: boolean }, language: Language, wording: Record<ListPurpose, string>): Promise<void>;
}

/**
 * The public forms. Every input and subscription names the language of the
 * page it was sent from ('en-CA' or 'fr-CA'); the record keeps it, so the
 * consortium answers in it. Any other language is refused like any other bad
 * shape (ServiceError 'invalid-argument').
 */
export interface FormsService {
  submitFranchiseeApplication(input: FranchiseeApplicationInput): Promise<void>;
  submitContributorApplication(input: ContributorApplicationInput): Promise<void>;
  submitPricingInquiry(input: PricingInquiryInput): Promise<void>;
  submitContact(input: ContactInput): Promise<void>;
}

/**
 * Newsletter and special-offers subscriptions with double opt-in (issue 22,
 * CASL): a grant is recorded unconfirmed with its consent record, and a
 * confirmation request goes to the address; nothing commercial reaches it
 * until it confirms through /verify.
 */
export interface SubscriptionsService {
  /**
   * Throws ServiceError 'already-registered' when the address has confirmed
   * this purpose (spec §8's message); an unconfirmed one is asked again.
   */
  subscribe(input: SubscriptionInput): Promise<void>;
  /** A search's pattern saved for an alert (ADR 036), unconfirmed until the address's link; refusals 'alert-unsavable', 'alert-full'. */
  saveAlert(input: AlertInput): Promise<void>;
  /** The confirmed list as CSV (address, purpose, language, time of consent); an Admin only. */
  exportConsentCsv(): Promise<string>;
}

/** The /unsubscribe page, signed out: a link's token is its only credential. */
export interface UnsubscribeService {
  /** What the link would stop; changes nothing. */
  describe(token: string): Promise<UnsubscribeView>;
  /** Stops it at once, with a consent record; a second time changes nothing. */
  unsubscribe(token: string): Promise<UnsubscribeResult>;
}

/** What a board's live query knows of the threads it does not list. */
export interface BoardWindow {
  /** Approved threads older than the oldest listed one (a count the backend gives without reading them). */
  earlierThreads: number;
  /** Some replies of the listed threads are not listed: the `replies` bound was reached. */
  moreReplies: boolean;
}

export interface BoardsService {
  /** The board whose pathname equals the path (case-insensitive), or null. */
  findBoard(pathname: string): Promise<Board | null>;
  /**
   * Live, oldest first, bounded by the screen: the newest `threads` approved
   * threads (THREADS_PER_PAGE by default) as of the subscription's start, every
   * thread approved since, their approved replies, the viewer's own pending
   * messages and the externally selected one (the admin's Open Display; its
   * thread is included however old). The window tells how many approved
   * threads are older than those listed; a larger `threads` lists more of them.
   * Replies are read up to `replies` (REPLIES_PER_PAGE by default) per 30
   * threads; the window says when some were left out, and a larger `replies` lists them.
   */
  watchMessages(
    boardId: string,
    options: { selectedId?: string | null; threads?: number; replies?: number },
    callback: (messages: Message[], window: BoardWindow) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  postMessage(message: NewMessage): Promise<Message>;
  editMessage(boardId: string, messageId: string, edit: MessageEdit): Promise<void>;
  /** Soft delete when the message has replies, hard delete otherwise (spec §4). */
  deleteMessage(boardId: string, messageId: string): Promise<void>;
}

export interface AdminService {
  /** Live list of every pending item of one kind, oldest first (tests and tools; the console reads pages). */
  watchPending<K extends ReviewKind>(kind: K, callback: (items: PendingItems[K][]) => void, onError?: (error: Error) => void): Unsubscribe;
  /**
   * Live page of one kind: its `limit` oldest pending items and the count of
   * all of them, read without reading the rest (an index range and a count,
   * docs/decisions/009). Called again with the new page on every change.
   */
  watchPendingPage<K extends ReviewKind>(
    kind: K,
    options: { limit: number },
    callback: (page: PendingPage<K>) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /**
   * Approves one item through the server rules, which log the
   * decision. A comment is stale-safe: the item's `version` must still be the
   * stored one, else ServiceError 'changed' (the live page brings the fresh
   * text). ServiceError 'not-found' when it is no longer pending. Resolves
   * the decision's audit entry id, which its undo names.
   */
  approve<K extends ReviewKind>(kind: K, item: PendingItems[K]): Promise<string>;
  /**
   * Rejects one item with a reason the author is told (comments: the bell;
   * applications: the notice). Only a pending item: an approved comment is
   * never removed this way (ServiceError 'not-found'). The item is archived,
   * so the decision can be undone for UNDO_WINDOW_MS. Resolves the
   * decision's audit entry id, which its undo names.
   */
  reject<K extends ReviewKind>(kind: K, item: PendingItems[K], rejection: Rejection): Promise<string>;
  /**
   * Decides up to BULK_MAX items of one kind at once; each item's own outcome,
   * in order (never a throw for one item), a done one with its audit entry id.
   */
  decideMany<K extends ReviewKind>(kind: K, items: readonly PendingItems[K][], decision: Decision): Promise<BulkOutcome[]>;
  /**
   * Undoes a logged decision: a Reject puts the item back, pending, exactly
   * as it was; an Approve of a comment makes it pending again. ServiceError
   * 'not-found' when it cannot be undone (too old, already undone, an approved
   * application).
   */
  undo(entryId: string): Promise<void>;
  /**
   * Deletes an approved pricing inquiry or contact message once the team is
   * done with it, through the deleteApproved callable, which logs who deleted
   * which; no client deletes one directly. ServiceError
   * 'not-found' when it is already gone. Resolves the entry's id.
   */
  deleteApproved(kind: 'pricing' | 'contact', id: string): Promise<string>;
  /** Live, newest first: the audit log's latest `limit` entries matching the filter. */
  watchHistory(
    options: HistoryFilter & { limit: number },
    callback: (entries: AuditEntry[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** Live: the entries logged since `since` (the console marks rows decided elsewhere with them). Bounded: the newest 100. */
  watchDecisionsSince(since: Date, callback: (entries: AuditEntry[]) => void, onError?: (error: Error) => void): Unsubscribe;
  /** The per-author drawer: counts and last messages. */
  getAuthorRecord(uid: string): Promise<AuthorRecord>;
  getTrustSettings(): Promise<TrustSettings>;
  setTrustSettings(settings: TrustSettings): Promise<void>;
}


/** The bell: a signed-in member's notifications. Signed out: ServiceError 'permission-denied'. */
export interface NotificationsService {
  /** Live, newest first: the latest NOTIFICATIONS_SHOWN notifications and how many are unread in all. */
  watch(callback: (notifications: MemberNotification[], unread: number) => void, onError?: (error: Error) => void): Unsubscribe;
  markAllRead(): Promise<void>;
  /** The member's opt-in to email for the same events (off by default). */
  getEmailOptIn(): Promise<boolean>;
  setEmailOptIn(optIn: boolean): Promise<void>;
}

/** The signed-in member's say over their data (issue 22; PIPEDA, Law 25). Signed out: ServiceError 'permission-denied'. */
export interface AccountService {
  /** Everything the site keeps about the member, ready for JSON (the exportMyData rule). */
  exportMyData(): Promise<MemberData>;
  /**
   * Confirms the password (ServiceError 'invalid-credentials'), deletes the
   * account and what is kept about the member (messages as spec §4 deletes
   * them), then signs out.
   */
  deleteMyAccount(currentPassword: string): Promise<void>;
  /** An Admin's own choice: true stops the daily digest of pending items. */
  setDigestOptOut(optOut: boolean): Promise<void>;
}

/**
 * The links the site mails (/verify?token=…, issue 22). Neither needs a
 * sign-in: the token, or the address, is all the caller has.
 */
export interface VerificationService {
  /** Acts on a link's token once: confirmed, already used, expired or invalid (never a throw for a bad token). */
  verify(token: string): Promise<VerifyOutcome>;
  /**
   * Mails a new link for whatever waits on this address, at most a few times an
   * hour. 'sent' whether or not anything waits; 'limited' says when to try again.
   * Throws ServiceError 'invalid-argument' for an address that cannot be one.
   */
  resend(email: string, language: Language): Promise<ResendOutcome>;
}

export interface Services {
  readonly backend: BackendName;
  /**
   * The origin attachment URLs must have to be shown as a link or an image
   * (the storage origin); any other URL is shown as plain text.
   */
  readonly attachmentOrigin: string;
  /**
   * The project's bucket (firebase), whose author folders alone hold a
   * message's attachments; null locally, where the backend makes each URL
   * from its path (isMessageAttachmentUrl in src/domain/messages.ts).
   */
  readonly attachmentBucket: string | null;
  readonly auth: AuthService;
  readonly users: UsersService;
  readonly forms: FormsService;
  readonly subscriptions: SubscriptionsService;
  readonly unsubscribe: UnsubscribeService;
  readonly boards: BoardsService;
  readonly admin: AdminService;
  readonly account: AccountService;
  readonly verification: VerificationService;
  readonly notifications: NotificationsService;
  readonly catalogue: CatalogueService;
  /** The local backend's outbox (issue 22); the firebase backend has none (its mail goes out by SMTP). */
  readonly outbox?: OutboxService;
}

/** A mail the local backend sent, as its outbox lists it (issue 22). */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  /** The recipient's language, which the mail is written in. */
  language: Language;
  /** When it was queued (ISO 8601). */
  sentAt: string;
  html: string;
  text: string;
}

/** The local backend's outbox: every mail it sent, which the /outbox page lists (local build only). */
export interface OutboxService {
  /** Live, newest first: every mail of the outbox. */
  watchOutbox(callback: (mails: OutboxMail[]) => void, onError?: (error: Error) => void): Unsubscribe;
  /**
   * Sends the admin digest now, as the daily scheduled function does, but
   * whether or not it went out today; returns the number of mails queued
   * (none when nothing is pending).
   */
  sendDigestNow(): Promise<number>;
  /**
   * Sends a test newsletter (issue 22) through the server's newsletter rule:
   * to confirmed subscribers only, each with its own unsubscribe link;
   * returns the number of mails queued.
   */
  sendTestNewsletter(): Promise<number>;
}
