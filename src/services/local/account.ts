// The local backend's AccountService (issue 22): the member's copy of their
// data and the deletion of their account, through the exportMyData and
// deleteMyAccount handlers the functions run (call-local.ts, ADR 027), over
// the local tables. The password stands in for Firebase's re-authentication: once
// it is checked, the caller's auth_time is now, as a fresh ID token's would be.
import type { AccountService } from '../api';
import { ServiceError } from '../../domain/errors';
import { requireAdminViewer, requireSignedIn } from '../../domain/permissions';
import { callables } from '../../domain/model/callables';
import { confirmedAccount } from './auth';
import { localCaller } from './call-local';
import type { LocalContext } from './context';

export function createAccountService(context: LocalContext): AccountService {
  const { db, session } = context;
  const call = localCaller(context);
  return {
    async exportMyData() {
      requireSignedIn(await session.viewer());
      return call(callables.exportMyData, {});
    },

    async deleteMyAccount(currentPassword) {
      await confirmedAccount(context, currentPassword);
      // The password confirmed: the caller's auth_time is now, as a fresh ID token's would be.
      await localCaller(context, { reauthenticated: true })(callables.deleteMyAccount, {});
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
