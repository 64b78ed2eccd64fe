// What every callable shares: who calls (uid and decoded claims, or null
// signed out) and how a refusal reaches the client (a rule's CallableError as
// is; anything else logged and reported as internal, its detail kept here).
import { logger } from 'firebase-functions/v2';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { CallableError } from '../../src/domain/server/callable-error';

/**
 * App Check on the callables: on by default in production (issue 23: the
 * anonymous callables, applications and verification mails, are the abuse
 * path). A project that does not send tokens yet turns it off with
 * ENFORCE_APP_CHECK=false in functions/.env.<project> (docs/firebase.md);
 * the emulators leave it off.
 */
export const callableOptions = {
  enforceAppCheck: process.env['ENFORCE_APP_CHECK'] !== 'false' && process.env['FUNCTIONS_EMULATOR'] !== 'true',
};

export function callerOf(request: CallableRequest): { uid: string; token: Record<string, unknown> } | null {
  return request.auth ? { uid: request.auth.uid, token: { ...request.auth.token } } : null;
}

/** A refusal reaches the client as is; anything else is logged and reported as internal. */
export function toHttpsError(error: unknown, name: string, message: string): HttpsError {
  if (error instanceof CallableError) return new HttpsError(error.code, error.message, error.retryAt ? { retryAt: error.retryAt.toISOString() } : undefined);
  logger.error(`${name} failed`, error);
  return new HttpsError('internal', message);
}

/** Runs a callable's rule and maps its refusal; `failure` is what the client sees of anything else. */
export async function runCallable<T>(name: string, failure: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toHttpsError(error, name, failure);
  }
}
