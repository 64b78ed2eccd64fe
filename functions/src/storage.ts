// The Storage upkeep functions (issue 23, docs/decisions/019):
// - countStoredObject / uncountStoredObject: the per-member quota, counted by
//   the Storage triggers (storage.rules cannot count); an upload past it is
//   deleted at once. Rule: src/domain/server/storage-usage.ts.
// - sweepStorage (scheduled, daily): deletes the objects no message lists,
//   sparing a rejected comment's folder while its undo lasts. Rule:
//   src/domain/server/storage-sweep.ts.
import { getApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { storageAccess } from './storage-bucket';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import { sweepOrphans, type SweepBackend } from '../../src/domain/server/storage-sweep';
import { countRemoval, countUpload } from '../../src/domain/server/storage-usage';
import { errorCode, firestoreStore } from './admin-backend';
import { triggerOptions } from './callable';

async function deleteObject(path: string): Promise<void> {
  try {
    await storageAccess().bucket().file(path).delete();
  } catch (error) {
    if (errorCode(error) !== 404) throw error;
  }
}

export const countStoredObject = onObjectFinalized(triggerOptions, async (event) => {
  const { name, size } = event.data;
  const outcome = await countUpload(firestoreStore(getFirestore(getApp())), { path: name, size: Number(size) });
  if (outcome !== 'over-quota') return;
  logger.warn(`Storage quota: ${name} deleted.`);
  await deleteObject(name);
});

export const uncountStoredObject = onObjectDeleted(triggerOptions, async (event) => {
  await countRemoval(firestoreStore(getFirestore(getApp())), event.data.name);
});

function sweepBackend(): SweepBackend {
  return {
    ...firestoreStore(getFirestore(getApp())),
    async listFiles(prefix) {
      const [files] = await storageAccess().bucket().getFiles({ prefix });
      return files.map((file) => ({ path: file.name, createdAt: new Date(file.metadata.timeCreated ?? 0) }));
    },
    deleteFile: deleteObject,
  };
}

export const sweepStorage = onSchedule({ ...triggerOptions, schedule: 'every day 03:00', timeZone: 'America/Halifax' }, async () => {
  const removed = await sweepOrphans(sweepBackend(), new Date());
  logger.info(`Storage sweep: ${removed.length} orphan objects deleted.`);
});
