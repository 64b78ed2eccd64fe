// The inquiry forms' result messages (spec §8), word for word. The contact
// form's thank-you is not given by the spec; it reuses the pricing success.
export const CONTACT_SUCCESS = 'Thank you for your message! We’ll get back to you soon.';
export const CONTACT_FAILURE = 'There was an error submitting your message. Please try again.';
export const PRICING_SUCCESS = 'Thank you for your message! We’ll get back to you soon.';
export const PRICING_FAILURE = 'There was an error submitting your inquiry. Please try again.';
