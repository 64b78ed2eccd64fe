// The refusal a server rule throws (approval.ts, delete-message.ts…): a code
// of the HttpsError family, a message the client may show, and where the
// client answers it otherwise than by its code a machine reason ('changed').
// (the reasons are listed in src/domain/errors.ts, with ServiceError's.)
// It travels as the functions send an HttpsError (refusalWire: code, message,
// details) and is read back by one function (serviceErrorOfRefusal) on both
// backends: the firebase client from the HttpsError it receives, the local
// backend from the same wire form of the same refusal. No refusal is ever
// recognised by its English text.
import { z } from 'zod/mini';
import { REFUSAL_REASONS, ServiceError, type RefusalReason, type ServiceErrorCode } from '../errors';

export type CallableErrorCode =
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'aborted'
  /** A rate limit (issue 23): the refusal carries retryAt. */
  | 'resource-exhausted';

export class CallableError extends Error {
  readonly code: CallableErrorCode;
  /** A 'resource-exhausted' refusal: when the next try is allowed (sent as the HttpsError's details). */
  readonly retryAt: Date | null;
  /** A refusal the client answers by name (sent as the HttpsError's details). */
  readonly reason: RefusalReason | null;

  constructor(code: CallableErrorCode, message: string, retryAt: Date | null = null, reason: RefusalReason | null = null) {
    super(message);
    this.name = 'CallableError';
    this.code = code;
    this.retryAt = retryAt;
    this.reason = reason;
  }
}

/** What reaches the client of a refusal: the HttpsError's code, message and JSON details. */
export interface RefusalWire {
  code: CallableErrorCode;
  message: string;
  details?: { retryAt?: string; reason?: RefusalReason };
}

export function refusalWire(error: CallableError): RefusalWire {
  const details = { ...(error.retryAt ? { retryAt: error.retryAt.toISOString() } : {}), ...(error.reason ? { reason: error.reason } : {}) };
  return { code: error.code, message: error.message, ...(Object.keys(details).length > 0 ? { details } : {}) };
}

/** What the functions report for anything that is no refusal (logged on the server). */
export const FAILED = 'The server could not complete the request.';

/** A callable's error codes (without the SDK's 'functions/' prefix) as the service layer names them. */
const SERVICE_CODES: Readonly<Record<string, ServiceErrorCode>> = {
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  'not-found': 'not-found',
  'invalid-argument': 'invalid-argument',
  'failed-precondition': 'invalid-argument',
  'out-of-range': 'invalid-argument',
  // 'An account already exists for {email}.' (ADR 005): the console shows it.
  'already-exists': 'email-in-use',
  unavailable: 'unavailable',
  aborted: 'unavailable',
  'deadline-exceeded': 'unavailable',
  // A rate limit: the details carry retryAt.
  'resource-exhausted': 'rate-limited',
};

/** A reason that is a service code of its own; the others keep their refusal's code. */
const REASON_CODES: Partial<Record<RefusalReason, ServiceErrorCode>> = { changed: 'changed' };

/** The details a refusal may carry; a reason this client does not know, or anything else, is ignored. */
const refusalDetails = z.object({ retryAt: z.optional(z.string()), reason: z.optional(z.catch(z.optional(z.enum(REFUSAL_REASONS)), undefined)) });

/**
 * A callable's refusal as the service layer throws it, on either backend: by
 * its code and its details' reason, with the rule's own message, and when
 * to try again. `details` is the HttpsError's, untrusted JSON.
 */
export function serviceErrorOfRefusal(code: string, message: string, details: unknown, cause?: unknown): ServiceError {
  const parsed = refusalDetails.safeParse(details);
  const { retryAt: retry, reason } = parsed.success ? parsed.data : {};
  const byReason = reason === undefined ? undefined : REASON_CODES[reason];
  const retryAt = retry === undefined ? null : new Date(retry);
  return new ServiceError(byReason ?? SERVICE_CODES[code] ?? 'unknown', message, {
    cause,
    ...(retryAt && !Number.isNaN(retryAt.getTime()) ? { retryAt } : {}),
    ...(reason === undefined ? {} : { reason }),
  });
}
