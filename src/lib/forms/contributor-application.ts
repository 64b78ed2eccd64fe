// The contributor application (spec §2, §3, §5): the form's fields and rules,
// built from the stored shapes (./fields.ts), and how the values become the
// ContributorApplication the service stores.
import { z } from 'zod/mini';
import { FIELD_LIMITS } from '../../domain/limits';
import type { Language } from '../../domain/languages';
import type { ContributorApplicationInput } from '../../domain/types';
import { collapseWhitespace } from '../input';
import { phoneDigits, validateMaxLength, validateRequired } from '../validation/rules';
import { requiredChoice } from '../validation/schemas';
import { FORM_FIELDS } from './fields';

export const contributorSchema = z
  .object({
    email: FORM_FIELDS.email,
    password: FORM_FIELDS.password,
    firstName: FORM_FIELDS.name,
    lastName: FORM_FIELDS.name,
    town: FORM_FIELDS.shortText,
    province: FORM_FIELDS.choice,
    phoneNumber: FORM_FIELDS.phone,
    expertise: FORM_FIELDS.expertise,
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

/**
 * The stored application (spec §3): businessName is null unless the employer
 * is a business; the email as stored (trimmed and lower-cased by its field);
 * the phone as its ten digits; the password as typed (the service hashes it);
 * the language the form was filled in, so the consortium answers in it.
 */
export function toContributorApplication(values: ContributorFormValues, language: Language): ContributorApplicationInput {
  const employer = values.employer === 'business' ? 'business' : 'self';
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
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
