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

/** PLACEHOLDER: the mailing address every mail and consent request names. */
export const MAILING_ADDRESS = 'PO Box 1000, Halifax NS B3J 0A0, Canada';

/**
 * PLACEHOLDER: the person in charge of the protection of personal information
 * (Law 25 publishes the title and contact details, not a name).
 */
export const PRIVACY_OFFICER = {
  title: { 'en-CA': 'Privacy Officer', 'fr-CA': 'Responsable de la protection des renseignements personnels' },
  email: 'privacy@atlantictimber.example',
  address: MAILING_ADDRESS,
} as const;

/**
 * Where the data lives: the region of the project's Firestore database and
 * Storage bucket, chosen once at deploy (docs/firebase.md recommends
 * Montréal, northamerica-northeast1, to keep it in Canada). Set it to the
 * project's own.
 */
export const DATA_REGION = 'northamerica-northeast1 (Montréal)';

/** PLACEHOLDER: the mail delivery service behind the Trigger Email extension; name the provider before going live. */
export const MAIL_PROCESSOR = {
  'en-CA': 'an SMTP mail delivery provider',
  'fr-CA': 'un fournisseur de livraison de courriels (SMTP)',
} as const;

/** The date the privacy page last changed: set it with every change to its texts. */
export const PRIVACY_UPDATED = '2026-11-27';
