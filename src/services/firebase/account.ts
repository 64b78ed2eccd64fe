// The account service over the exportMyData and deleteMyAccount callables
// (issue 22): the rules are the functions' (src/domain/server/member-data.ts,
// delete-account.ts); this file re-authenticates, calls and signs out. The
// digest switch is the one member-record field a client writes
// (firestore.rules: an Admin's own digestOptOut).
import { signOut } from 'firebase/auth';
import { doc, updateDoc } from 'firebase/firestore';
import type { AccountService } from '../api';
import { callables } from '../../domain/model/callables';
import { caller } from './call';
import type { FirebaseContext } from './context';
import { collections } from '../../domain/model/collections';

import { reauthenticate } from './auth';
import { guard } from './errors';

export function createAccountService({ auth, db, functions, viewer }: FirebaseContext): AccountService {
  const call = caller(functions);
  return {
    exportMyData: () =>
      guard(async () => {
        await viewer.requireViewer();
        return call(callables.exportMyData, {});
      }),

    deleteMyAccount: (currentPassword) =>
      guard(async () => {
        const user = viewer.requireUser();
        // A fresh ID token: the callable refuses one whose auth_time is over five minutes old.
        await reauthenticate(user, currentPassword);
        await call(callables.deleteMyAccount, {});
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
