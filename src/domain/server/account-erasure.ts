// What moderation kept of a member who deletes their account (PIPEDA, Law 25),
// run by deleteMemberAccount (delete-account.ts) before the member record goes,
// so a retry by the still signed-in member finds the same member:
// - approvalMarkers: the approval's reservation of their uid, with their address;
// - moderationArchive: their rejected messages (and a rejected application of
//   their address) waiting for the undo window, with the messages' files, so
//   no undo can put their words back;
// - moderationLog: the entries stay, as the audit record of who decided what
//   and when, but the item each holds (their words, their name, their address)
//   is cut down to its id at once, as the purge cuts every entry's once
//   RETENTION_DAYS.auditDetails have passed (ADR 029): the law's right to
//   deletion outranks a complete copy, and the decision itself is still proven.
import type { DeletionBackend } from './delete-message';
import { archiveRef, auditRef, cutAuditDetails } from './moderation-records';
import { removeArchivedFiles } from './purge';
import { plainRef, type DocRef, type StoredData, type StoreTransaction } from './store';
import { collections } from '../model/collections';

/** Documents one transaction reads and changes: the loop runs until none match. */
const ERASE_BATCH = 100;

/** Runs `step` (which returns how many documents it changed) until a run finds fewer than a batch. */
async function untilDone(step: () => Promise<number>): Promise<void> {
  while ((await step()) === ERASE_BATCH);
}

/** Deletes the member's approval markers; the addresses they held (the member's, as approved). */
async function deleteMarkers(backend: DeletionBackend, uid: string): Promise<string[]> {
  const emails = new Set<string>();
  await untilDone(() =>
    backend.runTransaction(async (transaction) => {
      const ids = await transaction.findIds(collections.approvalMarkers, 'uid', [uid], ERASE_BATCH);
      for (const id of ids) {
        const marker = await transaction.get({ collection: collections.approvalMarkers.path, id });
        if (typeof marker?.['email'] === 'string') emails.add(marker['email'].toLowerCase());
      }
      for (const id of ids) transaction.delete({ collection: collections.approvalMarkers.path, id });
      return ids.length;
    }),
  );
  return [...emails];
}

/** Deletes archived items whose `field` is one of `values`; their files after each transaction. */
async function deleteArchived(backend: DeletionBackend, field: 'data.userId' | 'data.email', values: readonly string[]): Promise<void> {
  if (values.length === 0) return;
  await untilDone(async () => {
    const gone = await backend.runTransaction(async (transaction) => {
      const ids = await transaction.findIds(collections.moderationArchive, field, values, ERASE_BATCH);
      const docs: StoredData[] = [];
      for (const id of ids) {
        const data = await transaction.get(archiveRef(id));
        if (data) docs.push(data);
      }
      for (const id of ids) transaction.delete(archiveRef(id));
      return { count: ids.length, docs };
    });
    for (const data of gone.docs) await removeArchivedFiles(backend, data);
    return gone.count;
  });
}

/** Cuts the item of every log entry whose `field` is one of `values` down to its id. */
async function eraseLogItems(backend: DeletionBackend, field: 'item.authorId' | 'item.email', values: readonly string[]): Promise<void> {
  if (values.length === 0) return;
  await untilDone(() =>
    backend.runTransaction(async (transaction) => {
      const ids = await transaction.findIds(collections.moderationLog, field, values, ERASE_BATCH);
      const entries = [];
      for (const id of ids) entries.push({ id, entry: await transaction.get(plainRef(auditRef(id))) });
      // Every match is changed, one of another shape too (read plain), so the next query no longer finds it.
      for (const { id, entry } of entries) cutAuditDetails(transaction, id, entry);
      return ids.length;
    }),
  );
}

/** Erases what moderation kept of the member `uid`, whose address is `email` ('' when unknown). */
export async function eraseModerationCopies(backend: DeletionBackend, uid: string, email: string): Promise<void> {
  const emails = [...new Set([email, ...(await deleteMarkers(backend, uid))].filter((address) => address !== ''))].slice(0, 10);
  await deleteArchived(backend, 'data.userId', [uid]);
  await deleteArchived(backend, 'data.email', emails);
  await eraseLogItems(backend, 'item.authorId', [uid]);
  await eraseLogItems(backend, 'item.email', emails);
}

/** What an audit entry names as its decider once that Admin's account is gone: the name stays as the record of who decided (ADR 029). */
export const FORMER_MEMBER_UID = 'former-member';

/** Changes every document `find` names (`change`, which must make the next find pass it by), a batch a transaction, until none is left. */
async function untilNoneName(
  backend: DeletionBackend,
  path: string,
  find: (transaction: StoreTransaction) => Promise<string[]>,
  change: (transaction: StoreTransaction, ref: DocRef) => void,
): Promise<void> {
  await untilDone(() =>
    backend.runTransaction(async (transaction) => {
      const ids = await find(transaction);
      for (const id of ids) change(transaction, { collection: path, id });
      return ids.length;
    }),
  );
}

/**
 * Takes the deleted member's uid out of every document that still names it
 * (PIPEDA, Law 25; ADR 029): the subscription of an address they used before
 * (ADR 016: the address's consent stays, without them), consent records (the
 * proof is the address's), the log's entries they decided as an Admin (the
 * name stays as the record of who decided), their links' tokens (an email
 * change's) and their email-change counter.
 */
export async function eraseMemberUid(backend: DeletionBackend, uid: string): Promise<void> {
  const nullUid = (transaction: StoreTransaction, ref: DocRef) => transaction.update(ref, { uid: null });
  const { subscribers, consentRecords, moderationLog, emailTokens } = collections;
  await untilNoneName(backend, subscribers.path, (transaction) => transaction.findIds(subscribers, 'uid', [uid], ERASE_BATCH), nullUid);
  await untilNoneName(backend, consentRecords.path, (transaction) => transaction.findIds(consentRecords, 'uid', [uid], ERASE_BATCH), nullUid);
  await untilNoneName(
    backend,
    moderationLog.path,
    (transaction) => transaction.findIds(moderationLog, 'adminUid', [uid], ERASE_BATCH),
    (transaction, ref) => transaction.update(ref, { adminUid: FORMER_MEMBER_UID }),
  );
  await untilNoneName(backend, emailTokens.path, (transaction) => transaction.findIds(emailTokens, 'subject.id', [uid], ERASE_BATCH), (transaction, ref) => transaction.delete(ref));
  await backend.runTransaction(async (transaction) => {
    transaction.delete({ collection: collections.rateLimits.path, id: `email-change_${uid}` });
  });
}
