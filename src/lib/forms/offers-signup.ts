// Special-offers sign-ups (spec §2, §3): the /register hub's email and postal
// code, subscribed with double opt-in (issue 22), and the newsletter page's
// 'Register to get special offers' form (email, phone and contact-by
// required; names and business details optional), which is only logged,
// never saved (spec §3, §7). Both show the consent tick, required.
import { z } from 'zod/mini';
import { formatPostalCode } from '../validation/rules';
import { requiredChoice } from '../validation/schemas';
import { consentTick } from './consent';
import { FORM_FIELDS } from './fields';
import { OPTIONAL_DETAILS } from './newsletter-signup';

export const hubOffersSchema = z.object({ email: FORM_FIELDS.email, postalCode: FORM_FIELDS.postalCode, consent: consentTick });
export type HubOffersInput = z.input<typeof hubOffersSchema>;
export type HubOffersValues = z.output<typeof hubOffersSchema>;
export const EMPTY_HUB_OFFERS: HubOffersInput = { email: '', postalCode: '', consent: false };

/** The subscription's email and postal code, as 'A1A 1A1'. */
export function toOffersSubscription({ email, postalCode }: HubOffersValues) {
  return { email, postalCode: formatPostalCode(postalCode) };
}

export const offersPageSchema = z.object({
  email: FORM_FIELDS.email,
  phone: FORM_FIELDS.phone,
  contactBy: requiredChoice,
  ...OPTIONAL_DETAILS,
  consent: consentTick,
});
export type OffersPageInput = z.input<typeof offersPageSchema>;
export type OffersPageValues = z.output<typeof offersPageSchema>;
export const EMPTY_OFFERS_PAGE: OffersPageInput = {
  email: '',
  phone: '',
  contactBy: '',
  firstName: '',
  lastName: '',
  businessName: '',
  businessTypes: [],
  consent: false,
};
