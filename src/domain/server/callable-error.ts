// The refusal a server rule throws (approval.ts, delete-message.ts): a code of
// the HttpsError family and a message the client may show. The functions turn
// it into an HttpsError; the local backend into the ServiceError the firebase
// backend makes of that HttpsError, so both backends refuse alike.
import { ServiceError, type ServiceErrorCode } from '../errors';
import { CHANGED_SINCE_READ } from '../moderation';

export type CallableErrorCode =
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'aborted';

export class CallableError extends Error {
  readonly code: CallableErrorCode;

  constructor(code: CallableErrorCode, message: string) {
    super(message);
    this.name = 'CallableError';
    this.code = code;
  }
}

/** As src/services/firebase/errors.ts reads a callable's `functions/{code}`. */
const SERVICE_CODES: Record<CallableErrorCode, ServiceErrorCode> = {
  'permission-denied': 'permission-denied',
  'invalid-argument': 'invalid-argument',
  'not-found': 'not-found',
  // 'An account already exists for {email}.' (ADR 005): the console shows it.
  'already-exists': 'email-in-use',
  'failed-precondition': 'invalid-argument',
  aborted: 'unavailable',
};

/** A rule's refusal as the service layer throws it, with the rule's own message; anything else as it is. */
export function asServiceError(error: unknown): unknown {
  if (!(error instanceof CallableError)) return error;
  // A stale approve (issue 23): the console reads the fresh text.
  const code = error.code === 'failed-precondition' && error.message === CHANGED_SINCE_READ ? 'changed' : SERVICE_CODES[error.code];
  return new ServiceError(code, error.message, { cause: error });
}
