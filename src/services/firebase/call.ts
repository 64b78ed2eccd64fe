// The firebase backend's transport of a call (src/services/call.ts): by its
// declaration in src/domain/model/callables.ts, never by a name typed here,
// the one httpsCallable. A callable that sends mail or files something gets
// a limited-use App Check token, which the function consumes: a captured
// request cannot be replayed (ADR 021); one a mailed link authorizes goes
// without App Check (sdk.ts). A refusal comes back as the
// ServiceError errors.ts reads from the HttpsError's code and details.
import { httpsCallable, type Functions } from 'firebase/functions';
import { callOver, type Call } from '../call';
import { toServiceError } from './errors';
import { functionsWithoutAppCheck } from './sdk';

/**
 * The input as JSON carries it, as the local transport sends it
 * (local/call-local.ts): the SDK would send a property left undefined as
 * null, which an optional field's schema refuses (a new piece's absent id
 * came to savePiece as `id: null`, 'Invalid input: id').
 */
const asJson = (data: unknown): unknown => (data === undefined ? null : JSON.parse(JSON.stringify(data)));

/** The `call` of one Functions instance: `call(callables.moderate, input)` resolves the parsed answer. */
export function caller(functions: Functions): Call {
  return callOver(async (spec, data) => {
    // A mailed link's callable goes without App Check (its token is its authority); the others with it.
    const over = spec.byLinkToken ? functionsWithoutAppCheck(functions) : functions;
    const callable = httpsCallable<unknown, unknown>(over, spec.name, { limitedUseAppCheckTokens: spec.replayProtected });
    try {
      return (await callable(asJson(data))).data;
    } catch (error) {
      throw toServiceError(error);
    }
  });
}
