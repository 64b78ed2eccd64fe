// Translates Firebase failures (Auth, Firestore, Storage, Functions error
// codes) into the service layer's ServiceError codes, so the UI picks the
// spec's messages without knowing which backend runs.
import { FirebaseError } from 'firebase/app';
import { ServiceError, type ServiceErrorCode } from '../../domain/errors';
import { CHANGED_SINCE_READ } from '../../domain/moderation';

export const INCORRECT_CREDENTIALS = 'Incorrect email or password!';

const CODES: Record<string, ServiceErrorCode> = {
  // Auth
  'auth/invalid-credential': 'invalid-credentials',
  'auth/invalid-login-credentials': 'invalid-credentials',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/invalid-email': 'invalid-credentials',
  'auth/user-disabled': 'invalid-credentials',
  'auth/missing-password': 'missing-credentials',
  'auth/missing-email': 'missing-credentials',
  'auth/email-already-in-use': 'email-in-use',
  'auth/weak-password': 'invalid-argument',
  'auth/requires-recent-login': 'permission-denied',
  'auth/operation-not-allowed': 'permission-denied',
  'auth/too-many-requests': 'unavailable',
  'auth/network-request-failed': 'unavailable',
  // Firestore (no prefix)
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  'not-found': 'not-found',
  'invalid-argument': 'invalid-argument',
  'failed-precondition': 'invalid-argument',
  'out-of-range': 'invalid-argument',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'resource-exhausted': 'unavailable',
  aborted: 'unavailable',
  // Storage
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'permission-denied',
  'storage/object-not-found': 'not-found',
  'storage/invalid-argument': 'invalid-argument',
  'storage/quota-exceeded': 'unavailable',
  'storage/retry-limit-exceeded': 'unavailable',
  'storage/canceled': 'unavailable',
  // Functions
  'functions/permission-denied': 'permission-denied',
  'functions/unauthenticated': 'permission-denied',
  'functions/not-found': 'not-found',
  'functions/invalid-argument': 'invalid-argument',
  'functions/failed-precondition': 'invalid-argument',
  'functions/out-of-range': 'invalid-argument',
  // createUserOnApproval refuses an email that has an account ('An account
  // already exists for {email}.', docs/decisions/005); the console shows it.
  'functions/already-exists': 'email-in-use',
  'functions/unavailable': 'unavailable',
  'functions/aborted': 'unavailable',
  'functions/deadline-exceeded': 'unavailable',
  // A rate limit of a callable (issue 23): its details carry retryAt.
  'functions/resource-exhausted': 'rate-limited',
};

const DEFAULT_MESSAGES: Partial<Record<ServiceErrorCode, string>> = {
  'invalid-credentials': INCORRECT_CREDENTIALS,
  'missing-credentials': 'Missing email or password',
  'permission-denied': 'Missing or insufficient permissions.',
};

export function firebaseErrorCode(error: unknown): string | null {
  if (error instanceof FirebaseError) return error.code;
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  const firebaseCode = firebaseErrorCode(error);
  const code: ServiceErrorCode = (firebaseCode !== null ? CODES[firebaseCode] : undefined) ?? 'unknown';
  // Callable functions send their own message ('Missing email or password.'); keep
  // it, without the ' [400]' HTTP status the SDK appends.
  const ownMessage = firebaseCode?.startsWith('functions/') && error instanceof Error ? error.message.replace(/ \[\d{3}\]$/, '') : null;
  const message = ownMessage ?? DEFAULT_MESSAGES[code] ?? (error instanceof Error ? error.message : String(error));
  // A stale approve (issue 23): the moderate callable's own refusal, which the console answers with the fresh text.
  if (firebaseCode === 'functions/failed-precondition' && ownMessage === CHANGED_SINCE_READ) return new ServiceError('changed', message, { cause: error });
  return new ServiceError(code, message, { cause: error, ...retryOf(error) });
}

/** A callable's rate-limit refusal sends when to try again as details.retryAt (functions/src/callable.ts). */
function retryOf(error: unknown): { retryAt?: Date } {
  const details: unknown = typeof error === 'object' && error !== null && 'details' in error ? error.details : null;
  const at = typeof details === 'object' && details !== null && 'retryAt' in details && typeof details.retryAt === 'string' ? new Date(details.retryAt) : null;
  return at && !Number.isNaN(at.getTime()) ? { retryAt: at } : {};
}

/** Runs an operation, rethrowing any failure as a ServiceError. */
export async function guard<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toServiceError(error);
  }
}
