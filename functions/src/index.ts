// Cloud Functions entry point: the callables the app calls and the blocking
// function that keeps accounts to approvals (ADR 005).
// - createUserOnApproval: the admin console approves a franchisee or
//   contributor application (spec §4, §7); the rule in src/domain/server/approval.ts.
// - deleteMessage: a message's author or an Admin deletes it as spec §4 says
//   (soft with replies, hard without); the rule in src/domain/server/delete-message.ts.
// - blockClientSignUp (beforeUserCreated): refuses every account a client
//   creates; decision in sign-up.ts. Needs Identity Platform.
// - the consent functions of issue 22 (consent.ts): subscriptions with double
//   opt-in, the member's own subscriptions, unsubscribe (callables and the
//   RFC 8058 one-click endpoint), the confirmed list as CSV, the newsletter.
// The rules are the app's own (ADR 012): the build bundles them from src/domain
// with esbuild. The firebase-admin ports are in admin-backend.ts; this file
// only wires them and maps refusals to HttpsError.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { adminBackend, deletionBackend } from './admin-backend';
import { approveApplication, type ApprovalResult } from '../../src/domain/server/approval';
import { deleteMessage as deleteMessageCore, type DeletionResult } from '../../src/domain/server/delete-message';
import { callableOptions, callerOf, toHttpsError } from './callable';
import { refuseAccountCreation } from './sign-up';

export { describeUnsubscribe, exportConsentCsv, oneClickUnsubscribe, requestSubscription, sendNewsletter, setMemberSubscriptions, unsubscribe } from './consent';

const app = initializeApp();

export const createUserOnApproval = onCall(callableOptions, async (request): Promise<ApprovalResult> => {
  try {
    return await approveApplication(adminBackend(getAuth(app), getFirestore(app)), callerOf(request), request.data);
  } catch (error) {
    throw toHttpsError(error, 'createUserOnApproval', 'The application could not be approved.');
  }
});

export const deleteMessage = onCall(callableOptions, async (request): Promise<DeletionResult> => {
  try {
    return await deleteMessageCore(deletionBackend(getFirestore(app), getStorage(app)), callerOf(request), request.data);
  } catch (error) {
    throw toHttpsError(error, 'deleteMessage', 'The message could not be deleted.');
  }
});

export const blockClientSignUp = beforeUserCreated((event) => {
  const refusal = refuseAccountCreation({ signInMethod: event.credential?.signInMethod ?? event.additionalUserInfo?.providerId });
  logger.info(refusal.logLine);
  throw new HttpsError(refusal.code, refusal.message);
});
