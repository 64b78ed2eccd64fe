// The one sign-in call behind both the Member Login page and the hub's Sign In
// card: every failure reads 'Incorrect email or password!' (spec §8); only
// failures other than bad or missing credentials (a network fault, say) are
// logged, since those are ours to look into. Both forms spread these options
// into useServiceForm.
import { isServiceError } from '../../domain/errors';
import type { Services } from '../../services/api';

export const LOGIN_FAILED = 'Incorrect email or password!';
export const SIGN_IN_SUCCEEDED = 'Successfully signed in!';

export const SIGN_IN = {
  send: (services: Services, { email, password }: { email: string; password: string }) =>
    services.auth.signIn(email, password),
  failure: LOGIN_FAILED,
  log: 'Sign-in failed.',
  expected: (error: unknown) =>
    isServiceError(error, 'invalid-credentials') || isServiceError(error, 'missing-credentials') ? LOGIN_FAILED : undefined,
};
