// The firebase backend's VerificationService: the verifyLink and
// resendVerification callables (no sign-in needed), which run
// src/domain/server/verify.ts over Firestore. Their answers are parsed, not
// cast: an outcome the page cannot show is an error.
import { httpsCallable, type Functions } from 'firebase/functions';
import type { VerificationService } from '../api';
import { ServiceError } from '../../domain/errors';
import { isRecord } from '../../domain/server/approval-records';
import type { TokenPurpose } from '../../domain/server/tokens';
import type { ResendOutcome, VerifyOutcome } from '../../domain/server/verify';
import { FIELDS, parseInput } from '../../domain/model/schemas';
import { guard } from './errors';

/** Every purpose a link may have: the compiler asks for a new one here. */
const PURPOSES: Record<TokenPurpose, true> = { 'verify-application': true, 'confirm-subscription': true, unsubscribe: true, 'verify-email-change': true };
const isPurpose = (value: unknown): value is TokenPurpose => typeof value === 'string' && Object.hasOwn(PURPOSES, value);

function unexpected(): never {
  throw new ServiceError('unknown', 'Unexpected answer from the server.');
}

function parseVerifyOutcome(data: unknown): VerifyOutcome {
  const { status, purpose } = isRecord(data) ? data : {};
  if (status === 'invalid') return { status };
  if ((status === 'done' || status === 'already-used' || status === 'expired') && isPurpose(purpose)) return { status, purpose };
  return unexpected();
}

function parseResendOutcome(data: unknown): ResendOutcome {
  const { status, retryAt } = isRecord(data) ? data : {};
  if (status === 'sent') return { status };
  const retry = typeof retryAt === 'string' ? new Date(retryAt) : null;
  if (status === 'limited' && retry && !Number.isNaN(retry.getTime())) return { status, retryAt: retry };
  return unexpected();
}

export function createVerificationService(functions: Functions): VerificationService {
  const verifyCallable = httpsCallable<{ token: string }, unknown>(functions, 'verifyLink');
  const resendCallable = httpsCallable<{ email: string; language: string }, unknown>(functions, 'resendVerification');
  return {
    verify: (token) => guard(async () => parseVerifyOutcome((await verifyCallable({ token })).data)),
    resend: (rawEmail, rawLanguage) =>
      guard(async () => {
        const email = parseInput(FIELDS.email, rawEmail);
        const language = parseInput(FIELDS.language, rawLanguage);
        return parseResendOutcome((await resendCallable({ email, language })).data);
      }),
  };
}
