// The local backend's IndexedDB schema (Dexie). Tables mirror the Firestore
// collections of spec §3 so the two backends keep the same shape; Auth accounts
// and Storage files get tables of their own. Version 2 (docs/decisions/005)
// adds the contributor directory and moves files to the per-board folders.
import { Dexie, type EntityTable } from 'dexie';
import type {
  Board,
  ContactSubmission,
  ContributorApplication,
  ContributorListing,
  FranchiseeApplication,
  Message,
  PricingInquiry,
  PublicProfile,
  UserProfile,
} from '../../domain/types';
import { attachmentPath } from '../../domain/messages';
import type { PasswordHash } from '../crypto';

export interface AccountRecord {
  uid: string;
  email: string;
  password: PasswordHash;
}

export type FranchiseeApplicationRecord = FranchiseeApplication & { password: PasswordHash };
export type ContributorApplicationRecord = ContributorApplication & { password: PasswordHash };
export type PricingInquiryRecord = PricingInquiry & { createdAt: string };
export type ApprovedPricingRecord = PricingInquiryRecord & { status: 'Approved' };

export interface SubscriberRecord {
  email: string;
  newsletter?: boolean;
  specialOffers?: { registered: boolean; postalCode: string };
}

export type BoardRecord = Board & { pathKey: string };

/**
 * A message as stored: the Message fields without resolved attachment URLs.
 * `path` mirrors the firebase document; nothing reads it back (src/domain/messages.ts attachmentPath).
 */
export type MessageRecord = Omit<Message, 'attachments'> & { attachments: { name: string; path: string }[] };

export interface FileRecord {
  path: string;
  name: string;
  blob: Blob;
  userId: string;
  messageId: string;
  timestamp: string;
}

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
};

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
    .upgrade(async (tx) => {
      // Runs only on a database made by version 1 (a new one is seeded): the
      // directory from the contributors' public profiles, and each file moved
      // to its board's folder, where the version 2 code derives its path.
      const profiles = await tx.table<PublicProfile, string>('publicProfiles').where('role').equals('Contributor').toArray();
      await tx.table<ContributorListing, string>('contributorDirectory').bulkAdd(
        profiles.map(({ firstName, lastName, town, expertise }) => ({ id: crypto.randomUUID(), firstName, lastName, town, expertise })),
      );
      const comments = tx.table<MessageRecord, string>('comments');
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
    });
  return db;
}
