// The pricing inquiry (spec §2, §3, §5): its fields, built from the stored
// shapes (./fields.ts), and how the values become the PricingInquiry the
// service stores, with the language it was written in.
import { z } from 'zod/mini';
import type { Language } from '../../domain/languages';
import type { PricingInquiryInput } from '../../domain/types';
import { formatPostalCode, phoneDigits } from '../validation/rules';
import { FORM_FIELDS } from './fields';

export const pricingSchema = z.object({
  firstName: FORM_FIELDS.name,
  lastName: FORM_FIELDS.name,
  email: FORM_FIELDS.email,
  phoneNumber: FORM_FIELDS.phone,
  postalCode: FORM_FIELDS.postalCode,
  contactBy: FORM_FIELDS.choice,
  preferredTimezone: FORM_FIELDS.choice,
  businessName: FORM_FIELDS.shortText,
});

export type PricingFormInput = z.input<typeof pricingSchema>;
export type PricingFormValues = z.output<typeof pricingSchema>;
export const EMPTY_PRICING_FORM: PricingFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  postalCode: '',
  contactBy: '',
  preferredTimezone: '',
  businessName: '',
};

/** Phone as its ten digits, postal code as 'A1A 1A1'; the service adds the submission date. */
export function toPricingInquiry(values: PricingFormValues, language: Language): PricingInquiryInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phoneNumber: phoneDigits(values.phoneNumber),
    postalCode: formatPostalCode(values.postalCode),
    contactBy: values.contactBy,
    preferredTimezone: values.preferredTimezone,
    businessName: values.businessName,
    language,
  };
}
