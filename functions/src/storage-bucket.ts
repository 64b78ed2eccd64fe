// Where the functions reach Cloud Storage (docs/decisions/025). In production,
// the project's bucket. In an emulated run (the Functions emulator, or a test
// process pointed at the Firestore emulator), only the Storage emulator:
// firebase-tools starts it only where its rules runtime could be downloaded,
// and without it the Admin SDK would go to Google with no credentials.
// So where an emulated run has no Storage emulator, nothing reaches Google:
// a deletion under a prefix has nothing to do (no upload can succeed in such
// a run, so no object exists), and any other use refuses with a clear error.
import { getApp, type App } from 'firebase-admin/app';
import { getStorage, type Storage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';

type Bucket = ReturnType<Storage['bucket']>;

export const STORAGE_NOT_EMULATED =
  'Cloud Storage is not emulated in this run (its rules runtime is a download); start the emulators with Storage to use files.';

/** Whether this process is an emulated run with no Storage emulator beside it. */
export function storageMissing(env: NodeJS.ProcessEnv = process.env): boolean {
  const emulated = env['FUNCTIONS_EMULATOR'] === 'true' || env['FIRESTORE_EMULATOR_HOST'] !== undefined;
  return emulated && !env['FIREBASE_STORAGE_EMULATOR_HOST'];
}

/** The functions' Storage: `bucket()` is the project's bucket, or a refusal where Storage is missing. */
export interface StorageAccess {
  /** False where an emulated run has no Storage emulator: no object can exist. */
  readonly present: boolean;
  bucket(): Bucket;
}

/** The Storage of `app` (the default app where none is named). */
export function storageAccess(app?: App, env: NodeJS.ProcessEnv = process.env): StorageAccess {
  if (storageMissing(env)) {
    return {
      present: false,
      bucket() {
        throw new HttpsError('unavailable', STORAGE_NOT_EMULATED);
      },
    };
  }
  return { present: true, bucket: () => getStorage(app ?? getApp()).bucket() };
}
