// Version 8 of the local database (issue 22, ADR 014): an application reaches
// the console once its address is verified (the queue reads the verifiedAt
// index, which holds only verified ones: null is no IndexedDB key), the
// resend finds it by email, and its password hash moves to
// applicationSecrets, which the console never reads.
import type { Dexie, Transaction } from 'dexie';
import type { ApplicationSecretRecord, ContributorApplicationRecord, FranchiseeApplicationRecord } from './db';
import { collections } from '../../domain/model/collections';
import { tableOf } from '../../domain/model/declaration';

/**
 * Each stored application's hash moves to its secret. A local database holds
 * the developer's own demo data, proven by nobody and mailed to nobody: its
 * pending applications count as verified, so the console keeps showing them.
 */
async function moveApplicationSecrets(tx: Transaction): Promise<void> {
  for (const [table, collection] of [
    [tableOf(collections.franchiseeApplications), collections.franchiseeApplications.path],
    [tableOf(collections.contributorApplications), collections.contributorApplications.path],
  ] as const) {
    const applications = tx.table<FranchiseeApplicationRecord | ContributorApplicationRecord, string>(table);
    for (const application of await applications.toArray()) {
      const { password, ...rest } = application;
      if (password)
        await tx.table<ApplicationSecretRecord, string>(tableOf(collections.applicationSecrets)).put({ id: `${collection}_${application.id}`, password });
      // A Date, as the server rules write it: one index holds one kind of key, in time order.
      await applications.put({ ...rest, emailVerified: true, verifiedAt: new Date(application.submittedAt) });
    }
  }
}

/** Declared in openDatabase after version 7, before the hooks (a later version() would drop them). */
export function declareVerifiedApplications(db: Dexie): void {
  db.version(8)
    .stores({
      franchiseeApplications: 'id, submittedAt, email, verifiedAt',
      contributorApplications: 'id, submittedAt, email, verifiedAt',
      applicationSecrets: 'id',
    })
    .upgrade(moveApplicationSecrets);
}
