// What a callable's handler is given (handlers.ts, ADR 027): the ports of
// the rules it runs, its caller, its client key and the time. The functions
// build the ports over firebase-admin (functions/src/ports.ts), the local
// backend over Dexie (src/services/local/call-local.ts); the context is
// built as functions/src/callable.ts builds it from a request. Ports are
// made at use, so a call reaches only what its rule needs (a general
// inquiry never reads the site's origin, which production may lack).
import type { CallableInput, CallableName, CallableResult, CallableSpec, Callables } from '../model/callables';
import type { MailPorts } from './applications';
import type { ApprovalBackend } from './approval-ports';
import type { PasswordHash } from './approval-records';
import type { AccountDeletionBackend } from './delete-account';
import type { DeletionBackend } from './delete-message';
import type { PieceSearch } from './demand';
import type { MemberDataBackend } from './member-data';
import type { MemberEmailBackend } from './member-email';
import type { ModerationBackend } from './moderation-ports';
import type { RenderNotificationMail } from './notify';
import type { Store } from './store';
import type { RenderConsentMail } from './subscriptions';
import type { Resenders, TokenHandlers } from './verify';

export interface Caller {
  uid: string;
  /** Decoded ID token claims (the role claim; auth_time). */
  token: Record<string, unknown>;
}

/** What a callable's handler is given besides its parsed input. */
export interface CallContext {
  /** The signed-in caller, or null. */
  caller: Caller | null;
  /** The per-client key of a rate-limited callable (its declaration's perClient); UNKNOWN_CLIENT otherwise. */
  client: string;
  now: Date;
}

export interface HandlerPorts {
  /** Transactions over the collections. */
  store(): Store;
  /** The store, and the files under a prefix (a message's, a piece's photos). */
  deletion(): DeletionBackend;
  /** The store, Auth and the application mails: an approval or a rejection. */
  approval(): ApprovalBackend;
  /** Both of the above and the notification mails: an Admin's decision and its undo. */
  moderation(): ModerationBackend;
  /** The catalogue's search index, read by the server's re-check of a reported pattern (demand.ts). */
  pieceSearch(): PieceSearch;
  /** The store and a member's messages on every board. */
  memberData(): MemberDataBackend;
  /** A member's deletion: their messages, files and Auth account. */
  accountDeletion(): AccountDeletionBackend;
  /** The Auth account's address as Auth holds it. */
  memberEmail(): MemberEmailBackend;
  /** The application mails' renderer and the site's origin for links (read at use: unset, production refuses). */
  mail(): MailPorts;
  renderNotification: RenderNotificationMail;
  renderConsent: RenderConsentMail;
  /** An application's password hash (PBKDF2), run by the rule once its limits allow the call. */
  hashPassword(password: string): Promise<PasswordHash>;
  /** What each purpose of a mailed /verify link does when followed. */
  linkHandlers: TokenHandlers;
  /** What a new link for each purpose is. */
  resenders: Resenders;
  /** How the store keeps a form's time: Firestore a Date; the local tables ISO text, as they index it. */
  stamp?: (at: Date) => unknown;
}

/** One callable's handler: its parsed input in, the JSON its declaration's output reads out. */
export type Handler<S extends CallableSpec> = (ports: HandlerPorts, input: CallableInput<S>, context: CallContext) => Promise<CallableResult<S>>;

/** The handlers of some callables, each under its name. */
export type HandlerTable<Names extends CallableName> = { readonly [N in Names]: Handler<Callables[N]> };
