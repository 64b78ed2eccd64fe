// Special-offers sign-ups (spec §2, §3): the /register hub's email and postal
// code, which subscribeOffers stores, and the newsletter page's 'Register to
// get special offers' form (email, phone and contact-by required; names and
// business details optional), which is only logged, never saved (spec §7).
import { z } from 'zod/mini';
import { formatPostalCode } from '../validation/rules';
import { requiredChoice } from '../validation/schemas';
import { FORM_FIELDS } from './fields';
import { OPTIONAL_DETAILS } from './newsletter-signup';

export const hubOffersSchema = z.object({ email: FORM_FIELDS.email, postalCode: FORM_FIELDS.postalCode });
export type HubOffersInput = z.input<typeof hubOffersSchema>;
export type HubOffersValues = z.output<typeof hubOffersSchema>;
export const EMPTY_HUB_OFFERS: HubOffersInput = { email: '', postalCode: '' };

/** subscribeOffers' arguments: the postal code as 'A1A 1A1'. */
export function toOffersSubscription({ email, postalCode }: HubOffersValues) {
  return { email, postalCode: formatPostalCode(postalCode) };
}

export const offersPageSchema = z.object({
  email: FORM_FIELDS.email,
  phone: FORM_FIELDS.phone,
  contactBy: requiredChoice,
  ...OPTIONAL_DETAILS,
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
};
