// The firebase backend's transport of a call (src/services/call.ts): by its
// declaration in src/domain/model/callables.ts, never by a name typed here,
// the one httpsCallable. A callable that sends mail or files something gets
// a limited-use App Check token, which the function consumes: a captured
// request cannot be replayed (ADR 021). A refusal comes back as the
// ServiceError errors.ts reads from the HttpsError's code and details.
import { httpsCallable, type Functions } from 'firebase/functions';
import { callOver, type Call } from '../call';
import { toServiceError } from './errors';

/** The `call` of one Functions instance: `call(callables.moderate, input)` resolves the parsed answer. */
export function caller(functions: Functions): Call {
  return callOver(async (spec, data) => {
    const callable = httpsCallable<unknown, unknown>(functions, spec.name, { limitedUseAppCheckTokens: spec.replayProtected });
    try {
      return (await callable(data)).data;
    } catch (error) {
      throw toServiceError(error);
    }
  });
}
