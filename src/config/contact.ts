// The consortium's public contact details, shown on the pricing page.
// PLACEHOLDER: the real address has not been given (spec §2 only says "a
// contact email"); replace it before going live.
export const CONTACT_EMAIL = 'info@atlantictimber.example';
