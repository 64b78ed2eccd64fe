// Update Email (spec §2 /profile): the new address, with the email rule and
// its stored shape (./fields.ts), and the current password, which the service
// checks before changing the sign-in email.
import { z } from 'zod/mini';
import { presentPasswordSchema } from '../validation/schemas';
import { FORM_FIELDS } from './fields';

export const updateEmailSchema = z.object({ email: FORM_FIELDS.email, currentPassword: presentPasswordSchema });
export type UpdateEmailInput = z.input<typeof updateEmailSchema>;
export type UpdateEmailValues = z.output<typeof updateEmailSchema>;
export const EMPTY_UPDATE_EMAIL: UpdateEmailInput = { email: '', currentPassword: '' };
