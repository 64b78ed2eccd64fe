// The public forms and what the server keeps about the people who send them
// (spec §3; ADR 014, ADR 015, ADR 019): the inquiries and their approved
// copies, the subscriptions and their consent records, the outgoing mail,
// the links' tokens, the rate limits, and the storage configuration the rules
// read. Every one is written by the server only: the callables check a form
// before they store it.
import { z } from 'zod/mini';
import { CONSENT_PURPOSES } from '../consent';
import { DEFAULT_LANGUAGE } from '../languages';
import { declare, storedTime } from './declaration';
import { contactSubmissionDoc, pricingInquiryDoc, subscriberDoc } from './documents';

export const pricingInquiries = declare({
  path: 'PricingInquiries',
  schema: pricingInquiryDoc,
  local: { table: 'pricingInquiries', key: 'id', indexes: ['createdAt'] },
  writes: 'server',
});

export const approvedReadyToTalk = declare({
  path: 'ApprovedReadyToTalk',
  schema: z.extend(pricingInquiryDoc, { status: z.optional(z.literal('Approved')) }),
  local: { table: 'approvedReadyToTalk', key: 'id', indexes: [] },
  writes: 'server',
});

export const contactSubmissions = declare({
  path: 'ContactSubmissions',
  schema: contactSubmissionDoc,
  local: { table: 'contactSubmissions', key: 'id', indexes: ['timestamp'] },
  writes: 'server',
});

export const contactApproved = declare({
  path: 'ContactApproved',
  schema: contactSubmissionDoc,
  local: { table: 'contactApproved', key: 'id', indexes: [] },
  writes: 'server',
});

/** subscriber/{email}: the spec's flags, and the consent state of each purpose they derive from. */
export const subscribers = declare({
  path: 'subscriber',
  schema: z.extend(subscriberDoc, {
    uid: z.optional(z.nullable(z.string())),
    newsletterStatus: z.optional(z.string()),
    offersStatus: z.optional(z.string()),
    alertsStatus: z.optional(z.string()),
    purposes: z.optional(z.partialRecord(z.enum(CONSENT_PURPOSES), z.unknown())),
    /** When a purpose stops serving anything, for the purge (consent-records.ts reviewAtOf); null while every purpose is confirmed. */
    reviewAt: z.optional(z.nullable(storedTime)),
  }),
  local: { table: 'subscribers', key: 'email', indexes: ['reviewAt', 'uid'] },
  writes: 'server',
});

/** consentRecords/{id}: the append-only proof of every grant, confirmation and withdrawal. */
export const consentRecords = declare({
  path: 'consentRecords',
  schema: z.object({
    email: z.string(),
    uid: z.nullable(z.string()),
    purpose: z.enum(CONSENT_PURPOSES),
    action: z.string(),
    wording: z.string(),
    wordingText: z.string(),
    language: z.string(),
    source: z.string(),
    method: z.string(),
    at: storedTime,
  }),
  indexes: [{ fields: [['action', 'ASCENDING'], ['at', 'ASCENDING']] }],
  local: { table: 'consentRecords', key: 'id', indexes: ['email', 'at'] },
  writes: 'server',
});

const mailDoc = z.looseObject({
  to: z.string(),
  message: z.looseObject({ subject: z.string(), html: z.string(), text: z.string() }),
  headers: z.optional(z.record(z.string(), z.string())),
  kind: z.string(),
  language: z.string(),
  commercial: z.boolean(),
  /** The day's budget it drew on (ADR 028); a mail queued before budgets has none. */
  budget: z.optional(z.string()),
  createdAt: storedTime,
});

/** mail/{id}: the outgoing mail, which the Trigger Email extension sends (locally, the outbox). */
export const mail = declare({
  path: 'mail',
  schema: mailDoc,
  local: { table: 'outbox', key: 'id', indexes: ['createdAt'] },
  writes: 'server',
});

/** heldMail/{id}: mail past its day's budget (ADR 021, ADR 028), which nothing sends until the release moves it to `mail`, transactional first, newest first. */
export const heldMail = declare({
  path: 'heldMail',
  schema: mailDoc,
  indexes: [{ fields: [['budget', 'ASCENDING'], ['createdAt', 'DESCENDING']] }],
  local: { table: 'heldMail', key: 'id', indexes: ['createdAt'] },
  writes: 'server',
});

/** What a mailed link does: verify an application's or a member's new address, confirm a subscription, unsubscribe. */
export const TOKEN_PURPOSES = ['verify-application', 'confirm-subscription', 'unsubscribe', 'verify-email-change', 'confirm-alert', 'renew-alert'] as const;

/**
 * emailTokens/{sha256 of the token}: what a mailed link acts on, until it
 * expires or is used. One without its purpose, subject or times is of another
 * shape (a link that works for nothing); the rest have defaults.
 */
export const emailTokens = declare({
  path: 'emailTokens',
  schema: z.object({
    purpose: z.enum(TOKEN_PURPOSES),
    /** The address the link was mailed to (lowercased). */
    email: z.catch(z.string(), ''),
    /** What the token acts on: an application, a subscription (its collection and id). */
    subject: z.object({ collection: z.string(), id: z.string() }),
    /** The language the mail went out in: the page the link opens speaks it too. */
    language: z.catch(z.string(), DEFAULT_LANGUAGE),
    /** Which part of the subject, when it has several (a subscription's purpose); null otherwise. */
    scope: z.catch(z.nullable(z.string()), null),
    createdAt: storedTime,
    expiresAt: storedTime,
    /** When a single-use token was used; null until then. */
    usedAt: z.catch(z.nullable(storedTime), null),
  }),
  local: { table: 'emailTokens', key: 'id', indexes: ['expiresAt', 'usedAt', 'subject.id'] },
  writes: 'server',
});

/** rateLimits/{key}: a fixed window per client and action. */
export const rateLimits = declare({
  path: 'rateLimits',
  schema: z.object({
    windowStart: storedTime,
    count: z.int(),
    /** A partner's day of questions (inquiry-notices.ts, ADR 028): 'pending' while a coalesced mail waits for its hour. */
    noticeState: z.optional(z.string()),
  }),
  local: { table: 'rateLimits', key: 'id', indexes: ['windowStart'] },
  writes: 'server',
});

/** config/storage: the storage origin and bucket firestore.rules read; the seed and the deploy write it. */
export const config = declare({
  path: 'config',
  schema: z.object({ origin: z.string(), bucket: z.string() }),
  local: null,
  writes: 'server',
});
