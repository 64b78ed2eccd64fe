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
  PricingInquiryInput,
  ContributorListing,
  ReviewKind,
  SessionState,
  Unsubscribe,
  UserProfile,
} from '../domain/types';

export type BackendName = 'local' | 'firebase';

export interface AuthService {
  /** Calls back with 'loading' first, then every auth change with the user's ApprovedUsers record. */
  watchSession(callback: (state: SessionState) => void): Unsubscribe;
  /** Throws ServiceError 'missing-credentials' or 'invalid-credentials'. */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Re-authenticates with the current password, then changes the sign-in email. */
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
  /** The signed-in user's own subscription flags. */
  setSubscriptions(flags: { newsletter: boolean; offers: boolean }): Promise<void>;
}

export interface FormsService {
  submitFranchiseeApplication(input: FranchiseeApplicationInput): Promise<void>;
  submitContributorApplication(input: ContributorApplicationInput): Promise<void>;
  submitPricingInquiry(input: PricingInquiryInput): Promise<void>;
  submitContact(input: ContactInput): Promise<void>;
  /** Throws ServiceError 'already-registered' when the email already receives the newsletter. */
  subscribeNewsletter(email: string): Promise<void>;
  /** Throws ServiceError 'already-registered' when the email is already registered for offers. */
  subscribeOffers(email: string, postalCode: string): Promise<void>;
}

export interface BoardsService {
  /** The board whose pathname equals the path (case-insensitive), or null. */
  findBoard(pathname: string): Promise<Board | null>;
  /**
   * Live, oldest first: approved messages, the viewer's own pending ones and
   * the externally selected one (the admin's Open Display).
   */
  watchMessages(boardId: string, options: { selectedId?: string | null }, callback: (messages: Message[]) => void, onError?: (error: Error) => void): Unsubscribe;
  postMessage(message: NewMessage): Promise<Message>;
  editMessage(boardId: string, messageId: string, edit: MessageEdit): Promise<void>;
  /** Soft delete when the message has replies, hard delete otherwise (spec §4). */
  deleteMessage(boardId: string, messageId: string): Promise<void>;
}

export interface AdminService {
  /** Live list of pending items of one kind, oldest first. */
  watchPending<K extends ReviewKind>(kind: K, callback: (items: PendingItems[K][]) => void, onError?: (error: Error) => void): Unsubscribe;
  approve<K extends ReviewKind>(kind: K, item: PendingItems[K]): Promise<void>;
  reject<K extends ReviewKind>(kind: K, item: PendingItems[K]): Promise<void>;
}

export interface Services {
  readonly backend: BackendName;
  /**
   * The origin attachment URLs must have to be shown as a link or an image
   * (the storage origin); any other URL is shown as plain text.
   */
  readonly attachmentOrigin: string;
  readonly auth: AuthService;
  readonly users: UsersService;
  readonly forms: FormsService;
  readonly boards: BoardsService;
  readonly admin: AdminService;
}
