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
 * What one member may keep in Storage (docs/decisions/019): 100
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
  /** Patterns saved for an alert (ADR 036), per client, whatever the address. */
  patternAlert: { limit: 10, windowMs: 60 * 60 * 1000 },
  /** Patterns saved for one address, whichever client sends them: each is a confirmation request to that inbox. */
  patternAlertAddress: { limit: 5, windowMs: 24 * 60 * 60 * 1000 },
} as const;

/**
 * Mails handed to the mail provider per day (the consortium's day, Atlantic
 * time), by budget (docs/decisions/028): each kind of mail draws on one
 * (src/domain/server/mail.ts, BUDGET_OF_KIND), counted in a document of its
 * own, so a flood on one never waits on or fills another.
 * - transactional: what a person asked for or an Admin decided
 *   (verification links, account ready, decisions, notices to members).
 *   Past it a mail is held (heldMail) and released on a later day, this
 *   budget first and newest first (mail-cap.ts). About twice an honest day.
 * - broadcast: the newsletter, which an Admin sends. Past it, held too.
 *   Its 450 readers and the whole anonymous budget fit inside it.
 * - anonymous: what an anonymous visitor sets off (a subscription's
 *   confirmation request, a partner's notice of questions about its pieces).
 *   Past it a mail is dropped, never held, and counted for the Admin digest.
 *   Ten times an honest day's confirmations and notices.
 */
export const MAIL_BUDGETS = { transactional: 1000, broadcast: 1000, anonymous: 300 } as const;

/**
 * The transactional budget (kept under its first name): the mail a person
 * asked for. The Admin digest draws on it too but is never held.
 */
export const MAIL_DAILY_CAP = MAIL_BUDGETS.transactional;

/**
 * Mails to one address per day, all kinds and budgets together (the Admin
 * digest aside). The forms' own per-address limits (3 an hour each) would
 * let one inbox get some 150 a day; an honest person gets a link, a resend,
 * an account and a few notices. Past it a mail is dropped and counted.
 */
export const ADDRESS_DAILY_MAIL_CAP = 20;

/**
 * The per-client limits' wider tiers for an IPv6 client
 * (docs/decisions/028): its /64 is one client (ADR 021), and the /56 and
 * /48 that hold it are counted too, at this many times the client's limit.
 * A home or a small office is usually given a /56 or a /48: rotating through
 * its 256 or 65,536 /64s buys no more than this.
 */
export const IPV6_TIERS = [
  { prefix: 56, factor: 2 },
  { prefix: 48, factor: 5 },
] as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * What each anonymous callable takes from all clients together, per hour
 * (docs/decisions/028): a ceiling no rotation of addresses passes. Past it,
 * the callable answers "the site is busy, try again at …" (reason
 * 'site-busy'). Each is far above an honest hour of a six-business
 * consortium's site and far below what would flood its mail or its records.
 */
export const GLOBAL_LIMITS = {
  subscription: { limit: 100, windowMs: HOUR_MS },
  application: { limit: 30, windowMs: HOUR_MS },
  form: { limit: 60, windowMs: HOUR_MS },
  resend: { limit: 60, windowMs: HOUR_MS },
  patternAlert: { limit: 100, windowMs: HOUR_MS },
} as const;

/**
 * Pattern alerts (ADR 036): the live patterns one address may keep; the
 * alert mails one address gets a day (past it, a fitting piece is not
 * mailed to it that day, and can be on a later listing); the matches one
 * listing mails (the closest fits first are not known without reading every
 * match, so any beyond are left unmailed; alertListing reports how many matched); and the
 * patterns one index cell holds (past it, a new pattern in that cell is
 * refused as the site being busy: a cell is one document, under Firestore's
 * 1 MiB).
 */
export const ALERT_LIMITS = {
  perAddress: 10,
  mailsPerAddressDay: { limit: 3, windowMs: 24 * HOUR_MS },
  mailsPerListing: 100,
  perCell: 4000,
} as const;

/**
 * "Ask about this piece" (docs/decisions/028): at most this many inquiries
 * about one piece a day (past it, reason 'piece-busy'); a partner's members
 * get at most one mail an hour, which counts the day's questions; and at
 * most this many of a partner's members are told.
 */
export const PIECE_INQUIRY_LIMITS = {
  perPiece: { limit: 10, windowMs: 24 * HOUR_MS },
  partnerMailEvery: HOUR_MS,
  partnerRecipients: 3,
} as const;

/**
 * What people ask for (docs/decisions/037): the reports of a search that
 * found nothing a client may make (an honest visitor tries a few patterns
 * an hour), and all clients together a day (far above a consortium's day of
 * searches; each report costs one bounded search and one counter); and the
 * most counters /stock reads (90 days of a few dozen patterns a day).
 */
export const UNMET_PATTERN_LIMITS = {
  perClient: { limit: 30, windowMs: HOUR_MS },
  global: { limit: 2000, windowMs: 24 * HOUR_MS },
  shown: 1000,
} as const;

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

/**
 * The most documents one list query of a public collection may ask for (a
 * board's comments, the listed pieces): firestore.rules refuses anyone but an
 * Admin a query without a limit or above it (tests/unit/model-rules.test.ts
 * holds its number equal to this one), so no script lists a whole collection
 * in one read. A board counts its earlier threads up to it ("more than
 * 1,000"); a search lists at most half of it, as it reads two passes.
 */
export const LIST_LIMIT = 1_000;
