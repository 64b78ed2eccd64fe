// The contributor registration form (spec §2, §5): its fields, their rules and
// how the values become a ContributorApplication (spec §3).
import { z } from 'zod/mini';
import { phoneDigits, validateMaxLength, validateRequired } from '../../lib/validation/rules';
import {
  emailSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  requiredChoice,
  requiredText,
  textareaSchema,
} from '../../lib/validation/schemas';
import { FIELD_LIMITS } from '../../domain/limits';
import { collapseWhitespace } from '../../lib/input';
import type { Language } from '../../domain/languages';
import type { ContributorApplicationInput } from '../../domain/types';
import type { ApplicantPrefill } from './prefill';
import { EXPERTISE_MAX } from './franchisee-schema';

export const contributorSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    town: requiredText(),
    province: requiredChoice,
    phoneNumber: phoneSchema,
    expertise: textareaSchema({ max: EXPERTISE_MAX }),
    employer: requiredChoice,
    businessName: z.string().check(z.overwrite((value) => collapseWhitespace(value).trim())),
  })
  .check(
    z.superRefine(({ employer, businessName }, ctx) => {
      // The business name is asked (and checked) only for someone employed by a business.
      // The rules return their message as they run, so it is in the page's language.
      if (employer !== 'business') return;
      const message = validateRequired(businessName) ?? validateMaxLength(businessName, FIELD_LIMITS.oneLineText);
      if (message) ctx.addIssue({ code: 'custom', path: ['businessName'], message });
    }),
  );

export type ContributorFormInput = z.input<typeof contributorSchema>;
export type ContributorFormValues = z.output<typeof contributorSchema>;

export const EMPTY_CONTRIBUTOR_FORM: ContributorFormInput = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  town: '',
  province: '',
  phoneNumber: '',
  expertise: '',
  employer: '',
  businessName: '',
};

export function contributorDefaults(prefill: ApplicantPrefill): ContributorFormInput {
  return { ...EMPTY_CONTRIBUTOR_FORM, firstName: prefill.firstName, lastName: prefill.lastName, businessName: prefill.businessName };
}

/**
 * The stored application (spec §3): businessName is null unless the employer
 * is a business; email trimmed and lower-cased as for franchisees; phone as
 * its ten digits; the password as typed (the service hashes it); the
 * language the form was filled in, so the consortium answers in it.
 */
export function toContributorApplication(values: ContributorFormValues, language: Language): ContributorApplicationInput {
  const employer = values.employer === 'business' ? 'business' : 'self';
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.trim().toLowerCase(),
    phoneNumber: phoneDigits(values.phoneNumber),
    expertise: values.expertise,
    province: values.province,
    town: values.town,
    password: values.password,
    employer,
    businessName: employer === 'business' ? values.businessName : null,
    language,
  };
}
