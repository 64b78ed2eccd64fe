// The Firestore data model of the firebase backend and the parsers that turn
// stored documents (untrusted: any client or console edit may have written
// them) into the plain domain types. Nothing SDK-specific (Timestamp,
// DocumentSnapshot) leaves this boundary: Timestamps become ISO strings.
// Times are written with serverTimestamp() (docs/decisions/005); documents
// written before that carry ISO strings, so both are read.
import { Timestamp } from 'firebase/firestore';
// Zod Mini, as in the rest of the app (src/lib/validation.ts): one zod build in the bundle.
import { z } from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../domain/languages';
import { ROLES, type Board, type ContributorListing, type Message, type PublicProfile, type UserProfile } from '../../domain/types';
import { ServiceError } from '../../domain/errors';
import { ATTACHMENT_LIMITS, defaultMessageLength } from '../../domain/limits';
import { DEFAULT_BOARD_HEADING } from '../../domain/messages';

/** Collection names (spec §3, §7). */
export const COLLECTIONS = {
  approvedUsers: 'ApprovedUsers',
  publicProfiles: 'publicProfiles',
  contributorDirectory: 'contributorDirectory',
  franchiseeApplications: 'FranchiseeApplication',
  contributorApplications: 'ContributorApplication',
  pricingInquiries: 'PricingInquiries',
  approvedReadyToTalk: 'ApprovedReadyToTalk',
  contactSubmissions: 'ContactSubmissions',
  contactApproved: 'ContactApproved',
  subscribers: 'subscriber',
  commentBoards: 'commentBoards',
  comments: 'comments',
  attachments: 'attachments',
  /** A member's post rate-limit window (issue 23): firestore.rules count it with each post. */
  postLimits: 'postLimits',
} as const;

/**
 * How listeners read fields written with serverTimestamp(): a write of this
 * client not yet confirmed by the server gets the SDK's estimate instead of
 * null, so a member's own new message shows at once, with a time.
 */
export const ESTIMATED_TIMES = { serverTimestamps: 'estimate' } as const;

const isoString = z.union([
  z.string(),
  z.pipe(z.instanceof(Timestamp), z.transform((timestamp) => timestamp.toDate().toISOString())),
]);
const text = z.string();
/** A text field that old or hand-made documents may lack. */
const looseText = z.pipe(z.nullish(z.string()), z.transform((value) => value ?? ''));
const role = z.enum(ROLES);
/**
 * The language a form or a member's subscriptions were made in (issue 17).
 * Documents stored before it have none: they were all made in English.
 */
const language = z.catch(z.enum(LANGUAGES), DEFAULT_LANGUAGE);

export const userProfileDoc = z.object({
  email: text,
  firstName: looseText,
  lastName: looseText,
  town: looseText,
  expertise: looseText,
  permissionLevel: role,
  subscribedToNewsletter: z._default(z.boolean(), false),
  subscribedToOffers: z._default(z.boolean(), false),
  language,
  digestOptOut: z._default(z.boolean(), false),
});

export const publicProfileDoc = z.object({
  firstName: looseText,
  lastName: looseText,
  town: looseText,
  expertise: looseText,
  role,
});

/** commentBoards/{id}: the Board fields plus pathKey, the lowercased path findBoard matches. */
export const boardDoc = z.object({
  pathname: text,
  pathKey: z.optional(text),
  heading: z.pipe(z.nullish(z.string()), z.transform((value) => value || DEFAULT_BOARD_HEADING)),
  kind: z._default(z.enum(['comments', 'discussion']), 'comments'),
  maxLength: z.optional(z.int().check(z.positive())),
  allowAttachments: z.optional(z.boolean()),
});

/** The contributors page's entry (contributorDirectory/{randomId}): no uid. */
export const contributorListingDoc = z.object({
  firstName: looseText,
  lastName: looseText,
  town: looseText,
  expertise: looseText,
});

/**
 * A name as sanitizeFileName leaves it (no separator, control character or
 * leading dot, at most its length, which firestore.rules checks too): one path
 * segment, so a path derived from it stays in its folder.
 */
export function isSafeAttachmentName(name: string): boolean {
  // Control characters are exactly what this looks for.
  // eslint-disable-next-line no-control-regex
  return name.length > 0 && name.length <= ATTACHMENT_LIMITS.nameLength && !/[\u0000-\u001f\u007f/\\]|^\./.test(name);
}

/** Exactly { name, path, url }, as firestore.rules requires of every entry. */
export const storedAttachment = z.strictObject({
  name: z.string().check(z.refine(isSafeAttachmentName)),
  path: text,
  url: text,
});
export type StoredAttachment = z.output<typeof storedAttachment>;

/** A malformed entry is dropped rather than shown: the rest of the message stays readable. */
const storedAttachments = z.pipe(
  z._default(z.array(z.unknown()), []),
  z.transform((entries): StoredAttachment[] =>
    entries.flatMap((entry) => {
      const parsed = storedAttachment.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

/**
 * commentBoards/{boardId}/comments/{id}. The author is stored as userId (uid)
 * only, not userEmail as the original did: anonymous readers of a board must
 * not learn members' emails (a documented privacy deviation).
 */
export const messageDoc = z.object({
  userId: z.nullable(z.string()),
  content: z.string(),
  attachments: storedAttachments,
  timestamp: isoString,
  editTimestamp: z.pipe(z.nullish(isoString), z.transform((value) => value ?? null)),
  replyTo: z.pipe(z.nullish(z.string()), z.transform((value) => value ?? null)),
  /** Absent on a message written before threadId (scripts/add-thread-ids.ts fills it in). */
  threadId: z.optional(z.string()),
  isApproved: z.boolean(),
  isDeleted: z._default(z.boolean(), false),
});
export type MessageDoc = z.output<typeof messageDoc>;

const passwordHash = z.object({
  algorithm: z.literal('PBKDF2-SHA256'),
  iterations: z.int().check(z.positive()),
  salt: z.string().check(z.minLength(1)),
  hash: z.string().check(z.minLength(1)),
});

export const franchiseeApplicationDoc = z.object({
  firstName: looseText,
  lastName: looseText,
  email: text,
  phoneNumber: looseText,
  businessName: looseText,
  businessType: looseText,
  expertise: looseText,
  website: looseText,
  address: looseText,
  town: looseText,
  postalCode: looseText,
  province: looseText,
  contactBy: looseText,
  password: z.catch(z.nullable(passwordHash), null),
  submittedAt: z._default(isoString, ''),
  language,
});

export const contributorApplicationDoc = z.object({
  firstName: looseText,
  lastName: looseText,
  email: text,
  phoneNumber: looseText,
  expertise: looseText,
  province: looseText,
  town: looseText,
  employer: z.catch(z.enum(['self', 'business']), 'self'),
  businessName: z.pipe(z.nullish(z.string()), z.transform((value) => value ?? null)),
  password: z.catch(z.nullable(passwordHash), null),
  submittedAt: z._default(isoString, ''),
  language,
});

export const pricingInquiryDoc = z.object({
  firstName: looseText,
  lastName: looseText,
  email: text,
  phoneNumber: looseText,
  postalCode: looseText,
  contactBy: looseText,
  preferredTimezone: looseText,
  businessName: looseText,
  submissionDate: looseText,
  createdAt: z.optional(isoString),
  language,
});

export const contactSubmissionDoc = z.object({
  email: text,
  subject: looseText,
  message: looseText,
  timestamp: isoString,
  status: z.catch(z.enum(['Pending', 'Approved']), 'Pending'),
  language,
});

export const subscriberDoc = z.object({
  email: z.optional(z.string()),
  newsletter: z.optional(z.boolean()),
  specialOffers: z.optional(
    z.partial(z.object({ registered: z.boolean(), postalCode: z.optional(z.string()) })),
  ),
  /** The language of the latest subscription form sent for this address. */
  language,
});

/** Parses one document; a malformed one is an error for single reads. */
export function parseDoc<T extends z.ZodMiniType>(schema: T, data: unknown, what: string): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ServiceError('unknown', `Malformed ${what} record.`);
  return result.data;
}

/** Parses one document of a list; a malformed one is left out of the list. */
export function parseListed<T extends z.ZodMiniType>(schema: T, data: unknown): z.output<T> | null {
  const result = schema.safeParse(data);
  return result.success ? result.data : null;
}

export function toUserProfile(uid: string, data: unknown): UserProfile {
  return { uid, ...parseDoc(userProfileDoc, data, 'member') };
}

export function toPublicProfile(uid: string, data: unknown): PublicProfile | null {
  const parsed = parseListed(publicProfileDoc, data);
  return parsed ? { uid, ...parsed } : null;
}

export function toContributorListing(id: string, data: unknown): ContributorListing | null {
  const parsed = parseListed(contributorListingDoc, data);
  return parsed ? { id, ...parsed } : null;
}

export function toBoard(id: string, data: unknown): Board {
  const { pathKey: _pathKey, ...board } = parseDoc(boardDoc, data, 'board');
  const discussion = board.kind === 'discussion';
  return {
    id,
    pathname: board.pathname,
    heading: board.heading,
    kind: board.kind,
    maxLength: board.maxLength ?? defaultMessageLength(board.kind),
    allowAttachments: board.allowAttachments ?? discussion,
  };
}

export function toMessage(id: string, boardId: string, doc: MessageDoc): Message {
  // Before threadId, a reply's parent is the nearest known member of its thread.
  const threadId = doc.threadId ?? doc.replyTo ?? id;
  return { id, boardId, ...doc, threadId, attachments: doc.attachments.map(({ name, url }) => ({ name, url })) };
}
