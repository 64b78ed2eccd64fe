// Cloud Functions entry point. createUserOnApproval is the v2 callable the
// admin console calls to approve a franchisee or contributor application
// (spec §4, §7); its logic lives in approve.ts, its firebase-admin seam in
// admin-backend.ts, and this file only wires them and maps refusals to HttpsError.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { adminBackend } from './admin-backend';
import { ApprovalError, approveApplication, type ApprovalResult } from './approve';

const app = initializeApp();

export const createUserOnApproval = onCall(async (request): Promise<ApprovalResult> => {
  const backend = adminBackend(getAuth(app), getFirestore(app));
  const caller = request.auth ? { uid: request.auth.uid, token: { ...request.auth.token } } : null;
  try {
    return await approveApplication(backend, caller, request.data);
  } catch (error) {
    if (error instanceof ApprovalError) throw new HttpsError(error.code, error.message);
    logger.error('createUserOnApproval failed', error);
    throw new HttpsError('internal', 'The application could not be approved.');
  }
});
