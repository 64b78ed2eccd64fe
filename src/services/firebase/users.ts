// The users service over Firestore: a member record by email (an Admin's query; a member gets their own, read by uid),
// the contributors directory the approval function keeps, authors' display
// names (context.ts caches them) and the member's own subscription flags
// with the language they were saved in.
import { collection, doc, getDoc, getDocs, limit, query, updateDoc, where } from 'firebase/firestore';
import type { UsersService } from '../api';
import { ServiceError } from '../../domain/errors';
import { permissionDenied } from '../../domain/permissions';
import type { ContributorListing } from '../../domain/types';
import { listed, type FirebaseContext } from './context';
import { FIELDS, parseInput } from '../schemas';
import { COLLECTIONS, toContributorListing, toUserProfile } from './documents';
import { firebaseErrorCode, guard } from './errors';

export function createUsersService({ db, viewer, displayNames }: FirebaseContext): UsersService {
  return {
    getUserByEmail: (email) =>
      guard(async () => {
        const caller = await viewer.requireViewer();
        const address = email.trim().toLowerCase();
        if (!address) return null;
        if (caller.role !== 'Admin') {
          // firestore.rules: a member reads only their own record, by uid (issue 22).
          const own = await getDoc(doc(db, COLLECTIONS.approvedUsers, caller.uid));
          const profile = own.exists() ? toUserProfile(own.id, own.data()) : null;
          if (profile?.email !== address) throw permissionDenied();
          return profile;
        }
        const snapshot = await getDocs(query(collection(db, COLLECTIONS.approvedUsers), where('email', '==', address), limit(1)));
        const first = snapshot.docs[0];
        return first ? toUserProfile(first.id, first.data()) : null;
      }),

    listContributors: () =>
      guard(async () => {
        // The directory the approval function keeps: what the page shows, no uid.
        const snapshot = await getDocs(collection(db, COLLECTIONS.contributorDirectory));
        return listed<ContributorListing>(snapshot.docs, toContributorListing);
      }),

    getDisplayNames: (uids) => guard(() => displayNames(uids)),

    setSubscriptions: ({ newsletter, offers }, rawLanguage) =>
      guard(async () => {
        const language = parseInput(FIELDS.language, rawLanguage);
        const { uid } = await viewer.requireViewer();
        try {
          // The language the member saved them in is the one the consortium writes to them in.
          await updateDoc(doc(db, COLLECTIONS.approvedUsers, uid), {
            subscribedToNewsletter: newsletter,
            subscribedToOffers: offers,
            language,
          });
        } catch (error) {
          if (firebaseErrorCode(error) === 'not-found') throw new ServiceError('not-found', 'No member record for this account.');
          throw error;
        }
      }),
  };
}
