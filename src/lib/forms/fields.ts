// The form fields that the service stores, each built from its stored shape
// (FIELDS, src/services/schemas.ts): the spec's rules and messages come first
// (src/lib/validation/), then the stored shape, so a value a form accepts is
// one the service accepts, and each field's shape is written once.
import { z } from 'zod/mini';
import { FIELD_LIMITS } from '../../domain/limits';
import { FIELDS } from '../../domain/model/schemas';
import {
  emailSchema,
  nameSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
  postalCodeSchema,
  requiredChoice,
  requiredText,
  subjectSchema,
  textareaSchema,
} from '../validation/schemas';

export const FORM_FIELDS = {
  name: z.pipe(nameSchema, FIELDS.name),
  email: z.pipe(emailSchema, FIELDS.email),
  phone: z.pipe(phoneSchema, FIELDS.phone),
  postalCode: z.pipe(postalCodeSchema, FIELDS.postalCode),
  password: z.pipe(passwordSchema, FIELDS.password),
  /** Town, address, business name: one line, required. */
  shortText: z.pipe(requiredText(), FIELDS.shortText),
  /** A select or radio group whose value is stored as text (province, contact by…). */
  choice: z.pipe(requiredChoice, FIELDS.shortText),
  website: z.pipe(optionalText(FIELD_LIMITS.website), FIELDS.optionalShortText),
  expertise: z.pipe(textareaSchema({ max: FIELD_LIMITS.expertise }), FIELDS.expertise),
  subject: z.pipe(subjectSchema, FIELDS.subject),
  contactMessage: z.pipe(textareaSchema({ max: FIELD_LIMITS.contactMessage }), FIELDS.message),
};
