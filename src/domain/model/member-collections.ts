// The members' collections and the applications that make them (spec §3,
// ADR 012, ADR 014): the member record and its public projection, the
// contributors page's directory, the server's links and reservations, and
// the applications with their secrets.
import { z } from 'zod/mini';
import { PARTNER_IDS } from '../catalogue/piece';
import { declare, storedTime } from './declaration';
import { contributorApplicationDoc, contributorListingDoc, franchiseeApplicationDoc, publicProfileDoc, userProfileDoc } from './documents';

/**
 * ApprovedUsers/{uid}: the member. The one field a client writes is an Admin's
 * own digestOptOut. partnerId, the partner a Franchisee lists stock for, is
 * set by an Admin through linkPartner (src/domain/server/pieces.ts).
 */
export const approvedUsers = declare({
  path: 'ApprovedUsers',
  schema: z.extend(userProfileDoc, { uid: z.optional(z.string()), partnerId: z.optional(z.enum(PARTNER_IDS)) }),
  local: { table: 'approvedUsers', key: 'uid', indexes: ['&email', 'permissionLevel'] },
  writes: { client: { update: ['digestOptOut'] } },
});

/** publicProfiles/{uid}: name, town, expertise and role, no email. */
export const publicProfiles = declare({
  path: 'publicProfiles',
  schema: publicProfileDoc,
  local: { table: 'publicProfiles', key: 'uid', indexes: ['role'] },
  writes: 'server',
});

/** contributorDirectory/{randomId}: the contributors page's entries, no uid. */
export const contributorDirectory = declare({
  path: 'contributorDirectory',
  schema: contributorListingDoc,
  local: { table: 'contributorDirectory', key: 'id', indexes: [] },
  writes: 'server',
});

/** memberLinks/{uid}: what the server keeps to find a member's records that do not name them. */
export const memberLinks = declare({
  path: 'memberLinks',
  schema: z.object({ contributorEntryId: z.optional(z.string()) }),
  local: { table: 'memberLinks', key: 'id', indexes: [] },
  writes: 'server',
});

/** approvalMarkers/{collection}_{id}: the approval's reservation of a new uid. */
export const approvalMarkers = declare({
  path: 'approvalMarkers',
  schema: z.object({
    uid: z.string().check(z.minLength(1)),
    email: z.string(),
    role: z.enum(['Franchisee', 'Contributor']),
    state: z.enum(['reserved', 'committed']),
  }),
  local: { table: 'approvalMarkers', key: 'id', indexes: [] },
  writes: 'server',
});

/** applicationSecrets/{collection}_{id}: an application's password hash, read only by the approval. */
export const applicationSecrets = declare({
  path: 'applicationSecrets',
  schema: z.object({ password: z.unknown() }),
  local: { table: 'applicationSecrets', key: 'id', indexes: [] },
  writes: 'server',
});

/** What the submitApplication callable and the verification link add to an application. */
const verification = { emailVerified: z.optional(z.boolean()), verifiedAt: z.optional(z.nullable(storedTime)) };
const applicationIndexes = [
  { fields: [['emailVerified', 'ASCENDING'], ['verifiedAt', 'ASCENDING']] },
  // The console's one-document query on the newest verified application (queries.review).
  { fields: [['emailVerified', 'ASCENDING'], ['verifiedAt', 'DESCENDING']] },
  { fields: [['emailVerified', 'ASCENDING'], ['submittedAt', 'ASCENDING']] },
] as const;
const applicationTable = ['submittedAt', 'email', 'verifiedAt'];

export const franchiseeApplications = declare({
  path: 'FranchiseeApplication',
  schema: z.extend(franchiseeApplicationDoc, verification),
  indexes: applicationIndexes,
  local: { table: 'franchiseeApplications', key: 'id', indexes: applicationTable },
  writes: 'server',
});

export const contributorApplications = declare({
  path: 'ContributorApplication',
  schema: z.extend(contributorApplicationDoc, verification),
  indexes: applicationIndexes,
  local: { table: 'contributorApplications', key: 'id', indexes: applicationTable },
  writes: 'server',
});
