// Domain types shared by the UI and both backends. Plain data only: no SDK type
// (Timestamp, DocumentSnapshot, Dexie Table) ever crosses this boundary.

import type { PartnerId } from './catalogue/piece';
import type { Language } from './languages';

export const ROLES = ['Contributor', 'Franchisee', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

/** An ApprovedUsers record (spec §3), keyed by the account's uid. */
export interface UserProfile {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  town: string;
  expertise: string;
  permissionLevel: Role;
  subscribedToNewsletter: boolean;
  subscribedToOffers: boolean;
  /**
   * The language the consortium writes to the member in: the application's,
   * then the one the member last saved their subscriptions in. 'en-CA' for a
   * record stored before issue 17.
   */
  language: Language;
  /**
   * Whether the server holds proof that the address is the member's (a
   * verified application, a verified sign-in address, a followed confirmation
   * link). False or absent for a member approved before addresses were
   * verified: the profile says so, and their subscriptions wait for the link.
   */
  emailVerified?: boolean;
  /** An Admin's own choice: true when they turned the daily digest of pending items off (issue 22). */
  digestOptOut?: boolean;
}

/** The signed-in account and, once loaded, its ApprovedUsers record. */
export interface SessionUser {
  uid: string;
  email: string;
  /** null when the account has no ApprovedUsers record (yet). */
  profile: UserProfile | null;
}

export type SessionState = { status: 'loading' } | { status: 'ready'; user: SessionUser | null };

/** What anyone may read about a member: the public projection of ApprovedUsers. */
export interface PublicProfile {
  uid: string;
  firstName: string;
  lastName: string;
  town: string;
  expertise: string;
  role: Role;
}

/**
 * One entry of the contributors page (spec §2 /contributors): what the page
 * shows and nothing else. Its id is not the member's uid (README, Security model).
 */
export interface ContributorListing {
  id: string;
  firstName: string;
  lastName: string;
  town: string;
  expertise: string;
}

// ---- Public forms (spec §3) ------------------------------------------------

export const PROVINCES = ['NS', 'NB', 'PE', 'NL', 'QC', 'ON', 'MB', 'SK', 'AB', 'BC', 'YT', 'NT', 'NU'] as const;
export type Province = (typeof PROVINCES)[number];

export const TIME_ZONES = ['Newfoundland', 'Atlantic', 'Eastern', 'Central', 'Mountain', 'Pacific'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

export interface ContributorApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  expertise: string;
  province: string;
  town: string;
  password: string;
  employer: 'self' | 'business';
  businessName: string | null;
  /** The language of the page the form was sent from (issue 17). */
  language: Language;
}

export interface FranchiseeApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  businessName: string;
  businessType: string;
  expertise: string;
  website: string;
  address: string;
  town: string;
  postalCode: string;
  province: string;
  contactBy: string;
  password: string;
  /** The language of the page the form was sent from (issue 17). */
  language: Language;
}

export interface PricingInquiryInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  postalCode: string;
  contactBy: string;
  preferredTimezone: string;
  businessName: string;
  /** The language of the page the form was sent from (issue 17). */
  language: Language;
  /** The listed piece the visitor asks about ("Ask about this piece"); the server reads the rest. */
  pieceId?: string;
}

/** The piece a pricing inquiry is about, as the server copied it from the catalogue when the inquiry arrived. */
export interface InquiryPiece {
  id: string;
  /** The piece's one-line summary in the inquiry's language, as the piece stored it. */
  summary: string;
  partnerId: PartnerId;
}

export interface ContactInput {
  email: string;
  subject: string;
  message: string;
  /** The language of the page the form was sent from (issue 17). */
  language: Language;
}

// ---- Review items (what the admin console lists) ----------------------------

/**
 * An application as an admin sees it: every field but the password. Every
 * review item of a form carries the language it was sent in, so the consortium
 * answers in it ('en-CA' for one stored before issue 17).
 */
export type ContributorApplication = Omit<ContributorApplicationInput, 'password'> & { id: string; submittedAt: string };
export type FranchiseeApplication = Omit<FranchiseeApplicationInput, 'password'> & { id: string; submittedAt: string };
export type PricingInquiry = Omit<PricingInquiryInput, 'pieceId'> & { id: string; submissionDate: string; piece?: InquiryPiece };
export type ContactSubmission = ContactInput & { id: string; timestamp: string; status: 'Pending' | 'Approved' };

/**
 * Hold rules: why a pending comment is flagged in the queue. A flagged post
 * is never approved by the trust rule (moderation.ts).
 */
export const HOLD_FLAGS = ['first-post', 'links', 'attachment'] as const;
export type HoldFlag = (typeof HOLD_FLAGS)[number];

export interface PendingComment {
  id: string;
  commentBoardId: string;
  path: string;
  topic: string;
  userName: string;
  date: string;
  content: string;
  isApproved: boolean;
  /** The author's uid (an Admin's console opens their record with it); null once soft-deleted. */
  authorId: string | null;
  /**
   * The version the Admin saw: the edit time, or the post time of a message
   * never edited, and the names of its files (messageVersion). Approve
   * carries it and fails if the author changed the message or its files
   * since (stale-safe approve).
   */
  version: string;
  /** Why the hold rules flag it (issue 23). */
  flags: HoldFlag[];
}

export interface PendingItems {
  franchisee: FranchiseeApplication;
  contributor: ContributorApplication;
  pricing: PricingInquiry;
  contact: ContactSubmission;
  comment: PendingComment;
}
export type ReviewKind = keyof PendingItems;
export const REVIEW_KINDS = ['franchisee', 'contributor', 'pricing', 'contact', 'comment'] as const satisfies readonly ReviewKind[];

/** One page of a review list: its oldest pending items, up to the page's size, and how many are pending in all. */
export interface PendingPage<K extends ReviewKind> {
  items: PendingItems[K][];
  /** Every pending item of the kind, shown or not (at least items.length). */
  total: number;
}

// ---- Boards (spec §3 commentBoards, Comment) --------------------------------

export type BoardKind = 'comments' | 'discussion';

export interface Board {
  id: string;
  pathname: string;
  heading: string;
  kind: BoardKind;
  /** Message length limit: 500 for comment boards, 750 for discussion (spec §9). */
  maxLength: number;
  allowAttachments: boolean;
}

export interface Attachment {
  name: string;
  url: string;
}

export interface Message {
  id: string;
  boardId: string;
  /** The author's uid; null once soft-deleted (spec §4). */
  userId: string | null;
  content: string;
  attachments: Attachment[];
  timestamp: string;
  editTimestamp: string | null;
  replyTo: string | null;
  /** The id of the thread's root: a root's own id, a reply's parent's threadId (src/domain/messages.ts threadIdOf). */
  threadId: string;
  isApproved: boolean;
  isDeleted: boolean;
}

export interface NewMessage {
  boardId: string;
  content: string;
  replyTo: string | null;
  files: File[];
}

export interface MessageEdit {
  content: string;
  /** Names of the current attachments to keep; the others are deleted. */
  keep: string[];
  files: File[];
}

export type Unsubscribe = () => void;
