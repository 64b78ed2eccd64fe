// Version 8 of the local database (issue 22, ADR 014): an application reaches
// the console once its address is verified (the queue reads the verifiedAt
// index, which holds only verified ones: null is no IndexedDB key), the
// resend finds it by email, and its password hash moves to
// applicationSecrets, which the console never reads. The shapes of both
// tables are here, with the version that made them.
import type { Dexie, Transaction } from 'dexie';
import type { ContributorApplication, FranchiseeApplication } from '../../domain/types';
import type { PasswordHash } from '../../domain/model/crypto';
import { collections } from '../../domain/model/collections';
import { tableOf } from '../../domain/model/declaration';

/**
 * An application as stored since version 8: its server time is a
 * Date when the server rule wrote it (an ISO string in older records and the
 * seed), it is verified once its address is proven, and its password hash
 * lives in applicationSecrets (`password` only in records older than version 8).
 */
type StoredApplication<T> = Omit<T, 'submittedAt'> & {
  submittedAt: string | Date;
  emailVerified?: boolean;
  /** A Date (the verifiedAt index orders them); null until verified. */
  verifiedAt?: Date | null;
  password?: PasswordHash;
};
export type FranchiseeApplicationRecord = StoredApplication<FranchiseeApplication>;
export type ContributorApplicationRecord = StoredApplication<ContributorApplication>;

/** applicationSecrets/{collection}_{id}: an application's password hash, which only the server rules read. */
export interface ApplicationSecretRecord {
  id: string;
  password: PasswordHash;
}

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
