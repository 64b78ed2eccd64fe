// The one sign-in call behind both the Member Login page and the hub's Sign In
// card: every failure reads 'Incorrect email or password!' (spec §8); only
// failures other than bad or missing credentials (a network fault, say) are
// logged, since those are ours to look into.
import type { Services } from '../../services/api';
import { isServiceError } from '../../domain/errors';

export const LOGIN_FAILED = 'Incorrect email or password!';
export const SIGN_IN_SUCCEEDED = 'Successfully signed in!';

/** Signs in; resolves to null on success or to the message to show. */
export async function signIn(servicesReady: Promise<Services>, email: string, password: string): Promise<string | null> {
  try {
    const services = await servicesReady;
    await services.auth.signIn(email, password);
    return null;
  } catch (error) {
    if (!isServiceError(error, 'invalid-credentials') && !isServiceError(error, 'missing-credentials')) {
      console.error('Sign-in failed.', error);
    }
    return LOGIN_FAILED;
  }
}
