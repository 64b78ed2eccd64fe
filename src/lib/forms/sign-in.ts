// Signing in (spec §2 /login and the /register hub's Sign In card): the two
// forms' schemas and the one sign-in call behind both. The password only has
// to be present: the strength rules are for choosing a password, and an
// account made before a rule changed must still sign in. The hub's email only
// has to be present too (spec §5), where the login page applies the email rule.
import { z } from 'zod/mini';
import { isServiceError } from '../../domain/errors';
import { m } from '../../i18n';
import type { Services } from '../../services/api';
import { presentPasswordSchema, presentText } from '../validation/schemas';
import { FORM_FIELDS } from './fields';

export const loginSchema = z.object({ email: FORM_FIELDS.email, password: presentPasswordSchema });
export const hubSignInSchema = z.object({ email: presentText, password: presentPasswordSchema });
export type SignInInput = z.input<typeof loginSchema>;
export type SignInValues = z.output<typeof loginSchema>;
export const EMPTY_SIGN_IN: SignInInput = { email: '', password: '' };

/**
 * useServiceForm's options for both forms: every failure reads 'Incorrect
 * email or password!' (spec §8); only failures other than bad or missing
 * credentials (a network fault, say) are logged, since those are ours to look
 * into. Made as the form renders, so the messages are in the page's language
 * (a module constant would freeze English).
 */
export function signInOptions() {
  const failed = m.forms_sign_in_failed();
  return {
    send: (services: Services, { email, password }: SignInValues) => services.auth.signIn(email, password),
    failure: failed,
    log: 'Sign-in failed.',
    expected: (error: unknown) =>
      isServiceError(error, 'invalid-credentials') || isServiceError(error, 'missing-credentials') ? failed : undefined,
  };
}
