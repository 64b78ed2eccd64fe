// Newsletter sign-ups (spec §2): the /register hub's one-email form and the
// newsletter page's 'Join our Newsletter' form (email required, names and
// business details optional). Both subscribe the email with double opt-in
// and need the consent tick (issue 22); the page's details are not stored.
import { z } from 'zod/mini';
import { optionalChoices, optionalNameSchema, optionalText } from '../validation/schemas';
import { consentTick } from './consent';
import { FORM_FIELDS } from './fields';

export const hubNewsletterSchema = z.object({ email: FORM_FIELDS.email, consent: consentTick });
export type HubNewsletterInput = z.input<typeof hubNewsletterSchema>;
export type HubNewsletterValues = z.output<typeof hubNewsletterSchema>;
export const EMPTY_HUB_NEWSLETTER: HubNewsletterInput = { email: '', consent: false };

/** The details both newsletter-page forms ask for and do not require. */
export const OPTIONAL_DETAILS = {
  firstName: optionalNameSchema,
  lastName: optionalNameSchema,
  businessName: optionalText(),
  businessTypes: optionalChoices,
};

export const newsletterPageSchema = z.object({ email: FORM_FIELDS.email, ...OPTIONAL_DETAILS, consent: consentTick });
export type NewsletterPageInput = z.input<typeof newsletterPageSchema>;
export type NewsletterPageValues = z.output<typeof newsletterPageSchema>;
export const EMPTY_NEWSLETTER_PAGE: NewsletterPageInput = {
  email: '',
  firstName: '',
  lastName: '',
  businessName: '',
  businessTypes: [],
  consent: false,
};
