// The local backend's IndexedDB schema (Dexie). Tables mirror the Firestore
// collections of spec §3 so the two backends keep the same shape; Auth accounts
// and Storage files get tables of their own. Version 2 (docs/decisions/005)
// adds the contributor directory and moves files to the per-board folders;
// version 3 (issue 16) gives every message its threadId and the indexes a
// bounded board query reads through; version 5 (issue 17) gives every form
// record, subscription and member the language it was made in; version 6
// (issue 21, ADR 012) adds the approval markers and the accounts' role claim;
// version 7 (issue 22) the server rules' mail, tokens, consent records, rate
// limits and member links; version 10 the purge's indexes and version 13
// the purge's own times (db-retention.ts); version 14 the counters of what
// people ask for (unmetPatterns, ADR 037), a new table only.
// The latest version's stores are the declarations' local tables
// (db-stores.ts); earlier versions keep the schemas they were made with.
import { Dexie, type EntityTable, type Transaction } from 'dexie';
import type {
  Board,
  ContactSubmission,
  ContributorListing,
  Message,
  PricingInquiry,
  PublicProfile,
  Role,
  UserProfile,
} from '../../domain/types';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/languages';
import { attachmentPath, threadIds } from '../../domain/messages';
import type { PasswordHash } from '../../domain/model/crypto';
import { declareVerifiedApplications, type ApplicationSecretRecord, type ContributorApplicationRecord, type FranchiseeApplicationRecord } from './db-applications';
import { declareModerationTables } from './db-moderation';
import { declareRetentionIndexes, declareRetentionTimes } from './db-retention';
import { declareHeldMailTable } from './db-mail';
import { declareLatestStores } from './db-stores';
import { declareCatalogueTable, keepSearchKeys } from './db-catalogue';

export interface AccountRecord {
  uid: string;
  email: string;
  password: PasswordHash;
  /** The custom claim the approval sets, as Firebase Auth keeps it: the session's role comes from here. */
  role?: Role;
  /** As Firebase Auth's flag: an approved applicant's address was proven by its verification link (issue 22). */
  emailVerified?: boolean;
  /** As Firebase Auth's tokensValidAfterTime: a session signed in before this time (ISO 8601) is over (ADR 029). */
  sessionsValidAfter?: string;
}

/** approvalMarkers/{collection}_{docId}: the approval's reservation (src/domain/server/approval.ts). */
export interface ApprovalMarkerRecord {
  id: string;
  uid: string;
  email: string;
  role: string;
  state: string;
}

export type PricingInquiryRecord = PricingInquiry & { createdAt: string };
export type ApprovedPricingRecord = PricingInquiryRecord & { status: 'Approved' };

export interface SubscriberRecord {
  email: string;
  newsletter?: boolean;
  specialOffers?: { registered: boolean; postalCode: string };
  /** The language of the latest subscription form sent for this address. */
  language: Language;
}

export type BoardRecord = Board & { pathKey: string };

/**
 * A message as stored: the Message fields without resolved attachment URLs.
 * `path` mirrors the firebase document; nothing reads it back (src/domain/messages.ts attachmentPath).
 * `listKey` is derived on every write (the hooks below), never by a writer.
 */
export type MessageRecord = Omit<Message, 'attachments'> & { attachments: { name: string; path: string }[]; listKey?: ListKey };

/**
 * What a board lists a message as, in a form IndexedDB can index (booleans
 * and null are no keys): an approved root (a thread), an approved reply, or a
 * pending message.
 */
export const LIST_KEY = { pending: 0, reply: 1, thread: 2 } as const;
export type ListKey = (typeof LIST_KEY)[keyof typeof LIST_KEY];

export function listKeyOf(message: Pick<Message, 'isApproved' | 'replyTo'>): ListKey {
  if (!message.isApproved) return LIST_KEY.pending;
  return message.replyTo === null ? LIST_KEY.thread : LIST_KEY.reply;
}

export interface FileRecord {
  path: string;
  name: string;
  blob: Blob;
  userId: string;
  messageId: string;
  timestamp: string;
}

/**
 * A document of the server rules' collections that only they read and write
 * (version 7, issue 22): `mail` (the outbox), `emailTokens`, `consentRecords`,
 * `rateLimits`, `memberLinks`. Their shapes are the rules' own
 * (src/domain/server); the table only keys them.
 */
export type ServerRecord = Record<string, unknown> & { id: string };

export interface MetaRecord {
  key: string;
  value: string;
}

export type LocalDatabase = Dexie & {
  accounts: EntityTable<AccountRecord, 'uid'>;
  approvedUsers: EntityTable<UserProfile, 'uid'>;
  publicProfiles: EntityTable<PublicProfile, 'uid'>;
  franchiseeApplications: EntityTable<FranchiseeApplicationRecord, 'id'>;
  contributorApplications: EntityTable<ContributorApplicationRecord, 'id'>;
  /** The contributors page's entries, keyed by a random id that is not the member's uid. */
  contributorDirectory: EntityTable<ContributorListing, 'id'>;
  pricingInquiries: EntityTable<PricingInquiryRecord, 'id'>;
  approvedReadyToTalk: EntityTable<ApprovedPricingRecord, 'id'>;
  contactSubmissions: EntityTable<ContactSubmission, 'id'>;
  contactApproved: EntityTable<ContactSubmission, 'id'>;
  subscribers: EntityTable<SubscriberRecord, 'email'>;
  commentBoards: EntityTable<BoardRecord, 'id'>;
  comments: EntityTable<MessageRecord, 'id'>;
  files: EntityTable<FileRecord, 'path'>;
  meta: EntityTable<MetaRecord, 'key'>;
  approvalMarkers: EntityTable<ApprovalMarkerRecord, 'id'>;
  /** The `mail` collection: every mail the site sent, which /outbox lists, newest first. */
  outbox: EntityTable<ServerRecord, 'id'>;
  emailTokens: EntityTable<ServerRecord, 'id'>;
  consentRecords: EntityTable<ServerRecord, 'id'>;
  rateLimits: EntityTable<ServerRecord, 'id'>;
  /** A member's server-kept links (e.g. to their contributor directory entry), by uid. */
  memberLinks: EntityTable<ServerRecord & { uid?: string }, 'id'>;
  applicationSecrets: EntityTable<ApplicationSecretRecord, 'id'>;
  /** Version 9: written only by the server rules (src/domain/server/moderation-records.ts, notify.ts). */
  moderationLog: EntityTable<ServerRecord, 'id'>;
  moderationArchive: EntityTable<ServerRecord, 'id'>;
  authorStats: EntityTable<ServerRecord, 'id'>;
  moderationSettings: EntityTable<ServerRecord, 'id'>;
  notifications: EntityTable<ServerRecord, 'id'>;
  notificationSettings: EntityTable<ServerRecord, 'id'>;
  heldMail: EntityTable<ServerRecord, 'id'>;
};

/** The tables whose records carry the language they were made in (version 5). */
const LANGUAGE_TABLES = [
  'approvedUsers',
  'franchiseeApplications',
  'contributorApplications',
  'pricingInquiries',
  'approvedReadyToTalk',
  'contactSubmissions',
  'contactApproved',
  'subscribers',
] as const satisfies readonly (keyof LocalDatabase)[];

/** Version 6: an account made before the role claim takes it from its member record. */
async function claimRolesOfMembers(tx: Transaction): Promise<void> {
  const members = await tx.table<UserProfile, string>('approvedUsers').toArray();
  const roles = new Map(members.map((member) => [member.uid, member.permissionLevel]));
  await tx
    .table<AccountRecord, string>('accounts')
    .toCollection()
    .modify((account) => {
      const role = roles.get(account.uid);
      if (role !== undefined) account.role = role;
    });
}

/** listKey follows isApproved and replyTo whoever writes them (a post, an approval, a soft delete). */
function keepListKeys(db: LocalDatabase): void {
  db.comments.hook('creating', (_key, record) => {
    record.listKey = listKeyOf(record);
  });
  db.comments.hook('updating', (changes, _key, record) => {
    const isApproved = 'isApproved' in changes ? Reflect.get(changes, 'isApproved') === true : record.isApproved;
    const changedReply: unknown = 'replyTo' in changes ? Reflect.get(changes, 'replyTo') : record.replyTo;
    const replyTo = typeof changedReply === 'string' ? changedReply : null;
    if (listKeyOf({ isApproved, replyTo }) === record.listKey) return undefined;
    return { listKey: listKeyOf({ isApproved, replyTo }) };
  });
}

export function openDatabase(name: string): LocalDatabase {
  const db = new Dexie(name, { cache: 'disabled' }) as LocalDatabase;
  db.version(1).stores({
    accounts: 'uid, &email',
    approvedUsers: 'uid, &email, permissionLevel',
    publicProfiles: 'uid, role',
    franchiseeApplications: 'id, submittedAt',
    contributorApplications: 'id, submittedAt',
    pricingInquiries: 'id, createdAt',
    approvedReadyToTalk: 'id',
    contactSubmissions: 'id, timestamp',
    contactApproved: 'id',
    subscribers: 'email',
    commentBoards: 'id, &pathKey',
    comments: 'id, timestamp, [boardId+timestamp], replyTo',
    files: 'path, messageId',
    meta: 'key',
  });
  db.version(2)
    .stores({ contributorDirectory: 'id' })
    .upgrade((tx) => fillDirectoryAndMoveFiles(db, tx));
  db.version(3)
    .stores({
      // Threads of a board newest first, a page of threads with their replies,
      // and a viewer's own pending messages: each through an index.
      comments: 'id, timestamp, [boardId+timestamp], replyTo, threadId, [boardId+listKey+timestamp], [boardId+userId+listKey]',
    })
    .upgrade(async (tx) => {
      // Runs only on a database made by an earlier version: every message gets
      // its threadId (its root's id, found through the replyTo chain) and its listKey.
      const comments = tx.table<MessageRecord, string>(db.comments.name);
      const all = await comments.toArray();
      const roots = threadIds(all);
      await comments.bulkPut(all.map((message) => ({ ...message, threadId: roots.get(message.id) ?? message.id, listKey: listKeyOf(message) })));
    });
  // Version 4: the review console's pending comments of every board, oldest
  // first, through an index ([listKey+timestamp] with listKey pending): a page
  // and a count of them read no other message. Declared before the hooks below,
  // which a later version() would drop.
  db.version(4).stores({
    comments: 'id, timestamp, [boardId+timestamp], replyTo, threadId, [boardId+listKey+timestamp], [boardId+userId+listKey], [listKey+timestamp]',
  });
  // Version 5 (issue 17): every form record, subscription and member keeps a
  // language. Records made before it were all made in English: they get
  // DEFAULT_LANGUAGE, as the firebase backend reads a document without one.
  db.version(5)
    .stores({})
    .upgrade(async (tx) => {
      for (const table of LANGUAGE_TABLES) {
        await tx
          .table<{ language?: unknown }>(table)
          .toCollection()
          .modify((record) => {
            if (record.language === undefined) record.language = DEFAULT_LANGUAGE;
          });
      }
    });
  // Version 6 (issue 21): approval runs the server's core (ADR 012), which
  // keeps a marker per application and sets the role as a claim on the
  // account. Accounts made before it take their claim from their member record.
  db.version(6)
    .stores({ approvalMarkers: 'id' })
    .upgrade(claimRolesOfMembers);
  // Version 7 (issue 22): the mail the site sends (the outbox), the tokens of
  // its links, the consent records, the rate limits and the members' links,
  // all written only by the server rules (src/domain/server).
  db.version(7).stores({
    outbox: 'id, createdAt',
    emailTokens: 'id',
    consentRecords: 'id, email',
    rateLimits: 'id',
    memberLinks: 'id',
  });
  // Versions 8 to 13, each in the module of what it adds, then the latest (14: a new table only) restated from the declarations (db-stores.ts), before the hooks.
  const versions = [
    declareVerifiedApplications,
    declareModerationTables,
    declareRetentionIndexes,
    declareHeldMailTable,
    declareCatalogueTable,
    declareRetentionTimes,
    declareLatestStores,
  ];
  for (const declareVersion of versions) declareVersion(db);
  keepListKeys(db);
  keepSearchKeys(db);
  return db;
}

/** Version 2's upgrade, on a database made by version 1 (a new one is seeded). */
async function fillDirectoryAndMoveFiles(db: LocalDatabase, tx: Transaction): Promise<void> {
  // The directory from the contributors' public profiles, and each file moved
  // to its board's folder, where the version 2 code derives its path.
  const profiles = await tx.table<PublicProfile, string>(db.publicProfiles.name).where('role').equals('Contributor').toArray();
  await tx.table<ContributorListing, string>(db.contributorDirectory.name).bulkAdd(
    profiles.map(({ firstName, lastName, town, expertise }) => ({ id: crypto.randomUUID(), firstName, lastName, town, expertise })),
  );
  const comments = tx.table<MessageRecord, string>(db.comments.name);
  const files = tx.table<FileRecord, string>('files');
  for (const file of await files.toArray()) {
    const message = await comments.get(file.messageId);
    await files.delete(file.path);
    // A file of no message (or of someone else's) is an orphan: dropped.
    if (!message || message.userId !== file.userId) continue;
    const path = attachmentPath(file.userId, message.boardId, message.id, file.name);
    await files.put({ ...file, path });
    await comments.update(message.id, {
      attachments: message.attachments.map((attachment) => (attachment.name === file.name ? { ...attachment, path } : attachment)),
    });
  }
}
