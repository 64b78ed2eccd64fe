// The franchisee application form (spec §2, §5): its fields, their rules and
// how the values become a FranchiseeApplication (spec §3).
import { z } from 'zod/mini';
import { BUSINESS_TYPE_OTHER } from '../../config/options';
import { collapseWhitespace } from '../../lib/input';
import { formatPostalCode, phoneDigits, validateMaxLength } from '../../lib/validation/rules';
import {
  emailSchema,
  nameSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  requiredChoice,
  requiredChoices,
  requiredText,
  textareaSchema,
} from '../../lib/validation/schemas';
import { FIELD_LIMITS } from '../../domain/limits';
import type { Language } from '../../domain/languages';
import type { FranchiseeApplicationInput } from '../../domain/types';
import type { ApplicantPrefill } from './prefill';

/** Not in the spec: the same ceiling the service applies to expertise. */
export const EXPERTISE_MAX = 500;
/** Not in the spec: room for a long web address (the service allows 200). */
export const WEBSITE_MAX = 200;

export const franchiseeSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  website: optionalText(WEBSITE_MAX),
  expertise: textareaSchema({ max: EXPERTISE_MAX }),
  expectation: textareaSchema({ max: FIELD_LIMITS.franchiseeTextarea, required: false }),
  contribution: textareaSchema({ max: FIELD_LIMITS.franchiseeTextarea, required: false }),
  province: requiredChoice,
  town: requiredText(),
  postalCode: postalCodeSchema,
  address: requiredText(),
  businessName: requiredText(),
  businessType: requiredChoices,
  otherBusinessType: z.string().check(z.overwrite((value) => collapseWhitespace(value).trim())),
  phoneNumber: phoneSchema,
  contactBy: requiredChoice,
}).check(
  z.superRefine(({ businessType, otherBusinessType }, ctx) => {
    // Optional even when Other is ticked ("Other replaced by the free-text value
    // if given"), and only checked while its input is shown.
    if (!businessType.includes(BUSINESS_TYPE_OTHER)) return;
    const message = validateMaxLength(otherBusinessType, FIELD_LIMITS.oneLineText);
    if (message) ctx.addIssue({ code: 'custom', path: ['otherBusinessType'], message });
  }),
);

export type FranchiseeFormInput = z.input<typeof franchiseeSchema>;
export type FranchiseeFormValues = z.output<typeof franchiseeSchema>;

export const EMPTY_FRANCHISEE_FORM: FranchiseeFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  website: '',
  expertise: '',
  expectation: '',
  contribution: '',
  province: '',
  town: '',
  postalCode: '',
  address: '',
  businessName: '',
  businessType: [],
  otherBusinessType: '',
  phoneNumber: '',
  contactBy: '',
};

export function franchiseeDefaults(prefill: ApplicantPrefill): FranchiseeFormInput {
  return { ...EMPTY_FRANCHISEE_FORM, ...prefill };
}

/** The selected types in form order, comma-joined, with Other replaced by its text when one was given. */
export function joinBusinessTypes(selected: readonly string[], otherText: string): string {
  const other = otherText.trim();
  return selected.map((type) => (type === BUSINESS_TYPE_OTHER && other !== '' ? other : type)).join(', ');
}

/**
 * The stored application (spec §3): email trimmed and lower-cased, business
 * types joined, phone as its ten digits, postal code as 'A1A 1A1'. The
 * password goes as typed (the service hashes it). Expectation and
 * contribution are not part of the stored set, so they are left out. The
 * language is the one the form was filled in, so the consortium answers in it.
 */
export function toFranchiseeApplication(values: FranchiseeFormValues, language: Language): FranchiseeApplicationInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email.trim().toLowerCase(),
    phoneNumber: phoneDigits(values.phoneNumber),
    businessName: values.businessName,
    businessType: joinBusinessTypes(values.businessType, values.otherBusinessType),
    expertise: values.expertise,
    website: values.website,
    address: values.address,
    town: values.town,
    postalCode: formatPostalCode(values.postalCode),
    province: values.province,
    contactBy: values.contactBy,
    password: values.password,
    language,
  };
}
