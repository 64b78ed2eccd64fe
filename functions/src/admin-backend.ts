// The ApprovalBackend seam of approve.ts over firebase-admin, in two halves:
// authOperations (Firebase Auth: find, import with the applicant's PBKDF2
// hash, set the role claim, delete) and firestoreOperations (the application,
// ApprovedUsers/{uid} and publicProfiles/{uid} in one transaction). index.ts
// joins them; tests/functions runs the Auth half against the Auth emulator.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { ApprovalBackend } from './approve';

export type AuthOperations = Pick<ApprovalBackend, 'findUserByEmail' | 'importUser' | 'deleteUser' | 'setRoleClaim'>;
export type FirestoreOperations = Pick<ApprovalBackend, 'getApprovedRole' | 'getApplication' | 'commitApproval'>;

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

export function authOperations(auth: Auth): AuthOperations {
  return {
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
      if (!failure) return;
      // Auth does not overwrite an existing uid. A concurrent approval of the
      // same application imported this very account a moment ago (the uid is
      // the application id): that is the import done, not a failure.
      const existing = await auth.getUser(uid).catch(() => null);
      if (existing?.email === email) return;
      throw new Error(`Importing the user failed: ${failure.error.message}`);
    },

    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (errorCode(error) !== 'auth/user-not-found') throw error;
      }
    },

    async setRoleClaim(uid, role) {
      // The whole claim set: `role` is the only claim, and the one the rules read.
      await auth.setCustomUserClaims(uid, { role });
    },
  };
}

export function firestoreOperations(db: Firestore): FirestoreOperations {
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

export function adminBackend(auth: Auth, db: Firestore): ApprovalBackend {
  return { ...authOperations(auth), ...firestoreOperations(db) };
}
