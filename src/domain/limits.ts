// Every limit and shape of the product, defined once (spec §5, §9, and the
// ceilings the spec leaves open): the forms' field rules (src/lib/validation/),
// the service schemas (src/services/schemas.ts), the attachment checks
// (src/domain/attachments.ts) and the boards read them from here, and
// tests/unit/rules-files.test.ts holds firestore.rules and storage.rules to them.

/**
 * The patterns both this module and the rules files check, written once in
 * the syntax both understand (RE2, which firestore.rules uses, is a subset of
 * JavaScript's). tests/unit/rules-files.test.ts holds the rules to them.
 */
export const PATTERNS = {
  /** Stored emails are trimmed and lowercased; the spec's §5 shape, no doubled or edge separators. */
  email: '^[a-z0-9]+([._-][a-z0-9]+)*@([a-z0-9]+(-[a-z0-9]+)*[.])+[a-z]{2,}$',
  /** §5 Phone: no letters, exactly 10 digits; spaces, brackets and dashes are fine. */
  phone: '^[^A-Za-z0-9]*([0-9][^A-Za-z0-9]*){10}$',
  /** §5 Postal code: Canadian, uppercase, with an optional space or hyphen. */
  postalCode: '^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z][ -]?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$',
} as const;

/** What the service layer stores (and the rules accept) at most. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  postalCode: 7,
  expertise: 500,
  shortText: 200,
  subject: 50,
  message: 500,
  password: 128,
} as const;

/** What the forms let a visitor type (src/lib/validation/); each is at most the stored limit above. */
export const FIELD_LIMITS = {
  /** §9 Default textarea maximum. */
  textarea: 500,
  /** §9 Contact message. */
  contactMessage: 500,
  /** §9 Comment message. */
  commentMessage: 500,
  /** §9 Discussion message. */
  discussionMessage: 750,
  /** §9 Franchisee expectation and contribution. */
  franchiseeTextarea: 500,
  /** §9 Subject: 1 to 50 characters. */
  subjectMin: 1,
  subjectMax: 50,
  /** §9 Password minimum. */
  passwordMin: 8,
  /** §9 Phone: 10 digits. */
  phoneDigits: 10,
  /** Not in the spec: the stored phone's length, spaces, brackets and dashes included. */
  phone: 20,
  /** Not in the spec: a ceiling for one-line text (names, town, business name…) so a 10,000-character paste is refused with the max-length message. */
  oneLineText: 100,
  /** Not in the spec: the longest address mail systems accept (RFC 5321). */
  email: 254,
  /** Not in the spec: a generous ceiling so a pasted novel is refused, not hashed. */
  passwordMax: 128,
  /** Not in the spec: an applicant's expertise and business type, the ceiling the service stores. */
  expertise: 500,
  /** Not in the spec: room for a long web address (the service stores up to 200). */
  website: 200,
} as const;

/** The console's review cards shown at first, and added by each Show more (docs/decisions/009). */
export const REVIEW_PAGE_SIZE = 24;

/** Files on boards that take them: storage.rules and firestore.rules check the same. */
export const ATTACHMENT_LIMITS = {
  bytes: 10 * 1024 * 1024,
  perMessage: 10,
  /** A sanitised file name's length. */
  nameLength: 120,
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/plain', 'text/csv'],
} as const;

/**
 * What one member may keep in Storage (issue 23, docs/decisions/019): 100
 * files and 200 MB, room for ten full messages of the discussion board. The
 * firebase backend counts with a Storage trigger (src/domain/server/storage-usage.ts),
 * the local one counts its files table before it stores.
 */
export const STORAGE_QUOTA = { objects: 100, bytes: 200 * 1024 * 1024 } as const;

/**
 * What one partner's piece photos may take in Storage (ADR 029), counted as
 * the members' attachments are (src/domain/server/storage-usage.ts): 1,200
 * photos (200 pieces of 6) and 2 GB, an average of under 2 MB a photo. A
 * partner's Franchisees share it; past it, an upload is refused.
 */
export const PARTNER_PHOTO_QUOTA = { objects: 1200, bytes: 2 * 1024 * 1024 * 1024 } as const;

/**
 * How often a member or an anonymous client may act (issue 23,
 * docs/decisions/019): at most `limit` times per fixed window of `windowMs`.
 * The server rules take them through takeRateLimit (src/domain/server/rate-limits.ts);
 * firestore.rules hold board posts to `post` (postLimits/{uid}), which
 * tests/unit/rules-files.test.ts checks.
 */
export const RATE_LIMITS = {
  /** Messages and replies, per member. */
  post: { limit: 10, windowMs: 10 * 60 * 1000 },
  /** Franchisee and contributor applications, per client. */
  application: { limit: 3, windowMs: 60 * 60 * 1000 },
  /** Applications per address, whichever client sends them: one sender cycling clients cannot mail one inbox without end. */
  applicationAddress: { limit: 3, windowMs: 24 * 60 * 60 * 1000 },
  /** Subscription requests (hub, newsletter page), per client, whatever the address (each address has its own 3 per hour too). */
  subscription: { limit: 10, windowMs: 60 * 60 * 1000 },
  /** Pricing inquiries and contact messages together, per client (the submitForm rule). */
  form: { limit: 5, windowMs: 60 * 60 * 1000 },
  /** Requests for a new verification link, per client, whatever the address (each address has its own 3 per hour too). */
  resend: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

/**
 * Mails handed to the mail provider per day, all kinds together (the
 * consortium's day, Atlantic time). Past it, a mail is held in the queue
 * (heldMail) and released on a later day by the scheduled release
 * (src/domain/server/mail-cap.ts); the Admin digest tells how many wait.
 * About twice an honest day's traffic (a newsletter to its 450 readers and
 * the day's links and notices); a flood through the anonymous forms stops
 * here instead of at the provider's blocklist.
 */
export const MAIL_DAILY_CAP = 1000;

/** A board's message length when the board does not set one (§9: 500 for comments, 750 for discussion). */
export function defaultMessageLength(kind: 'comments' | 'discussion'): number {
  return kind === 'discussion' ? FIELD_LIMITS.discussionMessage : FIELD_LIMITS.commentMessage;
}

/**
 * PBKDF2-SHA256 rounds of an application's password hash (ADR 002): within the
 * MAX_IMPORT_ROUNDS that Firebase Auth's hash import accepts.
 */
export const PASSWORD_HASH_ROUNDS = 100_000;

/** Firebase Auth accepts at most this many PBKDF2_SHA256 rounds on import (src/domain/server/approval-records.ts refuses more). */
export const MAX_IMPORT_ROUNDS = 120_000;
