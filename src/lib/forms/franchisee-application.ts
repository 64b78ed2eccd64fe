// The franchisee application (spec §2, §3, §5): the form's fields and rules,
// built from the stored shapes (./fields.ts), and how the values become the
// FranchiseeApplication the service stores.
import { z } from 'zod/mini';
import { BUSINESS_TYPE_OTHER } from '../../config/options';
import { FIELD_LIMITS } from '../../domain/limits';
import type { Language } from '../../domain/languages';
import type { FranchiseeApplicationInput } from '../../domain/types';
import { collapseWhitespace } from '../input';
import { formatPostalCode, phoneDigits, validateMaxLength } from '../validation/rules';
import { requiredChoices, textareaSchema } from '../validation/schemas';
import { FORM_FIELDS } from './fields';

/** Expectation and contribution are asked but not stored (spec §3): the form's rule only. */
const unstoredTextarea = textareaSchema({ max: FIELD_LIMITS.franchiseeTextarea, required: false });

export const franchiseeSchema = z
  .object({
    firstName: FORM_FIELDS.name,
    lastName: FORM_FIELDS.name,
    email: FORM_FIELDS.email,
    password: FORM_FIELDS.password,
    website: FORM_FIELDS.website,
    expertise: FORM_FIELDS.expertise,
    expectation: unstoredTextarea,
    contribution: unstoredTextarea,
    province: FORM_FIELDS.choice,
    town: FORM_FIELDS.shortText,
    postalCode: FORM_FIELDS.postalCode,
    address: FORM_FIELDS.shortText,
    businessName: FORM_FIELDS.shortText,
    businessType: requiredChoices,
    otherBusinessType: z.string().check(z.overwrite((value) => collapseWhitespace(value).trim())),
    phoneNumber: FORM_FIELDS.phone,
    contactBy: FORM_FIELDS.choice,
  })
  .check(
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

/** The selected types in form order, comma-joined, with Other replaced by its text when one was given. */
export function joinBusinessTypes(selected: readonly string[], otherText: string): string {
  const other = otherText.trim();
  return selected.map((type) => (type === BUSINESS_TYPE_OTHER && other !== '' ? other : type)).join(', ');
}

/**
 * The stored application (spec §3): the email as stored (trimmed and
 * lower-cased by its field), business types joined, phone as its ten digits,
 * postal code as 'A1A 1A1'. The password goes as typed (the service hashes
 * it). Expectation and contribution are not part of the stored set, so they
 * are left out. The language is the one the form was filled in, so the
 * consortium answers in it.
 */
export function toFranchiseeApplication(values: FranchiseeFormValues, language: Language): FranchiseeApplicationInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
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
