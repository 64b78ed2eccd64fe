// The Storage quotas (docs/decisions/019): a member's attachments
// (storageUsage/{uid}) and a partner's piece photos (storageUsage/partner_{id},
// ADR 029). storage.rules cannot count, and their two Firestore reads per
// request are the board and the message (or the piece and the member), so
// the firebase backend counts with Storage triggers: each finished upload is
// counted here (storageUsage/{owner}: objects and bytes)
// with a marker per object (storageObjects/{encoded path}), so a trigger that
// runs twice counts once; an upload that would pass the quota is not counted
// and the trigger deletes it. A deleted object is uncounted through its marker,
// so an upload refused (never counted) is never subtracted. The local backend
// checks the same numbers before it stores (src/services/local/files.ts,
// catalogue.ts).
// Only the server reads and writes both collections (firestore.rules: no match).
import { PARTNER_PHOTO_QUOTA, STORAGE_QUOTA } from '../limits';
import type { DocRef, Store } from './store';
import { collections } from '../model/collections';

export interface StorageUsage {
  objects: number;
  bytes: number;
}

/** A finished or deleted object, as the Storage trigger reports it. */
export interface StorageObject {
  path: string;
  size: number;
}

export type Quota = Readonly<StorageUsage>;

/** The uploader of an attachment (attachments/{uid}/{boardId}/{messageId}/{name}); null for any other path. */
export function uploaderOf(path: string): string | null {
  const match = /^attachments\/([^/]+)\/[^/]+\/[^/]+\/[^/]+$/.exec(path);
  return match ? match[1]! : null;
}

/** The storageUsage document of a partner's piece photos: beside the members' (keyed by uid), never one of them. */
export const partnerUsageId = (partnerId: string): string => `partner_${partnerId}`;

/**
 * Whose quota an object counts against: a member's attachment their own
 * (STORAGE_QUOTA), a piece photo (pieces/{partner}/{piece}/{name}) its
 * partner's (PARTNER_PHOTO_QUOTA, ADR 029); null for any other path.
 */
export function quotaOf(path: string): { owner: string; quota: Quota } | null {
  const uid = uploaderOf(path);
  if (uid !== null) return { owner: uid, quota: STORAGE_QUOTA };
  const partner = /^pieces\/([^/]+)\/[^/]+\/[^/]+$/.exec(path)?.[1];
  return partner === undefined ? null : { owner: partnerUsageId(partner), quota: PARTNER_PHOTO_QUOTA };
}

/** Whether adding these sizes to a usage stays within the quota (a member's, unless another is given). */
export function withinQuota(usage: StorageUsage, sizes: readonly number[], quota: Quota = STORAGE_QUOTA): boolean {
  const bytes = sizes.reduce((sum, size) => sum + size, usage.bytes);
  return usage.objects + sizes.length <= quota.objects && bytes <= quota.bytes;
}

const usageRef = (uid: string): DocRef => ({ collection: collections.storageUsage.path, id: uid });
const markerRef = (path: string): DocRef => ({ collection: collections.storageObjects.path, id: encodeURIComponent(path) });

function usageOf(data: Record<string, unknown> | null): StorageUsage {
  const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
  return { objects: count(data?.['objects']), bytes: count(data?.['bytes']) };
}

/**
 * Counts a finished upload. 'over-quota': not counted, the caller deletes the
 * object. 'ignored': not an attachment path.
 */
export async function countUpload(store: Store, object: StorageObject): Promise<'counted' | 'over-quota' | 'ignored'> {
  const counted = quotaOf(object.path);
  if (counted === null) return 'ignored';
  const { owner, quota } = counted;
  return store.runTransaction(async (transaction) => {
    const marker = await transaction.get(markerRef(object.path));
    if (marker) return 'counted';
    const usage = usageOf(await transaction.get(usageRef(owner)));
    if (!withinQuota(usage, [object.size], quota)) return 'over-quota';
    transaction.set(markerRef(object.path), { uid: owner, size: object.size });
    transaction.set(usageRef(owner), { objects: usage.objects + 1, bytes: usage.bytes + object.size });
    return 'counted';
  });
}

/** Uncounts a deleted object, if it was counted. */
export async function countRemoval(store: Store, path: string): Promise<void> {
  const uid = quotaOf(path)?.owner ?? null;
  if (uid === null) return;
  await store.runTransaction(async (transaction) => {
    const marker = await transaction.get(markerRef(path));
    if (!marker) return;
    const size = typeof marker['size'] === 'number' ? marker['size'] : 0;
    const usage = usageOf(await transaction.get(usageRef(uid)));
    transaction.delete(markerRef(path));
    transaction.set(usageRef(uid), { objects: Math.max(0, usage.objects - 1), bytes: Math.max(0, usage.bytes - size) });
  });
}
