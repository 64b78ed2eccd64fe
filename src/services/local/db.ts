// The local backend's IndexedDB schema (Dexie). Tables mirror the Firestore
// collections of spec §3 so the two backends keep the same shape; Auth accounts
// and Storage files get tables of their own.
import { Dexie, type EntityTable } from 'dexie';
import type {
  Board,
  ContactSubmission,
  ContributorApplication,
  FranchiseeApplication,
  Message,
  PricingInquiry,
  PublicProfile,
  UserProfile,
} from '../types';
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

/** A message as stored: the Message fields without resolved attachment URLs. */
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
  return db;
}
