// The auth service over Firebase Auth: the session with the member's
// ApprovedUsers record kept live, sign-in and sign-out, and the account
// changes, each after re-authenticating with the current password.
import {
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updateEmail as updateAuthEmail,
  updatePassword as updateAuthPassword,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { collection, doc, limit, onSnapshot, query, updateDoc, where } from 'firebase/firestore';
import type { AuthService } from '../api';
import { FIELDS, parseInput } from '../schemas';
import { ServiceError } from '../../domain/errors';
import type { SessionUser, Unsubscribe, UserProfile } from '../../domain/types';
import type { FirebaseContext } from './context';
import { COLLECTIONS, toUserProfile } from './documents';
import { INCORRECT_CREDENTIALS, firebaseErrorCode, guard, toServiceError } from './errors';

/** How often watchSession retries a member-record query refused right after a sign-in. */
const SESSION_RETRIES = 3;

export function createAuthService({ auth, db, viewer, sessionRefreshers }: FirebaseContext): AuthService {
  async function reauthenticate(user: User, password: string): Promise<void> {
    if (!user.email || !password) throw new ServiceError('invalid-credentials', INCORRECT_CREDENTIALS);
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.code === 'invalid-credentials' || failure.code === 'missing-credentials') {
        throw new ServiceError('invalid-credentials', INCORRECT_CREDENTIALS, { cause: error });
      }
      throw failure;
    }
  }

  return {
    watchSession(callback) {
      callback({ status: 'loading' });
      let inner: Unsubscribe | null = null;
      let generation = 0;

      const follow = (user: User | null) => {
        generation += 1;
        const current = generation;
        inner?.();
        inner = null;
        if (!user) {
          callback({ status: 'ready', user: null });
          return;
        }
        const email = user.email ?? '';
        const ready = (profile: UserProfile | null) => {
          if (current !== generation || auth.currentUser?.uid !== user.uid) return;
          const sessionUser: SessionUser = { uid: user.uid, email, profile };
          callback({ status: 'ready', user: sessionUser });
        };
        if (!email) {
          ready(null);
          return;
        }
        // Spec §7: ApprovedUsers where email equals the user's email, limit 1 (kept live).
        const subscribe = (attempt: number) => {
          inner = onSnapshot(
            query(collection(db, COLLECTIONS.approvedUsers), where('email', '==', email), limit(1)),
            (snapshot) => {
              const first = snapshot.docs[0];
              let profile: UserProfile | null = null;
              if (first) {
                try {
                  profile = toUserProfile(first.id, first.data());
                } catch {
                  profile = null;
                }
              }
              ready(profile);
            },
            (error) => {
              // Right after a sign-in Firestore may still send the previous
              // credentials: retry a few times before giving up.
              if (firebaseErrorCode(error) === 'permission-denied' && attempt < SESSION_RETRIES) {
                setTimeout(() => {
                  if (current === generation) subscribe(attempt + 1);
                }, 200 * (attempt + 1));
                return;
              }
              // A failed detail load leaves the user signed in without a profile (spec §8).
              ready(null);
            },
          );
        };
        subscribe(0);
      };

      const refresh = () => follow(auth.currentUser);
      sessionRefreshers.add(refresh);
      const stopAuth = onAuthStateChanged(auth, follow);
      return () => {
        sessionRefreshers.delete(refresh);
        stopAuth();
        generation += 1;
        inner?.();
        inner = null;
      };
    },

    async signIn(email, password) {
      const address = email.trim();
      if (!address || !password) throw new ServiceError('missing-credentials', 'Missing email or password');
      try {
        await signInWithEmailAndPassword(auth, address, password);
      } catch (error) {
        const failure = toServiceError(error);
        if (failure.code === 'missing-credentials') throw new ServiceError('invalid-credentials', INCORRECT_CREDENTIALS, { cause: error });
        throw failure;
      }
    },

    signOut: () => guard(() => signOut(auth)),

    updateEmail: (currentPassword, newEmail) =>
      guard(async () => {
        const user = viewer.requireUser();
        const email = parseInput(FIELDS.email, newEmail);
        await reauthenticate(user, currentPassword);
        try {
          await updateAuthEmail(user, email);
        } catch (error) {
          // Projects with email enumeration protection only allow a verified change:
          // the address changes once the link sent to it is followed.
          if (firebaseErrorCode(error) === 'auth/operation-not-allowed') {
            await verifyBeforeUpdateEmail(user, email);
            return;
          }
          throw error;
        }
        // A fresh token carries the new email claim the rules compare with.
        await user.getIdToken(true);
        try {
          await updateDoc(doc(db, COLLECTIONS.approvedUsers, user.uid), { email });
        } catch (error) {
          if (firebaseErrorCode(error) !== 'not-found') throw error;
        }
        for (const refresh of [...sessionRefreshers]) refresh();
      }),

    updatePassword: (currentPassword, newPassword) =>
      guard(async () => {
        const user = viewer.requireUser();
        await reauthenticate(user, currentPassword);
        if (!newPassword) throw new ServiceError('invalid-argument', 'Missing password.');
        await updateAuthPassword(user, newPassword);
      }),
  };
}
