// The consortium's public contact details, shown on the pricing page and in every mail.
// PLACEHOLDER: the real address has not been given (spec §2 only says "a
// contact email"); replace it before going live.
export const CONTACT_EMAIL = 'info@atlantictimber.example';

/**
 * The consortium's mailing address, which every mail it sends names (CASL:
 * a commercial message identifies its sender with a mailing address and a
 * contact). PLACEHOLDER, like CONTACT_EMAIL: replace it before going live.
 */
export const MAILING_ADDRESS = 'PO Box 1000, Halifax NS B3J 0A0, Canada';
