// Cloud Functions entry point. createUserOnApproval is the v2 callable the
// admin console calls to approve a franchisee or contributor application
// (spec §4, §7); its logic lives in approve.ts, and this file only wires the
// ApprovalBackend seam to firebase-admin and maps refusals to HttpsError.
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { ApprovalError, approveApplication, type ApprovalBackend, type ApprovalResult } from './approve';

const app = initializeApp();

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

function adminBackend(auth: Auth, db: Firestore): ApprovalBackend {
  return {
    async getApprovedRole(uid) {
      const snapshot = await db.collection('ApprovedUsers').doc(uid).get();
      const role: unknown = snapshot.get('permissionLevel');
      return snapshot.exists ? (typeof role === 'string' ? role : '') : null;
    },

    async getApplication(collection, docId) {
      const snapshot = await db.collection(collection).doc(docId).get();
      return snapshot.exists ? (snapshot.data() ?? {}) : null;
    },

    async findUserByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        return { uid: user.uid };
      } catch (error) {
        if (errorCode(error) === 'auth/user-not-found') return null;
        throw error;
      }
    },

    async importUser({ uid, email, passwordHash, passwordSalt, rounds }) {
      // The hash and salt are the raw PBKDF2 bytes; the SDK base64-encodes them for the API.
      const result = await auth.importUsers(
        [{ uid, email, passwordHash: Buffer.from(passwordHash, 'base64'), passwordSalt: Buffer.from(passwordSalt, 'base64') }],
        { hash: { algorithm: 'PBKDF2_SHA256', rounds } },
      );
      const failure = result.errors[0];
      if (failure) throw new Error(`Importing the user failed: ${failure.error.message}`);
    },

    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (errorCode(error) !== 'auth/user-not-found') throw error;
      }
    },

    async setRoleClaim(uid, role) {
      await auth.setCustomUserClaims(uid, { role });
    },

    async commitApproval({ collection, docId, uid, approvedUser, publicProfile }) {
      const applicationRef = db.collection(collection).doc(docId);
      const userRef = db.collection('ApprovedUsers').doc(uid);
      const profileRef = db.collection('publicProfiles').doc(uid);
      return db.runTransaction(async (transaction) => {
        const [application, user] = await Promise.all([transaction.get(applicationRef), transaction.get(userRef)]);
        if (!application.exists) return user.exists ? 'already-approved' : 'missing';
        transaction.set(userRef, approvedUser);
        transaction.set(profileRef, publicProfile);
        transaction.delete(applicationRef);
        return 'approved';
      });
    },
  };
}

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
