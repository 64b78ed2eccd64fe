// The firebase backend's VerificationService: the verifyLink and
// resendVerification callables (no sign-in needed), which run
// src/domain/server/verify.ts over Firestore. Their answers are parsed by
// the declared output schemas (call.ts): an outcome the page cannot show is an error.
import type { Functions } from 'firebase/functions';
import type { VerificationService } from '../api';
import { callables } from '../../domain/model/callables';
import { caller } from './call';
import { guard } from './errors';

export function createVerificationService(functions: Functions): VerificationService {
  const call = caller(functions);
  return {
    verify: (token) => guard(() => call(callables.verifyLink, { token })),
    resend: (email, language) => guard(() => call(callables.resendVerification, { email, language })),
  };
}
