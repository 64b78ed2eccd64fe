// The contact form (spec §2, §3, §5): its fields, built from the stored shapes
// (./fields.ts), and how the values become the ContactSubmission the service
// stores, with the language it was written in, so the consortium answers in it.
import { z } from 'zod/mini';
import type { Language } from '../../domain/languages';
import type { ContactInput } from '../../domain/types';
import { FORM_FIELDS } from './fields';

export const contactSchema = z.object({
  email: FORM_FIELDS.email,
  subject: FORM_FIELDS.subject,
  message: FORM_FIELDS.contactMessage,
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;
export const EMPTY_CONTACT_FORM: ContactFormInput = { email: '', subject: '', message: '' };

export function toContactSubmission(values: ContactFormValues, language: Language): ContactInput {
  return { email: values.email, subject: values.subject, message: values.message, language };
}
