// Consent under CASL: what a subscriber agreed to, in the words
// they were shown. The express-consent wording is versioned: a published
// version never changes, so a consent record that names a version names the
// exact text the person read. The forms show the current version and send its
// id; the server checks that the id exists and stores that version's own
// text, never text from the client. A new wording is a new version, and so are
// new sender details (ADR 031): a version names the sender it was published
// with, never today's. A new grant records the current version only (or the
// one it replaced, for a day after its publication's).
import { PUBLISHED_WORDINGS } from './consent-wordings';
import type { Language } from './languages';

/**
 * What an address consents to: the newsletter, special offers, and pattern
 * alerts (ADR 036: a mail when a listed piece fits a pattern the visitor
 * saved on /knees or /sweeps; each saved pattern is confirmed by its own link).
 */
export const CONSENT_PURPOSES = ['newsletter', 'offers', 'alerts'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The purposes of the hub's, the newsletter page's and the profile's forms: a list an address joins. */
export const LIST_PURPOSES = ['newsletter', 'offers'] as const;
export type ListPurpose = (typeof LIST_PURPOSES)[number];
export const isListPurpose = (value: unknown): value is ListPurpose => (LIST_PURPOSES as readonly unknown[]).includes(value);

/** Where a grant or a withdrawal came from. */
export const CONSENT_SOURCES = ['hub', 'newsletter-page', 'profile', 'unsubscribe-link', 'one-click', 'account-deletion', 'pattern-search'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The forms a visitor grants consent on (the others are the server's). */
export type GrantSource = Extract<ConsentSource, 'hub' | 'newsletter-page'>;

export type ConsentAction = 'grant' | 'confirm' | 'withdraw';

/** How the consent was given, confirmed or withdrawn: what an audit asks after the wording. */
export type ConsentMethod =
  | 'web form, awaiting confirmation'
  | 'confirmation link'
  | 'signed-in member, verified address'
  | 'signed-in member, awaiting confirmation'
  | 'profile'
  | 'unsubscribe link'
  | 'one-click unsubscribe'
  | 'account deletion';

/** A published wording: the text a consent form showed, in each language. */
export interface ConsentWording {
  purpose: ConsentPurpose;
  text: Readonly<Record<Language, string>>;
}

/** The sender a wording names (CASL: a name, a mailing address, one more contact), in each language. */
export interface WordingSender {
  name: string;
  address: Readonly<Record<Language, string>>;
  email: string;
}

/**
 * The sender's details by the date they took effect: a version is filled with
 * the latest dated on or before its own date, so its text never changes when
 * src/domain/consortium.ts does. Never change an entry. When the consortium's
 * details change, add one dated like a new wording version that names them
 * (tests/unit/consent-wordings.test.ts fails until the current versions do).
 */
export const WORDING_SENDERS: readonly { from: string; sender: WordingSender }[] = [
  {
    from: '2026-11-27',
    sender: {
      name: 'Atlantic Timber Consortium',
      address: { 'en-CA': 'PO Box 1000, Halifax NS B3J 0A0, Canada', 'fr-CA': 'PO Box 1000, Halifax NS B3J 0A0, Canada' },
      email: 'info@atlantictimber.example',
    },
  },
  // The mailing address written in French in the French texts (the 2026-11-28 review, F14).
  {
    from: '2026-11-29',
    sender: {
      name: 'Atlantic Timber Consortium',
      address: { 'en-CA': 'PO Box 1000, Halifax NS B3J 0A0, Canada', 'fr-CA': 'C.\u00a0P.\u00a01000, Halifax (Nouvelle-Écosse) B3J 0A0, Canada' },
      email: 'info@atlantictimber.example',
    },
  },
];

/** A version's date (`<purpose>-<yyyy-mm[-dd]>`) as yyyy-mm-dd; a month alone is its first day. */
function versionDate(version: string): string {
  const date = /(\d{4}-\d{2})(-\d{2})?$/.exec(version);
  return date ? `${date[1]}${date[2] ?? '-01'}` : '';
}

/** The sender a version was published with: null before any was recorded (the first versions name none). */
export function senderOf(version: string): WordingSender | null {
  const date = versionDate(version);
  return WORDING_SENDERS.filter((entry) => entry.from <= date).at(-1)?.sender ?? null;
}

/** A version's text with its own sender's details where it says {address} and {email}; null when it names them and has none. */
function fill(version: string, text: string, language: Language): string | null {
  if (!/\{(address|email)\}/.test(text)) return text;
  const sender = senderOf(version);
  return sender && text.replaceAll('{address}', sender.address[language]).replaceAll('{email}', sender.email);
}

/**
 * Every published wording by version (`<purpose>-<date>`), from the message
 * catalogue (messages/consent, keys consent_wording_*): a version never changes.
 */
export const CONSENT_WORDING: Readonly<Record<string, ConsentWording>> = Object.fromEntries(
  Object.entries(PUBLISHED_WORDINGS).flatMap(([version, { purpose, text }]) => {
    const en = fill(version, text['en-CA'], 'en-CA');
    const fr = fill(version, text['fr-CA'], 'fr-CA');
    return en === null || fr === null ? [] : [[version, { purpose, text: { 'en-CA': en, 'fr-CA': fr } }]];
  }),
);

/**
 * The version each form shows today: it names the sender with a mailing
 * address (in the wording's language) and a contact, says who sends the
 * offers, and says in CASL's terms that consent can be withdrawn at any time
 * and the three ways, each where it is (the link at the bottom of every
 * mail, the profile's Subscriptions section, a letter). Grants made from now
 * on record it.
 */
export const CURRENT_WORDING: Readonly<Record<ConsentPurpose, string>> = {
  newsletter: 'newsletter-2026-11-29',
  offers: 'offers-2026-11-29',
  alerts: 'alerts-2026-11-29',
};

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** The wording version's text in a language, when `version` is a published wording for `purpose`. */
export function wordingText(version: unknown, purpose: ConsentPurpose, language: Language): string | null {
  if (typeof version !== 'string' || !Object.hasOwn(CONSENT_WORDING, version)) return null;
  const wording = CONSENT_WORDING[version];
  return wording?.purpose === purpose ? wording.text[language] : null;
}

/** How long after the day a version was published the one it replaced is still recorded: a page loaded before the deploy still subscribes. */
export const WORDING_GRACE_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const publishedAt = (version: string): number => Date.parse(`${versionDate(version)}T00:00:00Z`);

/**
 * Whether a new grant may record this version: 'accepted' for the version the
 * forms show, and for the one it replaced until WORDING_GRACE_MS after the
 * end of the newer one's publication date (UTC); 'retired' for an older
 * published version of the purpose; 'unknown' for anything else.
 */
export function grantWording(version: unknown, purpose: ConsentPurpose, now: Date): 'accepted' | 'retired' | 'unknown' {
  if (typeof version !== 'string' || wordingText(version, purpose, 'en-CA') === null) return 'unknown';
  const current = CURRENT_WORDING[purpose];
  if (version === current) return 'accepted';
  if (publishedAt(version) >= publishedAt(current)) return 'unknown';
  const newer = Object.keys(CONSENT_WORDING)
    .filter((other) => CONSENT_WORDING[other]?.purpose === purpose && publishedAt(other) > publishedAt(version))
    .map(publishedAt);
  return now.getTime() < Math.min(...newer) + DAY_MS + WORDING_GRACE_MS ? 'accepted' : 'retired';
}

/** An address as a page may show it to whoever holds a link: r•••@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** What an unsubscribe link that does not work says: no such link, or an old one. */
export type BrokenLink = { status: 'invalid' } | { status: 'expired' };

/** What the /unsubscribe page shows before its button is pressed. */
export type UnsubscribeView = { status: 'active' | 'already-unsubscribed'; purpose: ConsentPurpose; maskedEmail: string } | BrokenLink;

/** What pressing it did. */
export type UnsubscribeResult = { status: 'unsubscribed' | 'already-unsubscribed'; purpose: ConsentPurpose; maskedEmail: string } | BrokenLink;

/** A visitor's subscription as a form sends it: the wording is the version it showed. */
export interface SubscriptionInput {
  purpose: ListPurpose;
  email: string;
  /** Special offers only. */
  postalCode?: string;
  language: Language;
  wording: string;
  source: GrantSource;
}

/** A pattern alert as the form sends it (ADR 036): the search's fields as typed, and the consent wording it showed. */
export interface AlertInput {
  kind: 'knee' | 'sweep';
  fields: Readonly<Record<string, number>>;
  email: string;
  language: Language;
  wording: string;
}

/** Spec §8's "already registered" messages, as the services throw them. */
export const ALREADY_REGISTERED: Readonly<Record<ListPurpose, string>> = {
  newsletter: 'Email is already registered for the newsletter.',
  offers: 'Email is already registered for special offers.',
};
