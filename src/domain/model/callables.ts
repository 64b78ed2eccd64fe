// Every callable, declared once: its name, the input the client sends and the
// output it gets back, as zod/mini schemas both ends read (ADR 020, ADR 021).
// functions/src/callable.ts registers each one under its name and parses its
// input before the rule runs; the firebase client calls it through
// services/firebase/call.ts and parses its output; the local backend parses
// the same input where it runs the same rule. A renamed field or callable
// fails the build and tests/functions/callable-names.test.ts, not production.
//
// The input schemas check the shape (types, sizes, the allowed values); the
// rules keep their own checks of meaning (a wording version that exists, an
// item still pending). Outputs are what the rules return, as JSON: a Date
// travels as ISO text and is read back as a Date here.
//
// Per callable, the edge's settings:
// - `replayProtected`: it sends mail or files something a person reads, so an
//   App Check token is consumed on use and a replayed one refused;
// - `perClient`: its rule limits per client, keyed by the address Google's
//   infrastructure saw (src/domain/server/client-address.ts);
// - `maxInstances`: the most instances it may scale to (a flood costs at most this);
// - `byLinkToken`: the mailed link's token is its whole authority (a random
//   capability of 256 bits, single purpose, with its own expiry), so it runs
//   without App Check: a browser that blocks reCAPTCHA still confirms an
//   address and unsubscribes (CASL: an unsubscribe without conditions). A
//   token that matches nothing costs one read, within `maxInstances`.
import { z } from 'zod/mini';
import { CONSENT_PURPOSES, LIST_PURPOSES } from '../consent';
import { BULK_MAX, REJECT_NOTE_MAX, REJECT_REASONS } from '../moderation';
import type { PlainRecord, PlainValue } from '../server/member-data';
import { REVIEW_KINDS } from '../types';
import { ALERT_FIELDS } from '../catalogue/pattern-alert';
import { unmetReport } from '../catalogue/demand';
import { AVAILABILITY, PARTNER_IDS, PIECE_KINDS, pieceInputSchema } from '../catalogue/piece';
import { TOKEN_PURPOSES } from './form-collections';
import { contactSchema, contributorApplicationSchema, FIELDS, franchiseeApplicationSchema, pricingInquirySchema } from './schemas';

export interface CallableSpec<Name extends string = string, Input extends z.ZodMiniType = z.ZodMiniType, Output extends z.ZodMiniType = z.ZodMiniType> {
  readonly name: Name;
  readonly input: Input;
  readonly output: Output;
  readonly replayProtected: boolean;
  readonly perClient: boolean;
  readonly maxInstances: number;
  /** Authorized by a mailed link's token alone: no App Check (see above). */
  readonly byLinkToken: boolean;
  /** Seconds before the platform stops a call; absent: the platform's 60. */
  readonly timeoutSeconds?: number;
}

/** What a callable takes, once parsed; what its rule returns (the JSON it sends). */
export type CallableInput<S extends CallableSpec> = z.output<S['input']>;
export type CallableResult<S extends CallableSpec> = z.input<S['output']>;
/** What the client reads of the answer, once parsed. */
export type CallableOutput<S extends CallableSpec> = z.output<S['output']>;

/** The most instances of anything the functions run: the anonymous callables and every trigger. */
export const DEFAULT_MAX_INSTANCES = 10;

type Settings = Partial<Pick<CallableSpec, 'replayProtected' | 'perClient' | 'maxInstances' | 'byLinkToken' | 'timeoutSeconds'>>;

function callable<const Name extends string, Input extends z.ZodMiniType, Output extends z.ZodMiniType>(
  name: Name,
  input: Input,
  output: Output,
  settings: Settings = {},
): CallableSpec<Name, Input, Output> {
  return { name, input, output, replayProtected: false, perClient: false, maxInstances: DEFAULT_MAX_INSTANCES, byLinkToken: false, ...settings };
}

// ---- Shared pieces -----------------------------------------------------------

/** A Firestore id or Auth uid that can stand in a path: 1 to 128 characters, no '/'. */
const pathId = z.string().check(
  z.minLength(1),
  z.maxLength(128),
  z.refine((id) => !id.includes('/') && id !== '.' && id !== '..'),
);
/** No input: `{}`, or nothing at all (the web SDK sends null for `httpsCallable(name)()`). */
const nothing = z.optional(z.nullable(z.object({})));
const role = z.enum(['Franchisee', 'Contributor']);
/** A link's token as the page read it from its URL; the rule says whether it is one. */
const token = z.object({ token: z.string().check(z.maxLength(512)) });
const isoDate = z.pipe(
  z.string(),
  z.transform((text) => new Date(text)),
);
const isPlainValue = (value: unknown): value is PlainValue =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) ? value.every(isPlainValue) : typeof value === 'object' && Object.values(value as object).every(isPlainValue));
const plainRecord = z.custom<PlainRecord>((value) => typeof value === 'object' && value !== null && !Array.isArray(value) && isPlainValue(value));
const tokenPurpose = z.enum(TOKEN_PURPOSES);
const consentPurpose = z.enum(CONSENT_PURPOSES);
const listPurpose = z.enum(LIST_PURPOSES);
/** A pattern's field as typed: a length in inches (20 m at most) or an angle in degrees. */
const alertField = z.number().check(z.gte(0), z.lte(800));
const brokenLink = [z.object({ status: z.literal('invalid') }), z.object({ status: z.literal('expired') })] as const;
const linkState = <S extends string>(statuses: readonly [S, ...S[]]) =>
  z.discriminatedUnion('status', [z.object({ status: z.enum(statuses), purpose: consentPurpose, maskedEmail: z.string() }), ...brokenLink]);

/** What the console names of an item: the server reads the rest. */
const decisionTarget = z.object({ id: pathId, boardId: z.optional(z.nullable(pathId)), version: z.optional(z.nullable(z.string())) });
const decision = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('reject'), reason: z.enum(REJECT_REASONS), note: z.optional(z.string().check(z.maxLength(REJECT_NOTE_MAX))) }),
]);
const bulkOutcome = z.object({
  itemId: z.string(),
  outcome: z.enum(['done', 'not-found', 'changed', 'failed']),
  /** The audit entry of a 'done' item: its undo names it. */
  entryId: z.optional(z.string()),
});

// ---- The callables -----------------------------------------------------------

export const callables = {
  /** An Admin approves an application (the console goes through moderate; kept for scripts). */
  createUserOnApproval: callable(
    'createUserOnApproval',
    z.object({ email: z.string().check(z.maxLength(254)), role, docId: pathId }),
    z.object({ uid: z.string(), created: z.boolean(), entryId: z.optional(z.string()) }),
    { replayProtected: true },
  ),
  deleteMessage: callable(
    'deleteMessage',
    z.object({ boardId: pathId, messageId: pathId }),
    z.object({ outcome: z.enum(['soft-deleted', 'deleted']) }),
  ),
  syncMemberEmail: callable('syncMemberEmail', nothing, z.object({ email: z.nullable(z.string()), changed: z.boolean() })),
  exportMyData: callable(
    'exportMyData',
    nothing,
    z.object({
      exportedAt: z.string(),
      member: z.nullable(plainRecord),
      subscription: z.nullable(plainRecord),
      consentHistory: z.array(plainRecord),
      applications: z.array(z.object({ collection: z.string(), id: z.string(), record: plainRecord })),
      notifications: z.array(plainRecord),
      notificationSettings: z.nullable(plainRecord),
      messages: z.array(z.intersection(z.object({ boardId: z.string(), id: z.string() }), plainRecord)),
      messagesTruncated: z.boolean(),
    }),
  ),
  deleteMyAccount: callable(
    'deleteMyAccount',
    nothing,
    z.object({ messages: z.object({ 'soft-deleted': z.number(), deleted: z.number() }) }),
    { timeoutSeconds: 300 },
  ),
  submitApplication: callable(
    'submitApplication',
    z.discriminatedUnion('role', [
      z.object({ role: z.literal('Franchisee'), application: franchiseeApplicationSchema }),
      z.object({ role: z.literal('Contributor'), application: contributorApplicationSchema }),
    ]),
    z.object({ id: z.string() }),
    { replayProtected: true, perClient: true },
  ),
  submitForm: callable(
    'submitForm',
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('pricing'), input: pricingInquirySchema }),
      z.object({ kind: z.literal('contact'), input: contactSchema }),
    ]),
    z.object({ id: z.string() }),
    { replayProtected: true, perClient: true },
  ),
  /** An Admin's rejection of an application (the console goes through moderate; kept for scripts). */
  rejectApplication: callable(
    'rejectApplication',
    z.object({ role, docId: pathId, reason: z.enum(REJECT_REASONS), note: z.optional(z.string().check(z.maxLength(REJECT_NOTE_MAX))) }),
    z.discriminatedUnion('rejected', [z.object({ rejected: z.literal(true), entryId: z.string() }), z.object({ rejected: z.literal(false) })]),
    { replayProtected: true },
  ),
  verifyLink: callable(
    'verifyLink',
    token,
    z.discriminatedUnion('status', [z.object({ status: z.enum(['done', 'already-used', 'expired']), purpose: tokenPurpose }), z.object({ status: z.literal('invalid') })]),
    { byLinkToken: true },
  ),
  resendVerification: callable(
    'resendVerification',
    z.object({ email: FIELDS.email, language: FIELDS.language }),
    z.discriminatedUnion('status', [z.object({ status: z.literal('sent') }), z.object({ status: z.literal('limited'), retryAt: isoDate })]),
    { replayProtected: true, perClient: true },
  ),
  requestSubscription: callable(
    'requestSubscription',
    z.object({
      purpose: listPurpose,
      email: FIELDS.email,
      postalCode: z.optional(z.string().check(z.maxLength(16))),
      language: FIELDS.language,
      wording: z.string().check(z.maxLength(64)),
      source: z.enum(['hub', 'newsletter-page']),
    }),
    z.object({ outcome: z.enum(['requested', 'already-registered']) }),
    { replayProtected: true, perClient: true },
  ),
  setMemberSubscriptions: callable(
    'setMemberSubscriptions',
    z.object({
      newsletter: z.boolean(),
      offers: z.boolean(),
      language: FIELDS.language,
      wording: z.optional(z.partialRecord(consentPurpose, z.string().check(z.maxLength(64)))),
    }),
    z.object({ saved: z.literal(true) }),
  ),
  /** A visitor saves a search's pattern to hear when a fitting piece is listed (ADR 036): unconfirmed until its own link is followed. */
  saveAlert: callable(
    'saveAlert',
    z.object({
      kind: z.enum(PIECE_KINDS),
      fields: z.partialRecord(z.enum([...ALERT_FIELDS.knee, ...ALERT_FIELDS.sweep]), alertField),
      email: FIELDS.email,
      language: FIELDS.language,
      wording: z.string().check(z.maxLength(64)),
    }),
    z.object({ outcome: z.literal('requested') }),
    { replayProtected: true, perClient: true },
  ),
  describeUnsubscribe: callable('describeUnsubscribe', token, z.object({ link: linkState(['active', 'already-unsubscribed']) }), { byLinkToken: true }),
  unsubscribe: callable('unsubscribe', token, z.object({ link: linkState(['unsubscribed', 'already-unsubscribed']) }), { byLinkToken: true }),
  exportConsentCsv: callable('exportConsentCsv', nothing, z.object({ csv: z.string() })),
  sendNewsletter: callable('sendNewsletter', nothing, z.object({ sent: z.number() }), { replayProtected: true, maxInstances: 1, timeoutSeconds: 540 }),
  /** One decision ({ item }) or a bulk ({ items }); each carries the audit entry its undo names. */
  moderate: callable(
    'moderate',
    z.union([
      z.object({ kind: z.enum(REVIEW_KINDS), item: decisionTarget, decision }),
      z.object({ kind: z.enum(REVIEW_KINDS), items: z.array(decisionTarget).check(z.minLength(1), z.maxLength(BULK_MAX)), decision }),
    ]),
    z.union([z.object({ entryId: z.string() }), z.object({ outcomes: z.array(bulkOutcome) })]),
    { replayProtected: true, timeoutSeconds: 540 },
  ),
  undoDecision: callable('undoDecision', z.object({ entryId: pathId }), z.object({ entryId: z.string() })),
  /** An Admin deletes an approved pricing inquiry or contact message, logged: no client deletes one. */
  deleteApproved: callable('deleteApproved', z.object({ kind: z.enum(['pricing', 'contact']), id: pathId }), z.object({ entryId: z.string() })),
  setTrustSettings: callable(
    'setTrustSettings',
    z.object({ enabled: z.boolean(), approvedCount: z.int() }),
    z.object({ enabled: z.boolean(), approvedCount: z.number() }),
  ),
  /**
   * A Franchisee lists or edits a piece of their partner's stock; an Admin, of
   * the partner it names (a new piece) or of the piece's own. The id of a new
   * piece is the server's; its photos are added by a second save once they
   * are uploaded into its folder.
   */
  savePiece: callable(
    'savePiece',
    z.object({ id: z.optional(pathId), partnerId: z.optional(z.enum(PARTNER_IDS)), piece: pieceInputSchema }),
    z.object({ id: z.string() }),
  ),
  setPieceAvailability: callable('setPieceAvailability', z.object({ id: pathId, availability: z.enum(AVAILABILITY) }), z.object({ availability: z.enum(AVAILABILITY) })),
  /** Deletes the piece and its photos. */
  deletePiece: callable('deletePiece', z.object({ id: pathId }), z.object({ deleted: z.literal(true) })),
  /** An Admin links a Franchisee, by the address they sign in with, to the partner they list stock for. */
  linkPartner: callable('linkPartner', z.object({ email: FIELDS.email, partnerId: z.enum(PARTNER_IDS) }), z.object({ uid: z.string() })),
  /**
   * A visitor's search found nothing (What people ask for, ADR 037): the rule
   * searches again and counts the pattern's coarse bucket only if nothing
   * fits. No App Check replay: it mails nobody, and its per-client limit and
   * day ceiling bound what a replay buys.
   */
  reportUnmetPattern: callable('reportUnmetPattern', unmetReport, z.object({ counted: z.boolean() }), { perClient: true }),
} as const;

export type Callables = typeof callables;
export type CallableName = keyof Callables;
