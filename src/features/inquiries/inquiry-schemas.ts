// The contact and pricing forms (spec §2, §5): their rules and how the values
// become a ContactSubmission or a PricingInquiry (spec §3), each with the
// language it was written in, so the consortium answers in it.
import { z } from 'zod/mini';
import { formatPostalCode, phoneDigits } from '../../lib/validation/rules';
import {
  emailSchema,
  nameSchema,
  phoneSchema,
  postalCodeSchema,
  requiredChoice,
  requiredText,
  subjectSchema,
  textareaSchema,
} from '../../lib/validation/schemas';
import { FIELD_LIMITS } from '../../domain/limits';
import type { Language } from '../../domain/languages';
import type { ContactInput, PricingInquiryInput } from '../../domain/types';

// ------------------------------------------------------------------ contact

export const contactSchema = z.object({
  email: emailSchema,
  subject: subjectSchema,
  message: textareaSchema({ max: FIELD_LIMITS.contactMessage }),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;
export const EMPTY_CONTACT_FORM: ContactFormInput = { email: '', subject: '', message: '' };

export function toContactSubmission(values: ContactFormValues, language: Language): ContactInput {
  return { email: values.email.trim().toLowerCase(), subject: values.subject, message: values.message, language };
}

// ------------------------------------------------------------------ pricing

export const pricingSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  phoneNumber: phoneSchema,
  postalCode: postalCodeSchema,
  contactBy: requiredChoice,
  preferredTimezone: requiredChoice,
  businessName: requiredText(),
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

/** Email lower-cased, phone as its ten digits, postal code as 'A1A 1A1'; the service adds the submission date. */
export function toPricingInquiry(values: PricingFormValues, language: Language): PricingInquiryInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.trim().toLowerCase(),
    phoneNumber: phoneDigits(values.phoneNumber),
    postalCode: formatPostalCode(values.postalCode),
    contactBy: values.contactBy,
    preferredTimezone: values.preferredTimezone,
    businessName: values.businessName,
    language,
  };
}
