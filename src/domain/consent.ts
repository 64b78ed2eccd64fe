// Consent under CASL: what a subscriber agreed to, in the words
// they were shown. The express-consent wording is versioned: a published
// version never changes, so a consent record that names a version names the
// exact text the person read. The forms show the current version and send its
// id; the server checks that the id exists and stores that version's own
// text, never text from the client. A new wording is a new version.
import { PUBLISHED_WORDINGS } from './consent-wordings';
import { CONTACT_EMAIL, MAILING_ADDRESS, POSTAL_ADDRESS } from './consortium';
import type { Language } from './languages';

export const CONSENT_PURPOSES = ['newsletter', 'offers'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a grant or a withdrawal came from. */
export const CONSENT_SOURCES = ['hub', 'newsletter-page', 'profile', 'unsubscribe-link', 'one-click', 'account-deletion'] as const;
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

/**
 * The versions published while the mailing address existed in English only:
 * their French named it in English, and a published version never changes.
 */
const ENGLISH_ADDRESS_ONLY = new Set(['newsletter-2026-11-27', 'offers-2026-11-27']);

/** The sender's details a wording names, filled in where its text says {address} and {email}: the address as the wording's language writes it. */
function fill(version: string, text: string, language: Language): string {
  const address = ENGLISH_ADDRESS_ONLY.has(version) ? MAILING_ADDRESS : POSTAL_ADDRESS[language];
  return text.replaceAll('{address}', address).replaceAll('{email}', CONTACT_EMAIL);
}

/**
 * Every published wording by version (`<purpose>-<date>`), from the message
 * catalogue (messages/consent, keys consent_wording_*): a version never changes.
 */
export const CONSENT_WORDING: Readonly<Record<string, ConsentWording>> = Object.fromEntries(
  Object.entries(PUBLISHED_WORDINGS).map(([version, { purpose, text }]) => [
    version,
    { purpose, text: { 'en-CA': fill(version, text['en-CA'], 'en-CA'), 'fr-CA': fill(version, text['fr-CA'], 'fr-CA') } },
  ]),
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
  purpose: ConsentPurpose;
  email: string;
  /** Special offers only. */
  postalCode?: string;
  language: Language;
  wording: string;
  source: GrantSource;
}

/** Spec §8's "already registered" messages, as the services throw them. */
export const ALREADY_REGISTERED: Readonly<Record<ConsentPurpose, string>> = {
  newsletter: 'Email is already registered for the newsletter.',
  offers: 'Email is already registered for special offers.',
};
