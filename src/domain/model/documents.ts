// The shapes of the documents the client reads (spec §3, §7), as the firebase
// backend's converters and the collection declarations use them. Stored
// documents are untrusted (any client or console edit may have written
// them): a field that old or hand-made documents lack gets its default, and
// times become ISO strings, whatever form the backend returns them in.
import { z } from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import { ROLES } from '../types';
import { ATTACHMENT_LIMITS } from '../limits';
import { DEFAULT_BOARD_HEADING } from '../messages';
import { storedTime } from './declaration';
import { PARTNER_IDS } from '../catalogue/piece';

/** A stored time as the client's types carry it, ISO 8601: text as stored (documents written before server times), any other time through the one codec. */
const isoString = z.union([
  z.string(),
  z.pipe(
    storedTime,
    z.transform((date) => date.toISOString()),
  ),
]);
const text = z.string();
/** A text field that old or hand-made documents may lack. */
const looseText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
const role = z.enum(ROLES);
/**
 * The language a form or a member's subscriptions were made in, so replies and mail go out in it.
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
  /** Written by the server only, once the address is proven; absent on a member approved before verification. */
  emailVerified: z._default(z.boolean(), false),
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
  heading: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value || DEFAULT_BOARD_HEADING),
  ),
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
  editTimestamp: z.pipe(
    z.nullish(isoString),
    z.transform((value) => value ?? null),
  ),
  replyTo: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? null),
  ),
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
  businessName: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value ?? null),
  ),
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
  /** The piece asked about, copied by the server from the catalogue (never from the form); absent for a general inquiry. */
  piece: z.optional(z.object({ id: z.string(), summary: z.string(), partnerId: z.enum(PARTNER_IDS) })),
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
  specialOffers: z.optional(z.partial(z.object({ registered: z.boolean(), postalCode: z.optional(z.string()) }))),
  /** The language of the latest subscription form sent for this address. */
  language,
});
