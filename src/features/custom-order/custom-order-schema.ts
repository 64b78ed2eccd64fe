// The custom request form (spec §2 "/custom"): everything required except the
// attachments. Nothing is sent anywhere yet: a valid request is only logged.
import { z } from 'zod/mini';
import { fileListSchema } from '../../lib/validation/files';
import { formatPostalCode, phoneDigits } from '../../lib/validation/rules';
import {
  emailSchema,
  nameSchema,
  phoneSchema,
  postalCodeSchema,
  requiredChoice,
  textareaSchema,
} from '../../lib/validation/schemas';
import type { ChoiceOption } from '../../components/ui/choice-fields';
import type { Language } from '../../domain/languages';
import { localizedOption } from '../../config/options';
import { m } from '../../i18n';

export const URGENCY_OPTIONS: readonly ChoiceOption[] = [
  localizedOption('asap', m.store_custom_urgency_asap),
  localizedOption('week', m.store_custom_urgency_week),
  localizedOption('month', m.store_custom_urgency_month),
];

export const customOrderSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  deliveryPostCode: postalCodeSchema,
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
    email: values.email.trim().toLowerCase(),
    phone: phoneDigits(values.phone),
    deliveryPostCode: formatPostalCode(values.deliveryPostCode),
    urgency: values.urgency,
    description: values.description,
    attachments: values.attachments.map((file) => ({ name: file.name, size: file.size, type: file.type })),
    // The language it was made in, as every other form records (issue 17), so it is answered in it.
    language,
  };
}
