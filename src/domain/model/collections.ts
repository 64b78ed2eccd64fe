// Every Firestore collection, declared once (ADR 020): its name and path, the
// schema of a stored document, its indexes and who writes it. The server
// rules, both backends, the local database's tables and the checks over
// firestore.rules and firestore.indexes.json read them from here; no other
// file spells a collection's name. A new collection is one declaration here,
// its rules `match` block and its indexes.
import type { Collection } from './declaration';
import { patternCells, savedPatterns } from './alert-collections';
import { pieces } from './catalogue-collections';
import { unmetPatterns } from './demand-collections';
import { attachments, commentBoards, comments, postLimits, storageObjects, storageUsage } from './board-collections';
import {
  approvedReadyToTalk,
  config,
  consentRecords,
  contactApproved,
  contactSubmissions,
  emailTokens,
  heldMail,
  mail,
  pricingInquiries,
  rateLimits,
  subscribers,
} from './form-collections';
import {
  applicationSecrets,
  approvalMarkers,
  approvedUsers,
  contributorApplications,
  contributorDirectory,
  franchiseeApplications,
  memberLinks,
  publicProfiles,
} from './member-collections';
import { authorStats, moderationArchive, moderationLog, moderationSettings, notifications, notificationSettings } from './moderation-collections';

export const collections = {
  approvedUsers,
  publicProfiles,
  contributorDirectory,
  memberLinks,
  approvalMarkers,
  applicationSecrets,
  franchiseeApplications,
  contributorApplications,
  pricingInquiries,
  approvedReadyToTalk,
  contactSubmissions,
  contactApproved,
  subscribers,
  consentRecords,
  mail,
  heldMail,
  emailTokens,
  rateLimits,
  config,
  commentBoards,
  comments,
  attachments,
  postLimits,
  storageUsage,
  storageObjects,
  moderationLog,
  moderationArchive,
  authorStats,
  moderationSettings,
  notifications,
  notificationSettings,
  pieces,
  unmetPatterns,
  savedPatterns,
  patternCells,
} as const;

export type CollectionKey = keyof typeof collections;

export const ALL_COLLECTIONS: readonly Collection[] = Object.values(collections);

/** The declaration of a collection path ('commentBoards/b1/comments' is comments'), or undefined. */
export function collectionAt(path: string): Collection | undefined {
  const segments = path.split('/');
  return ALL_COLLECTIONS.find((collection) => {
    const declared = collection.path.split('/');
    return declared.length === segments.length && declared.every((segment, i) => segment.startsWith('{') || segment === segments[i]);
  });
}
