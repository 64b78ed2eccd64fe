// Who the consortium is, as the law asks it to say: the sender every mail and
// every consent request names (CASL: a name, a mailing address and one more
// contact) and the person in charge of the protection of personal information
// that the privacy page names (Québec's Law 25, s. 3.1). One place to set
// before going live (the README's "Before going live"): the values below are
// PLACEHOLDERS, since the spec names no address.

/** The brand: never translated, never with an article (docs/glossary.md). */
export const CONSORTIUM_NAME = 'Atlantic Timber Consortium';

/** PLACEHOLDER: the consortium's public contact address, on the pricing page and in every mail. */
export const CONTACT_EMAIL = 'info@atlantictimber.example';

/**
 * PLACEHOLDER: the mailing address every mail and consent request names, as
 * each language writes it (Canada Post's English; in French « C. P. » and the
 * province in parentheses, as the OQLF writes an address in running text).
 */
export const POSTAL_ADDRESS = {
  'en-CA': 'PO Box 1000, Halifax NS B3J 0A0, Canada',
  'fr-CA': 'C.\u00a0P.\u00a01000, Halifax (Nouvelle-Écosse) B3J 0A0, Canada',
} as const;

/** The English address: the one consent wordings published of 2026-11-27 named in both languages (src/domain/consent.ts). */
export const MAILING_ADDRESS = POSTAL_ADDRESS['en-CA'];

/**
 * PLACEHOLDER: the person in charge of the protection of personal information
 * (Law 25 publishes the title and contact details, not a name).
 */
export const PRIVACY_OFFICER = {
  title: { 'en-CA': 'Privacy Officer', 'fr-CA': 'Responsable de la protection des renseignements personnels' },
  email: 'privacy@atlantictimber.example',
  address: POSTAL_ADDRESS,
} as const;

/**
 * Where the personal information is processed: Google Cloud's Montréal region,
 * for the Firestore database, the Storage bucket (both chosen once, when the
 * project is made: docs/firebase.md) and every function (their options in
 * functions/src/callable.ts, the client's getFunctions() in
 * src/services/firebase/sdk.ts, firebase.json's rewrite and CSP,
 * scripts/hosting-config.mjs; tests/unit/region.test.ts holds them equal).
 * Canada, as a consortium under Québec's Law 25 should promise.
 */
export const FUNCTIONS_REGION = 'northamerica-northeast1';

/** The region as the privacy page names it. */
export const DATA_REGION = `${FUNCTIONS_REGION} (Montréal)`;

/** PLACEHOLDER: the mail delivery service behind the Trigger Email extension; name the provider before going live (Law 25, s. 8). */
export const MAIL_PROCESSOR = {
  'en-CA': 'an SMTP mail delivery provider',
  'fr-CA': 'un fournisseur de services d’envoi de messages (SMTP)',
} as const;

/** The date the privacy page last changed: set it with every change to its texts. */
export const PRIVACY_UPDATED = '2026-11-29';
