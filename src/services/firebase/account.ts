// The account service over the exportMyData and deleteMyAccount callables
// (issue 22): the rules are the functions' (src/domain/server/member-data.ts,
// delete-account.ts); this file re-authenticates, calls and signs out. The
// digest switch is the one member-record field a client writes
// (firestore.rules: an Admin's own digestOptOut).
import { signOut } from 'firebase/auth';
import { doc, updateDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import type { AccountService } from '../api';
import { ServiceError } from '../../domain/errors';
import type { MemberData } from '../../domain/server/member-data';
import type { FirebaseContext } from './context';
import { collections } from '../../domain/model/collections';

import { reauthenticate } from './auth';
import { guard } from './errors';

/** The callable's answer, checked at the boundary: an object with its lists. */
function parseMemberData(value: unknown): MemberData {
  const data: unknown = value;
  if (typeof data !== 'object' || data === null || !('messages' in data) || !Array.isArray(data.messages) || !('exportedAt' in data)) {
    throw new ServiceError('unknown', 'The data export came back malformed.');
  }
  return data as MemberData;
}

export function createAccountService({ auth, db, functions, viewer }: FirebaseContext): AccountService {
  const exportCallable = httpsCallable<Record<string, never>, unknown>(functions, 'exportMyData');
  const deleteCallable = httpsCallable<Record<string, never>, unknown>(functions, 'deleteMyAccount');
  return {
    exportMyData: () =>
      guard(async () => {
        await viewer.requireViewer();
        return parseMemberData((await exportCallable({})).data);
      }),

    deleteMyAccount: (currentPassword) =>
      guard(async () => {
        const user = viewer.requireUser();
        // A fresh ID token: the callable refuses one whose auth_time is over five minutes old.
        await reauthenticate(user, currentPassword);
        await deleteCallable({});
        // The Auth user is gone; this clears the SDK's session.
        await signOut(auth);
      }),

    setDigestOptOut: (optOut) =>
      guard(async () => {
        const { uid } = await viewer.requireAdmin();
        await updateDoc(doc(db, collections.approvedUsers.path, uid), { digestOptOut: optOut });
      }),
  };
}
