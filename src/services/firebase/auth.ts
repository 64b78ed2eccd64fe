// The auth service over Firebase Auth: the session with the member's
// ApprovedUsers record kept live, sign-in and sign-out, and the account
// changes, each after re-authenticating with the current password.
// The record is read by uid, never by the token's email (issue 22; a
// deviation from spec §7's query by email). An email change goes through
// verifyBeforeUpdateEmail: Auth changes the address only once the member
// follows Firebase's link, and the session then asks the syncMemberEmail
// callable to bring the record along (it reads the Auth user, not us).
import {
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  signInWithEmailAndPassword,
  signOut,
  updatePassword as updateAuthPassword,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { doc, onSnapshot } from 'firebase/firestore';
import type { AuthService } from '../api';
import { callables } from '../../domain/model/callables';
import { FIELDS, parseInput } from '../../domain/model/schemas';
import { ServiceError } from '../../domain/errors';
import type { SessionUser, Unsubscribe, UserProfile } from '../../domain/types';
import { caller } from './call';
import type { FirebaseContext } from './context';
import { converterOf } from './converters';
import { toUserProfile } from './documents';
import { INCORRECT_CREDENTIALS, firebaseErrorCode, guard, toServiceError } from './errors';
import { collections } from '../../domain/model/collections';

/** How often watchSession retries a member-record query refused right after a sign-in. */
const SESSION_RETRIES = 3;

/** Re-authenticates with the current password; a wrong one is 'invalid-credentials'. */
export async function reauthenticate(user: User, password: string): Promise<void> {
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

export function createAuthService({ auth, db, functions, viewer, sessionRefreshers }: FirebaseContext): AuthService {
  // Idempotent; it answers { email, changed }, which the live record shows anyway.
  const call = caller(functions);
  const syncMemberEmail = () => call(callables.syncMemberEmail, {});

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
        // The member's own record by uid, kept live (issue 22; spec §7 queried by email).
        let synced = false;
        const subscribe = (attempt: number) => {
          inner = onSnapshot(
            doc(db, collections.approvedUsers.path, user.uid).withConverter(converterOf(collections.approvedUsers)),
            (snapshot) => {
              let profile: UserProfile | null = null;
              if (snapshot.exists()) {
                try {
                  profile = toUserProfile(snapshot.id, snapshot.data());
                } catch {
                  profile = null;
                }
              }
              // Auth holds a verified address the record does not: the callable brings the record along (once per session).
              if (profile && user.emailVerified && profile.email !== email.toLowerCase() && !synced) {
                synced = true;
                // A failure leaves the old address on the record; the next session asks again.
                syncMemberEmail().catch(() => undefined);
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
        // Firebase mails the new address; Auth changes only when its link is followed, the record after that.
        await verifyBeforeUpdateEmail(user, email);
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
