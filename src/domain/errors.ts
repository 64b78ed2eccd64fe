// The one error type the service layer throws. Backends translate their own
// failures (Firebase error codes, Dexie errors) into these codes so the UI can
// pick the spec's message without knowing which backend is running.

export type ServiceErrorCode =
  | 'missing-credentials'
  | 'invalid-credentials'
  | 'already-registered'
  | 'email-in-use'
  | 'permission-denied'
  | 'not-found'
  | 'invalid-argument'
  /** The item changed since it was read (a stale-safe approve, issue 23). */
  | 'changed'
  /** Too many tries: try again after the error's retryAt (issue 23 rate limits). */
  | 'rate-limited'
  /** The member's files would pass their Storage quota (issue 23, STORAGE_QUOTA). */
  | 'quota-exceeded'
  | 'unavailable'
  | 'unknown';

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  /** A 'rate-limited' refusal: when the next try is allowed. */
  readonly retryAt: Date | null;

  constructor(code: ServiceErrorCode, message: string = code, options?: { cause?: unknown; retryAt?: Date }) {
    super(message, options);
    this.name = 'ServiceError';
    this.code = code;
    this.retryAt = options?.retryAt ?? null;
  }
}

export function isServiceError(error: unknown, code?: ServiceErrorCode): error is ServiceError {
  return error instanceof ServiceError && (code === undefined || error.code === code);
}
