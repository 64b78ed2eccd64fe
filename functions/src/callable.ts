// The one door of every callable (ADR 021): each `onCall` is registered here
// from its declaration in src/domain/model/callables.ts, so every callable gets
// the same edge:
// - App Check enforced (ENFORCE_APP_CHECK=false in functions/.env.<project>
//   turns it off for a project whose app sends no tokens yet; the emulators
//   leave it off; a callable a mailed link's token authorizes never asks for
//   it), and on a callable that sends mail or files something the
//   token consumed on use and a replayed one refused;
// - its maxInstances (and timeout) from the declaration;
// - its input parsed by the declared schema: a bad one is invalid-argument
//   before any rule runs;
// - for a rule that limits per client, the key Google's infrastructure wrote,
//   never the caller's (src/domain/server/client-address.ts);
// - one error mapping: a rule's CallableError reaches the client as is
//   (code, message, details), anything else is logged here and reported as
//   internal.
// The handlers themselves are the table both backends run (ADR 027).
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall, type CallableFunction, type CallableRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '../../src/domain/consortium';
import { DEFAULT_MAX_INSTANCES, type CallableInput, type CallableResult, type CallableSpec } from '../../src/domain/model/callables';
import { CallableError, FAILED, refusalWire } from '../../src/domain/server/callable-error';
import type { CallContext } from '../../src/domain/server/handler-ports';
import { parseCallableInput } from '../../src/domain/server/handlers';
import { clientAddress, UNKNOWN_CLIENT } from '../../src/domain/server/client-address';

export type CallableHandler<S extends CallableSpec> = (input: CallableInput<S>, context: CallContext) => Promise<CallableResult<S>>;

export const REPLAYED = 'This request was already used. Reload the page and try again.';

type Environment = Readonly<Record<string, string | undefined>>;

/** The runtime options of a callable: its region, App Check, replay protection, instances, timeout. */
export function callableOptions(spec: CallableSpec, env: Environment = process.env) {
  // A mailed link's token is the whole authority of a byLinkToken callable: it must work where reCAPTCHA is blocked.
  const enforceAppCheck = !spec.byLinkToken && env['ENFORCE_APP_CHECK'] !== 'false' && env['FUNCTIONS_EMULATOR'] !== 'true';
  return {
    // Montréal, with Firestore and Storage: where the privacy page says the functions run.
    region: FUNCTIONS_REGION,
    enforceAppCheck,
    // Consuming needs a token: with App Check off there is none to consume.
    consumeAppCheckToken: enforceAppCheck && spec.replayProtected,
    maxInstances: spec.maxInstances,
    ...(spec.timeoutSeconds === undefined ? {} : { timeoutSeconds: spec.timeoutSeconds }),
  };
}

/** A refusal reaches the client as is; anything else is logged and reported as internal. */
export function toHttpsError(error: unknown, name: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof CallableError) {
    // Its code, message and details (retryAt, reason): the client reads it by code, never by its text.
    const { code, message, details } = refusalWire(error);
    return new HttpsError(code, message, details);
  }
  logger.error(`${name} failed`, error);
  return new HttpsError('internal', FAILED);
}

/** Runs one call of a callable: what `onCall` runs, and what the tests run without the network. */
export async function runCall<S extends CallableSpec>(
  spec: S,
  handler: CallableHandler<S>,
  request: CallableRequest,
  options: Pick<ReturnType<typeof callableOptions>, 'consumeAppCheckToken'>,
): Promise<CallableResult<S>> {
  try {
    // The platform verifies and consumes the token but only marks a replay: refusing it is ours.
    if (options.consumeAppCheckToken && request.app?.alreadyConsumed !== false) throw new HttpsError('unauthenticated', REPLAYED);
    const input = parseCallableInput(spec, request.data);
    const client = spec.perClient ? clientOf(request) : UNKNOWN_CLIENT;
    const caller = request.auth ? { uid: request.auth.uid, token: { ...request.auth.token } } : null;
    return await handler(input, { caller, client, now: new Date() });
  } catch (error) {
    throw toHttpsError(error, spec.name);
  }
}

/** The callables are called at their own URL, never through a Hosting rewrite: the direct path. */
function clientOf(request: CallableRequest): string {
  const raw = request.rawRequest;
  return clientAddress({ forwardedFor: raw.headers['x-forwarded-for'], socketAddress: raw.socket?.remoteAddress, path: 'direct' });
}

/** Registers a callable from its declaration; export it under `spec.name` (tests/functions/callable-names.test.ts). */
export function registerCallable<S extends CallableSpec>(spec: S, handler: CallableHandler<S>): CallableFunction<unknown, Promise<CallableResult<S>>> {
  const options = callableOptions(spec);
  return onCall(options, (request) => runCall(spec, handler, request, options));
}

/** Every trigger and schedule: the callables' region, and the same ceiling as a callable, so no event storm scales without bound. */
export const triggerOptions = { region: FUNCTIONS_REGION, maxInstances: DEFAULT_MAX_INSTANCES };
