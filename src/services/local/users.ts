// The local backend's UsersService: member records (ApprovedUsers), the
// contributors directory and the public profiles authors are named from; the
// member's subscriptions keep the language they were saved in.
import type { UsersService } from '../api';
import { ServiceError } from '../../domain/errors';
import { displayName } from '../../domain/messages';
import { permissionDenied, requireSignedIn } from '../../domain/permissions';
import type { PublicProfile } from '../../domain/types';
import { FIELDS, parseInput } from '../schemas';
import type { LocalContext } from './context';
import type { LocalDatabase } from './db';

/** The display names of the members among these uids; unknown uids are absent. */
export async function displayNames(db: LocalDatabase, uids: readonly string[]): Promise<Map<string, string>> {
  const profiles = await db.publicProfiles.bulkGet([...new Set(uids)]);
  const found = profiles.filter((profile): profile is PublicProfile => profile !== undefined);
  return new Map(found.map((profile) => [profile.uid, displayName(profile)]));
}

export function createUsersService({ db, session }: LocalContext): UsersService {
  return {
    async getUserByEmail(email) {
      const viewer = requireSignedIn(await session.viewer());
      const profile = await db.approvedUsers.where('email').equals(email.trim().toLowerCase()).first();
      if (!profile) return null;
      // Firestore's rule: one's own record, or any for an Admin.
      if (profile.uid !== viewer.uid && viewer.role !== 'Admin') throw permissionDenied();
      return profile;
    },

    async listContributors() {
      return db.contributorDirectory.toArray();
    },

    getDisplayNames: (uids) => displayNames(db, uids),

    async setSubscriptions({ newsletter, offers }, rawLanguage) {
      // Checked as firestore.rules check the member's update: one of the site's languages.
      const language = parseInput(FIELDS.language, rawLanguage);
      const viewer = requireSignedIn(await session.viewer());
      const updated = await db.approvedUsers.update(viewer.uid, { subscribedToNewsletter: newsletter, subscribedToOffers: offers, language });
      if (!updated) throw new ServiceError('not-found', 'No member record for this account.');
    },
  };
}
