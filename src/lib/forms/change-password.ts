// Change Password (spec §2 /profile, §5, §8): current, new and confirmation,
// all required; the new one follows the password rules and its stored shape
// (./fields.ts), and a mismatch is reported on the confirmation field with the
// profile wording (with the period).
import { z } from 'zod/mini';
import { validatePasswordConfirmation } from '../validation/rules';
import { presentPasswordSchema } from '../validation/schemas';
import { FORM_FIELDS } from './fields';

export const passwordChangeSchema = z
  .object({
    currentPassword: presentPasswordSchema,
    newPassword: FORM_FIELDS.password,
    confirmPassword: presentPasswordSchema,
  })
  .check(
    z.superRefine(({ newPassword, confirmPassword }, ctx) => {
      if (confirmPassword.trim() === '') return;
      const error = validatePasswordConfirmation(newPassword, confirmPassword, 'profile');
      if (error) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: error });
    }),
  );
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChangeValues = z.output<typeof passwordChangeSchema>;
export const EMPTY_PASSWORD_CHANGE: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
