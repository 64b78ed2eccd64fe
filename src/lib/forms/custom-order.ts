// The custom request (spec §2 "/custom"): everything required except the
// attachments, its fields built from the same stored shapes as the other
// forms (./fields.ts). Nothing is sent anywhere yet: a valid request is only
// logged, as describeCustomOrder gives it.
import { z } from 'zod/mini';
import type { Language } from '../../domain/languages';
import { fileListSchema } from '../validation/files';
import { formatPostalCode, phoneDigits } from '../validation/rules';
import { requiredChoice, textareaSchema } from '../validation/schemas';
import { FORM_FIELDS } from './fields';

export const customOrderSchema = z.object({
  firstName: FORM_FIELDS.name,
  lastName: FORM_FIELDS.name,
  email: FORM_FIELDS.email,
  phone: FORM_FIELDS.phone,
  deliveryPostCode: FORM_FIELDS.postalCode,
  urgency: requiredChoice,
  description: textareaSchema(),
  attachments: fileListSchema(),
});

export type CustomOrderInput = z.input<typeof customOrderSchema>;
export type CustomOrderValues = z.output<typeof customOrderSchema>;

export const EMPTY_CUSTOM_ORDER: CustomOrderInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  deliveryPostCode: '',
  urgency: '',
  description: '',
  attachments: [],
};

/** What the console gets: the request with file names and sizes instead of file objects. */
export function describeCustomOrder(values: CustomOrderValues, language: Language) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: phoneDigits(values.phone),
    deliveryPostCode: formatPostalCode(values.deliveryPostCode),
    urgency: values.urgency,
    description: values.description,
    attachments: values.attachments.map((file) => ({ name: file.name, size: file.size, type: file.type })),
    // The language it was made in, as every other form records (issue 17), so it is answered in it.
    language,
  };
}
