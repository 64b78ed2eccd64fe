// A member deletes their own account (issue 22; PIPEDA, Law 25), free of any
// SDK (ADR 012). The deleteMyAccount callable runs it over firebase-admin, the
// local backend over Dexie, tests/functions/delete-account.test.ts over fakes.
//
// The caller proved their password a moment ago: the ID token's auth_time
// (set by reauthenticateWithCredential; the local backend checks the password
// and passes the time) is under RECENT_SIGN_IN old. Then, in this order, so a
// failure part-way can be retried by the still signed-in member:
// 1. their messages, each exactly as spec §4 deletes it (delete-message.ts:
//    soft with replies, hard without, files either way), newest first;
// 2. what moderation kept of them: approval markers, archived items, the
//    audit log's copies of their words and address (account-erasure.ts);
// 3. in one transaction: the member record, the public profile, the
//    contributor directory entry (through memberLinks/{uid}; an entry made
//    before the link, only when exactly one entry matches the member's four
//    fields), the link, and the subscription of their address, with a
//    withdrawal consent record per purpose it held (the earlier records stay);
// 4. their uid wherever it is still written (account-erasure.ts eraseMemberUid:
//    a former address's subscription, consent records, the log's entries
//    they decided, their links' tokens, the email-change counter) and the
//    server's counters kept under it;
// 5. their sessions, revoked, then the Auth user, last.
import { eraseMemberUid, eraseModerationCopies } from './account-erasure';
import { authorStatsRef } from './moderation-records';
import { notificationRef, notificationSettingsRef } from './notify';
import { memberLinkRef, memberRef, profileRef, text } from './approval-records';
import { CallableError } from './callable-error';
import { deleteMessage, DeletionError, type DeletionBackend, type DeletionOutcome } from './delete-message';
import { appendConsentRecord, MEMBER_FLAG, readSubscriber, subscriberRef } from './consent-records';
import { memberEmail, requireMember, type MemberCaller, type MemberMessages } from './member-data';
import type { StoredData, StoreTransaction } from './store';
import { collections } from '../model/collections';

/** How recent the password check must be, in seconds. */
export const RECENT_SIGN_IN = 5 * 60;
export const SIGN_IN_AGAIN = 'Please confirm your password again to delete your account.';
/** A consent record's source for the withdrawals an account deletion makes. */
export const ACCOUNT_DELETION_SOURCE = 'account-deletion';
const MESSAGE_BATCH = 50;

export interface AccountAuth {
  /** Ends every session of the user at once (firebase-admin: revokeRefreshTokens); one already gone is not an error. */
  revokeSessions(uid: string): Promise<void>;
  /** Deletes the Auth user; one that is already gone is not an error. */
  deleteUser(uid: string): Promise<void>;
  /**
   * Deletes the counters kept under the uid where only the server's triggers
   * and rules count (postLimits/{uid}, storageUsage/{uid}); the local backend
   * keeps none (it counts from its own tables).
   */
  deleteCounters(uid: string): Promise<void>;
}

export type AccountDeletionBackend = DeletionBackend & MemberMessages & AccountAuth;

export interface AccountDeletionResult {
  messages: Record<DeletionOutcome, number>;
}

function requireRecentSignIn(caller: MemberCaller, now: Date): void {
  const authTime = caller.token['auth_time'];
  const age = typeof authTime === 'number' ? now.getTime() / 1000 - authTime : Number.POSITIVE_INFINITY;
  // A minute of clock skew either way; an older or missing sign-in time is refused.
  if (!(age <= RECENT_SIGN_IN && age >= -60)) throw new CallableError('failed-precondition', SIGN_IN_AGAIN);
}

/** Spec §4 for each of the member's messages, through the deleteMessage rule itself. */
async function deleteMessagesOf(backend: AccountDeletionBackend, caller: MemberCaller): Promise<AccountDeletionResult['messages']> {
  const counts = { deleted: 0, 'soft-deleted': 0 };
  for (;;) {
    const batch = await backend.messagesBy(caller.uid, MESSAGE_BATCH);
    if (batch.length === 0) return counts;
    let progressed = false;
    for (const { boardId, id } of batch) {
      try {
        const { outcome } = await deleteMessage(backend, caller, { boardId, messageId: id });
        counts[outcome] += 1;
        progressed = true;
      } catch (error) {
        // Gone meanwhile (another tab, an Admin): nothing left to do for it.
        if (!(error instanceof DeletionError && error.code === 'not-found')) throw error;
      }
    }
    if (!progressed) throw new Error('The member’s messages could not be deleted.');
  }
}

/** The directory entry of a member approved before memberLinks: only an entry that is certainly theirs. */
async function legacyEntryOf(transaction: StoreTransaction, member: StoredData): Promise<string | null> {
  const fields = ['firstName', 'lastName', 'town', 'expertise'] as const;
  const firstName = text(member['firstName']);
  if (member['permissionLevel'] !== 'Contributor' || !firstName) return null;
  const matches: string[] = [];
  for (const id of await transaction.findIds(collections.contributorDirectory, 'firstName', [firstName], 10)) {
    const entry = await transaction.get({ collection: collections.contributorDirectory.path, id });
    if (entry && fields.every((field) => text(entry[field]) === text(member[field]))) matches.push(id);
  }
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

async function removeRecords(transaction: StoreTransaction, uid: string, now: Date): Promise<void> {
  const member = await transaction.get(memberRef(uid));
  const link = await transaction.get(memberLinkRef(uid));
  const email = memberEmail(member);
  const subscriber = email ? await readSubscriber(transaction, email) : null;
  const linked = typeof link?.['contributorEntryId'] === 'string' ? link['contributorEntryId'] : null;
  const entryId = linked ?? (member ? await legacyEntryOf(transaction, member) : null);

  transaction.delete(memberRef(uid));
  transaction.delete(profileRef(uid));
  transaction.delete(memberLinkRef(uid));
  transaction.delete(notificationSettingsRef(uid));
  transaction.delete(authorStatsRef(uid));
  if (entryId) transaction.delete({ collection: collections.contributorDirectory.path, id: entryId });
  if (email) transaction.delete(subscriberRef(email));
  for (const purpose of ['newsletter', 'offers'] as const) {
    const state = subscriber?.purposes[purpose];
    // A member flag set before consent records existed holds no wording version: its withdrawal names none.
    const held = state ? state.status !== 'withdrawn' : member?.[MEMBER_FLAG[purpose]] === true;
    if (!held || !email) continue;
    // Append-only (consent-records.ts): the grant and confirmation records stay; this one says consent ended and why.
    appendConsentRecord(
      transaction,
      {
        email,
        // The proof is the address's: the uid of an account about to go is not kept (ADR 029).
        uid: null,
        purpose,
        action: 'withdraw',
        wording: state?.wording ?? '',
        language: state?.language ?? (member?.['language'] === 'fr-CA' ? 'fr-CA' : 'en-CA'),
        source: ACCOUNT_DELETION_SOURCE,
        method: 'account deletion',
      },
      now,
    );
  }
}

/** The member's notifications, a transaction's worth of writes at a time. */
async function deleteNotificationsOf(backend: AccountDeletionBackend, uid: string): Promise<void> {
  const batch = 400;
  for (let more = true; more; ) {
    more = await backend.runTransaction(async (transaction) => {
      const ids = await transaction.findIds(collections.notifications, 'uid', [uid], batch);
      for (const id of ids) transaction.delete(notificationRef(id));
      return ids.length === batch;
    });
  }
}

/** Deletes the calling member's account and what the site keeps about them (see the top of this file). */
export async function deleteMemberAccount(
  backend: AccountDeletionBackend,
  caller: MemberCaller | null | undefined,
  now: Date,
): Promise<AccountDeletionResult> {
  const member = requireMember(caller);
  requireRecentSignIn(member, now);
  const messages = await deleteMessagesOf(backend, member);
  const email = memberEmail(await backend.runTransaction((transaction) => transaction.get(memberRef(member.uid))));
  await eraseModerationCopies(backend, member.uid, email);
  await backend.runTransaction((transaction) => removeRecords(transaction, member.uid, now));
  await deleteNotificationsOf(backend, member.uid);
  await eraseMemberUid(backend, member.uid);
  await backend.deleteCounters(member.uid);
  // Sessions first: a token refreshed between the two steps would outlive the account.
  await backend.revokeSessions(member.uid);
  await backend.deleteUser(member.uid);
  return { messages };
}
