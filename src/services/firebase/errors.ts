// Translates Firebase failures (Auth, Firestore, Storage, Functions error
// codes) into the service layer's ServiceError codes, so the UI picks the
// spec's messages without knowing which backend runs.
import { FirebaseError } from 'firebase/app';
import { ServiceError, type ServiceErrorCode } from '../../domain/errors';
import { serviceErrorOfRefusal } from '../../domain/server/callable-error';

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
};

const DEFAULT_MESSAGES: Partial<Record<ServiceErrorCode, string>> = {
  'invalid-credentials': INCORRECT_CREDENTIALS,
  'missing-credentials': 'Missing email or password',
  'permission-denied': 'Missing or insufficient permissions.',
};

const FUNCTIONS = 'functions/';

export function firebaseErrorCode(error: unknown): string | null {
  if (error instanceof FirebaseError) return error.code;
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  const firebaseCode = firebaseErrorCode(error);
  // A callable's refusal: its code, its own message without the ' [400]' the
  // SDK appends, and its details (retryAt, reason), read as the local backend
  // reads the same refusal (src/domain/server/callable-error.ts).
  if (firebaseCode?.startsWith(FUNCTIONS) && error instanceof Error) {
    const details: unknown = 'details' in error ? error.details : undefined;
    return serviceErrorOfRefusal(firebaseCode.slice(FUNCTIONS.length), error.message.replace(/ \[\d{3}\]$/, ''), details, error);
  }
  const code: ServiceErrorCode = (firebaseCode !== null ? CODES[firebaseCode] : undefined) ?? 'unknown';
  const message = DEFAULT_MESSAGES[code] ?? (error instanceof Error ? error.message : String(error));
  return new ServiceError(code, message, { cause: error });
}

/** Runs an operation, rethrowing any failure as a ServiceError. */
export async function guard<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toServiceError(error);
  }
}
