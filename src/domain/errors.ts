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
  /** The member's files would pass their Storage quota (STORAGE_QUOTA). */
  | 'quota-exceeded'
  | 'unavailable'
  | 'unknown';

/**
 * Why a server rule refused, where the page answers it otherwise than by its
 * code: a machine word that travels with the refusal (the HttpsError's
 * details), never its English text. 'changed': the item changed since it was
 * read (a stale approve). The catalogue's refusals, each said in the page's
 * language (src/features/catalogue/stock/refusals.ts). 'wording-retired': a consent
 * form sent a wording since replaced (ADR 031): the page asks to reload.
 */
export const REFUSAL_REASONS = [
  'changed',
  'piece-not-allowed',
  'piece-not-linked',
  'piece-choose-partner',
  'piece-not-found',
  'piece-photo-folder',
  'piece-photo-file',
  'link-admin-only',
  'link-no-franchisee',
  /** A ceiling across every client (docs/decisions/028): the site is busy, try again at retryAt. */
  'site-busy',
  /** A piece's inquiries of the day are spent (docs/decisions/028). */
  'piece-busy',
  'wording-retired',
  /** A pattern no listed piece could ever fit (ADR 036): nothing asked, or a sweep with no real curve. */
  'alert-unsavable',
  /** The address keeps as many live pattern alerts as it may (ALERT_LIMITS.perAddress). */
  'alert-full',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;
  /** A 'rate-limited' refusal: when the next try is allowed. */
  readonly retryAt: Date | null;
  /** A server rule's refusal the page names in its own words. */
  readonly reason: RefusalReason | null;

  constructor(code: ServiceErrorCode, message: string = code, options?: { cause?: unknown; retryAt?: Date; reason?: RefusalReason }) {
    super(message, options);
    this.name = 'ServiceError';
    this.code = code;
    this.retryAt = options?.retryAt ?? null;
    this.reason = options?.reason ?? null;
  }
}

export function isServiceError(error: unknown, code?: ServiceErrorCode): error is ServiceError {
  return error instanceof ServiceError && (code === undefined || error.code === code);
}
