// The local backend's AuthService: what Firebase Auth does in production.
// Accounts are records with a salted PBKDF2 hash (src/services/crypto.ts);
// signing in remembers the uid in this tab (src/services/local/session.ts).
import type { AuthService } from '../api';
import { ServiceError } from '../../domain/errors';
import { requireSignedIn } from '../../domain/permissions';
import type { SessionUser } from '../../domain/types';
import { hashPassword, verifyPassword } from '../crypto';
import { FIELDS, parseInput } from '../schemas';
import type { LocalContext } from './context';
import type { AccountRecord } from './db';

const INCORRECT_CREDENTIALS = 'Incorrect email or password!';

export function createAuthService({ db, session, watch, iterations }: LocalContext): AuthService {
  /** The signed-in account, once its current password is confirmed (re-authentication). */
  async function confirmedAccount(password: string): Promise<AccountRecord> {
    const viewer = requireSignedIn(await session.viewer());
    const account = await db.accounts.get(viewer.uid);
    if (!account || !(await verifyPassword(password, account.password))) {
      throw new ServiceError('invalid-credentials', INCORRECT_CREDENTIALS);
    }
    return account;
  }

  return {
    watchSession(callback) {
      callback({ status: 'loading' });
      return watch.asViewer(
        async (viewer): Promise<SessionUser | null> => {
          if (!viewer) return null;
          const account = await db.accounts.get(viewer.uid);
          if (!account) return null;
          const profile = (await db.approvedUsers.where('email').equals(account.email).first()) ?? null;
          return { uid: account.uid, email: account.email, profile };
        },
        (user) => callback({ status: 'ready', user }),
        () => callback({ status: 'ready', user: null }),
      );
    },

    async signIn(email, password) {
      const address = email.trim().toLowerCase();
      if (!address || !password) throw new ServiceError('missing-credentials', 'Missing email or password');
      const account = await db.accounts.where('email').equals(address).first();
      if (!account || !(await verifyPassword(password, account.password))) {
        throw new ServiceError('invalid-credentials', INCORRECT_CREDENTIALS);
      }
      session.setUid(account.uid);
    },

    async signOut() {
      session.setUid(null);
    },

    async updateEmail(currentPassword, newEmail) {
      const account = await confirmedAccount(currentPassword);
      const email = parseInput(FIELDS.email, newEmail);
      await db.transaction('rw', [db.accounts, db.approvedUsers], async () => {
        const other = await db.accounts.where('email').equals(email).first();
        if (other && other.uid !== account.uid) throw new ServiceError('email-in-use', 'That email is already in use.');
        await db.accounts.update(account.uid, { email });
        await db.approvedUsers.update(account.uid, { email });
      });
    },

    async updatePassword(currentPassword, newPassword) {
      const account = await confirmedAccount(currentPassword);
      if (!newPassword) throw new ServiceError('invalid-argument', 'Missing password.');
      await db.accounts.update(account.uid, { password: await hashPassword(newPassword, iterations) });
    },
  };
}
