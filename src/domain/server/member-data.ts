// A member's copy of what the site keeps about them (issue 22; PIPEDA's and
// Quebec Law 25's right of access), free of any SDK (ADR 012): their member
// record, their subscription with its consent history, any application still
// pending under their address (without its password hash), and their messages
// with their attachments' links. The exportMyData callable runs it over
// firebase-admin, the local backend over Dexie; the profile downloads it as JSON.
//
// Reads are bounded (ADR 016): one transaction of at most 1 + 1 + 2 × 50 + 2 ×
// (1 + 5) documents, then one query of the member's messages, at most
// MAX_EXPORTED_MESSAGES; a member with more is told the export stops there.
import { APPLICATION_DECLARATIONS, isRecord, memberRef } from './approval-records';
import { CallableError } from './callable-error';
import { subscriberRef } from './consent-records';
import { notificationSettingsRef } from './notify';
import { plainRef, timeOf, type Store, type StoredData, type StoreTransaction } from './store';
import { collections } from '../model/collections';

export const MAX_EXPORTED_MESSAGES = 1000;
export const MAX_CONSENT_RECORDS = 50;
export const MAX_EXPORTED_NOTIFICATIONS = 500;
const MAX_APPLICATIONS = 5;

export const SIGN_IN_FIRST = 'Sign in to manage your account.';

/** Who calls: the uid and claims of a verified ID token (or the local session). */
export interface MemberCaller {
  uid: string;
  token: Record<string, unknown>;
}

export function requireMember(caller: MemberCaller | null | undefined): MemberCaller {
  if (!caller) throw new CallableError('permission-denied', SIGN_IN_FIRST);
  return caller;
}

export interface MemberMessage {
  boardId: string;
  id: string;
  data: StoredData;
}

export interface MemberMessages {
  /**
   * The member's own messages on every board (comments whose userId is theirs:
   * a collection-group query), newest first, at most `limit`.
   */
  messagesBy(uid: string, limit: number): Promise<MemberMessage[]>;
}

export type MemberDataBackend = Store & MemberMessages;

/** What JSON holds: stored times become ISO strings. */
export type PlainValue = string | number | boolean | null | PlainValue[] | { [key: string]: PlainValue };
export type PlainRecord = { [key: string]: PlainValue };

export interface MemberData {
  exportedAt: string;
  /** The ApprovedUsers record; null for an account without one. */
  member: PlainRecord | null;
  /** The subscriber record of the member's address, if any. */
  subscription: PlainRecord | null;
  consentHistory: PlainRecord[];
  applications: { collection: string; id: string; record: PlainRecord }[];
  /** The member's notifications (issue 23), at most MAX_EXPORTED_NOTIFICATIONS, and their mail opt-in. */
  notifications: PlainRecord[];
  notificationSettings: PlainRecord | null;
  /** Each message as stored, with its board; attachments name their file and, where the backend keeps one, its link. */
  messages: ({ boardId: string; id: string } & PlainRecord)[];
  /** True when the member has more than MAX_EXPORTED_MESSAGES messages: the newest ones are listed. */
  messagesTruncated: boolean;
}

function toPlain(value: unknown): PlainValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  const millis = timeOf(value);
  if (millis !== null) return new Date(millis).toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (isRecord(value)) return plainRecord(value);
  return null;
}

function plainRecord(data: Record<string, unknown>): PlainRecord {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toPlain(value)]));
}

async function getAll(transaction: StoreTransaction, collection: string, ids: readonly string[]): Promise<{ id: string; data: StoredData }[]> {
  const found: { id: string; data: StoredData }[] = [];
  for (const id of [...new Set(ids)]) {
    const data = await transaction.get({ collection, id });
    if (data) found.push({ id, data });
  }
  return found;
}

/**
 * The consent records of a member: those of their address and those made
 * under their uid (the profile's subscriptions), at most MAX_CONSENT_RECORDS
 * of each, oldest first. The one place that reads them for a member.
 */
export async function readConsentHistory(transaction: StoreTransaction, email: string, uid: string): Promise<StoredData[]> {
  const byEmail = email ? await transaction.findIds(collections.consentRecords, 'email', [email], MAX_CONSENT_RECORDS) : [];
  const byUid = await transaction.findIds(collections.consentRecords, 'uid', [uid], MAX_CONSENT_RECORDS);
  const records = await getAll(transaction, collections.consentRecords.path, [...byEmail, ...byUid]);
  // A record's time is `at` (consent-records.ts); `createdAt` in records written before it.
  const timeOfRecord = (record: StoredData) => timeOf(record['at'] ?? record['createdAt']) ?? 0;
  return records.map(({ data }) => data).sort((a, b) => timeOfRecord(a) - timeOfRecord(b));
}

/** The stored member's address, lower-cased; '' when the record has none. */
export function memberEmail(member: StoredData | null): string {
  const email = member?.['email'];
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Everything the site keeps about the calling member, as JSON-ready data. */
export async function exportMemberData(backend: MemberDataBackend, caller: MemberCaller | null | undefined, now: Date): Promise<MemberData> {
  const { uid } = requireMember(caller);
  const kept = await backend.runTransaction(async (transaction) => {
    const member = await transaction.get(memberRef(uid));
    const email = memberEmail(member);
    const subscription = email ? await transaction.get(subscriberRef(email)) : null;
    const consentHistory = await readConsentHistory(transaction, email, uid);
    const applications: MemberData['applications'] = [];
    for (const declared of APPLICATION_DECLARATIONS) {
      const collection = declared.path;
      const ids = email ? await transaction.findIds(declared, 'email', [email], MAX_APPLICATIONS) : [];
      for (const { id, data } of await getAll(transaction, collection, ids)) {
        // The password hash is a secret of the sign-in, not information about the member.
        const { password: _hash, ...record } = data;
        applications.push({ collection, id, record: plainRecord(record) });
      }
    }
    const notificationIds = await transaction.findIds(collections.notifications, 'uid', [uid], MAX_EXPORTED_NOTIFICATIONS);
    const notifications = await getAll(transaction, collections.notifications.path, notificationIds);
    // As stored: the export gives the member what is kept, whatever its shape.
    const notificationSettings = await transaction.get(plainRef(notificationSettingsRef(uid)));
    return {
      member: member ? plainRecord(member) : null,
      notifications: notifications.map(({ data }) => plainRecord(data)),
      notificationSettings: notificationSettings ? plainRecord(notificationSettings) : null,
      subscription: subscription ? plainRecord(subscription) : null,
      consentHistory: consentHistory.map(plainRecord),
      applications,
    };
  });
  const found = await backend.messagesBy(uid, MAX_EXPORTED_MESSAGES + 1);
  const messages = found.slice(0, MAX_EXPORTED_MESSAGES).map(({ boardId, id, data }) => ({ ...plainRecord(data), boardId, id }));
  return { exportedAt: now.toISOString(), ...kept, messages, messagesTruncated: found.length > MAX_EXPORTED_MESSAGES };
}
