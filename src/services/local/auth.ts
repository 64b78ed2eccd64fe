// The local backend's AuthService: what Firebase Auth does in production.
// Accounts are records with a salted PBKDF2 hash (src/services/crypto.ts);
// signing in remembers the uid in this tab (src/services/local/session.ts).
// An email change mails a link to the new address (the outbox) and changes
// nothing until it is followed, as Firebase's verifyBeforeUpdateEmail does.
import type { AuthService } from '../api';
import { ServiceError } from '../../domain/errors';
import { requireSignedIn } from '../../domain/permissions';
import type { SessionUser } from '../../domain/types';
import { hashPassword, verifyPassword } from '../../domain/model/crypto';
import { FIELDS, parseInput } from '../../domain/model/schemas';
import type { LocalContext } from './context';
import type { AccountRecord } from './db';
import { pageOrigin } from './files';
import { localEmailChangeBackend } from './server-ports';
import { localRefusal } from './call-local';
import { requestEmailChange } from '../../domain/server/member-email';

const INCORRECT_CREDENTIALS = 'Incorrect email or password!';

/** The signed-in account, once its current password is confirmed (re-authentication). */
export async function confirmedAccount({ db, session }: Pick<LocalContext, 'db' | 'session'>, password: string): Promise<AccountRecord> {
  const viewer = requireSignedIn(await session.viewer());
  const account = await db.accounts.get(viewer.uid);
  if (!account || !(await verifyPassword(password, account.password))) {
    throw new ServiceError('invalid-credentials', INCORRECT_CREDENTIALS);
  }
  return account;
}

export function createAuthService(context: LocalContext): AuthService {
  const { db, session, watch, iterations, now } = context;
  return {
    watchSession(callback) {
      callback({ status: 'loading' });
      return watch.asViewer(
        async (viewer): Promise<SessionUser | null> => {
          if (!viewer) return null;
          const account = await db.accounts.get(viewer.uid);
          if (!account) return null;
          // By uid, as the firebase session reads it (issue 22): an address names no account.
          const profile = (await db.approvedUsers.get(account.uid)) ?? null;
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
      const account = await confirmedAccount(context, currentPassword);
      const email = parseInput(FIELDS.email, newEmail);
      // As Firebase's verifyBeforeUpdateEmail: a link to the new address, which changes the account when followed.
      const { renderVerifyEmailChange } = await import('../../mail/templates/verify-email-change');
      try {
        await requestEmailChange(
          localEmailChangeBackend(db),
          { uid: account.uid, token: { role: account.role ?? null } },
          { email },
          { now: now(), origin: pageOrigin(), render: renderVerifyEmailChange },
        );
      } catch (error) {
        throw localRefusal(error);
      }
    },

    async updatePassword(currentPassword, newPassword) {
      const account = await confirmedAccount(context, currentPassword);
      if (!newPassword) throw new ServiceError('invalid-argument', 'Missing password.');
      await db.accounts.update(account.uid, { password: await hashPassword(newPassword, iterations) });
    },
  };
}
