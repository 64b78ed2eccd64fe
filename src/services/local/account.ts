// The local backend's AccountService (issue 22): the member's copy of their
// data and the deletion of their account, through the very rules the
// exportMyData and deleteMyAccount functions run (src/domain/server), over the
// local tables. The password stands in for Firebase's re-authentication: once
// it is checked, the caller's auth_time is now, as a fresh ID token's would be.
import type { AccountService } from '../api';
import { ServiceError } from '../../domain/errors';
import { requireAdminViewer, requireSignedIn } from '../../domain/permissions';
import { localRefusal as asServiceError } from './call-local';
import { deleteMemberAccount } from '../../domain/server/delete-account';
import { exportMemberData } from '../../domain/server/member-data';
import { confirmedAccount } from './auth';
import type { LocalContext } from './context';
import { localAccountDeletionBackend, localMemberDataBackend } from './server-ports';

export function createAccountService(context: LocalContext): AccountService {
  const { db, session, files, now } = context;
  return {
    async exportMyData() {
      const viewer = requireSignedIn(await session.viewer());
      return exportMemberData(localMemberDataBackend(db), { uid: viewer.uid, token: { role: viewer.role } }, now());
    },

    async deleteMyAccount(currentPassword) {
      const account = await confirmedAccount(context, currentPassword);
      const backend = localAccountDeletionBackend(db);
      const caller = { uid: account.uid, token: { role: account.role ?? null, auth_time: Math.floor(now().getTime() / 1000) } };
      try {
        await deleteMemberAccount(backend, caller, now());
      } catch (error) {
        throw asServiceError(error);
      } finally {
        files.forget(backend.deletedPaths);
      }
      session.setUid(null);
    },

    async setDigestOptOut(optOut) {
      // As firestore.rules: an Admin's own record, that one field.
      const viewer = requireAdminViewer(await session.viewer());
      const updated = await db.approvedUsers.update(viewer.uid, { digestOptOut: optOut });
      if (!updated) throw new ServiceError('not-found', 'No member record for this account.');
    },
  };
}
