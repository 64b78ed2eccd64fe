// The local backend's UsersService: member records (ApprovedUsers), the
// contributors directory and the public profiles authors are named from; the
// member's subscriptions go through the server rule (subscriptions.ts).
import type { UsersService } from '../api';
import { displayName } from '../../domain/messages';
import { collections } from '../../domain/model/collections';
import { permissionDenied, requireSignedIn } from '../../domain/permissions';
import type { PublicProfile } from '../../domain/types';
import type { LocalContext } from './context';
import type { LocalDatabase } from './db';
import { memberSubscriptions } from './subscriptions';

/** The display names of the members among these uids; unknown uids are absent. */
export async function displayNames(db: LocalDatabase, uids: readonly string[]): Promise<Map<string, string>> {
  const profiles = await db.publicProfiles.bulkGet([...new Set(uids)]);
  const found = profiles.filter((profile): profile is PublicProfile => profile !== undefined);
  return new Map(found.map((profile) => [profile.uid, displayName(profile)]));
}

export function createUsersService(context: LocalContext): UsersService {
  const { db, session } = context;
  return {
    async getUserByEmail(email) {
      const viewer = requireSignedIn(await session.viewer());
      const profile = await db.approvedUsers.where('email').equals(email.trim().toLowerCase()).first();
      if (!profile) return null;
      // Firestore's rule: one's own record, or any for an Admin.
      if (profile.uid !== viewer.uid && viewer.role !== 'Admin') throw permissionDenied();
      // Read through the record's declaration, as the firebase backend's converter reads it (its defaults included).
      return { ...collections.approvedUsers.schema.parse(profile), uid: profile.uid };
    },

    async listContributors() {
      return db.contributorDirectory.toArray();
    },

    getDisplayNames: (uids) => displayNames(db, uids),

    setSubscriptions: memberSubscriptions(context),
  };
}
