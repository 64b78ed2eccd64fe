// How long the site keeps what it keeps (ADR 022): each period once, read by
// the daily purge (src/domain/server/purge.ts), by the rules that set an
// expiry (the undo window, the links' lifetimes) and by the privacy page,
// which promises them. A period changes here or nowhere.

/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Periods in whole days: the privacy page shows the number, the purge its milliseconds (retentionMs). */
export const RETENTION_DAYS = {
  /**
   * An application whose address was never proven, from its submission (its
   * secret and tokens go with it); and a subscription never confirmed, from
   * its request (a withdrawn one goes at the next purge once no purpose of
   * the address remains: its consent records stay as proof, CONSENT_PROOF_YEARS).
   */
  unverifiedApplication: 30,
  /** The copy of a mail the site sent (the `mail` collection) or held past the day's cap (`heldMail`), from when it was queued. */
  mail: 30,
  /** A notification the member has read, from when it was made; an unread one stays. */
  readNotification: 90,
  /** A rejected item's archive: the undo window, after which it and its files go. */
  rejectedArchive: 7,
  /**
   * The personal fields of an audit entry (the decided item's copy: names,
   * addresses, phones, words; and the Admin's note), from the decision: at
   * least the undo window, whose undo reads them; then the entry keeps only
   * ids, what was decided, by whom, when and why (moderation-records.ts).
   */
  auditDetails: 7,
  /**
   * A link's token once it has expired or been used: for this long a late
   * click still hears "expired" or "already used" rather than "unknown".
   */
  deadToken: 7,
  /**
   * A confirmed pattern alert (ADR 036), from its confirmation or its latest
   * renewal (the renew link in each alert mail); then the purge deletes it.
   */
  patternAlert: 180,
  /** A rate-limit counter, from its window's start: longer than any window (the longest is a day). */
  rateLimitWindow: 2,
  /**
   * A day's count of a pattern nothing fitted (What people ask for, ADR 037),
   * from that day: /stock lists the last this many days, then it goes.
   */
  unmetPattern: 90,
} as const satisfies Readonly<Record<string, number>>;

export type RetainedKind = keyof typeof RETENTION_DAYS;

export const retentionMs = (kind: RetainedKind): number => RETENTION_DAYS[kind] * DAY_MS;

/**
 * Consent records are the proof CASL asks the sender to give: kept while
 * the subscription lasts and this many years after it ends (the limitation
 * period for an action under CASL, ADR 022).
 */
export const CONSENT_PROOF_YEARS = 3;

/** How long a link the site mails works. */
export const LINK_LIFETIME = {
  /** An address check (an application, a subscription's double opt-in, an email change), in hours. */
  verificationHours: 48,
  /** An unsubscribe link, in days: CASL asks for at least 60 days after the message. */
  unsubscribeDays: 90,
} as const satisfies Readonly<Record<string, number>>;
