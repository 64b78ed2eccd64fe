// The users service over Firestore: a member record by email (an Admin's query; a member gets their own, read by uid),
// the contributors directory the approval function keeps, authors' display
// names (context.ts caches them) and the member's own subscriptions, through
// the server (subscriptions.ts).
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import type { UsersService } from '../api';
import { permissionDenied } from '../../domain/permissions';
import { listed, type FirebaseContext } from './context';
import { converterOf } from './converters';
import { toContributorListing, toUserProfile } from './documents';
import { guard } from './errors';
import { memberSubscriptions } from './subscriptions';
import { collections } from '../../domain/model/collections';
import { queries } from '../../domain/model/queries';
import { shapedQuery } from './shaped-query';

export function createUsersService(context: FirebaseContext): UsersService {
  const { db, viewer, displayNames } = context;
  // Members are read through their declaration's converter (converters.ts).
  const members = collection(db, collections.approvedUsers.path).withConverter(converterOf(collections.approvedUsers));
  return {
    getUserByEmail: (email) =>
      guard(async () => {
        const caller = await viewer.requireViewer();
        const address = email.trim().toLowerCase();
        if (!address) return null;
        if (caller.role !== 'Admin') {
          // firestore.rules: a member reads only their own record, by uid (issue 22).
          const own = await getDoc(doc(members, caller.uid));
          const profile = own.exists() ? toUserProfile(own.id, own.data()) : null;
          if (profile?.email !== address) throw permissionDenied();
          return profile;
        }
        const snapshot = await getDocs(shapedQuery(members, queries.memberByEmail, { equal: { email: address }, limit: 1 }));
        const first = snapshot.docs[0];
        return first ? toUserProfile(first.id, first.data()) : null;
      }),

    listContributors: () =>
      guard(async () => {
        // The directory the approval function keeps: what the page shows, no uid.
        const snapshot = await getDocs(collection(db, collections.contributorDirectory.path).withConverter(converterOf(collections.contributorDirectory)));
        return listed(snapshot.docs, toContributorListing);
      }),

    getDisplayNames: (uids) => guard(() => displayNames(uids)),

    setSubscriptions: memberSubscriptions(context),
  };
}
