// The one sign-in call behind both the Member Login page and the hub's Sign In
// card: every failure reads 'Incorrect email or password!' (spec §8); only
// failures other than bad or missing credentials (a network fault, say) are
// logged, since those are ours to look into. Both forms spread these options
// into useServiceForm. The options are made as the form renders, so their
// messages are in the page's language (a module constant would freeze English).
import { isServiceError } from '../../domain/errors';
import { m } from '../../i18n';
import type { Services } from '../../services/api';

export function signInOptions() {
  const failed = m.forms_sign_in_failed();
  return {
    send: (services: Services, { email, password }: { email: string; password: string }) =>
      services.auth.signIn(email, password),
    failure: failed,
    log: 'Sign-in failed.',
    expected: (error: unknown) =>
      isServiceError(error, 'invalid-credentials') || isServiceError(error, 'missing-credentials') ? failed : undefined,
  };
}
