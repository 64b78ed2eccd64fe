// @vitest-environment node
// An emulated run never reaches Google's Storage (functions/src/storage-bucket.ts,
// docs/decisions/026): without a Storage emulator beside it, a deletion under a
// prefix has nothing to do and any other use is refused with a clear error.
import { describe, expect, it } from 'vitest';
import { deletionBackend } from '../../functions/src/admin-backend';
import { STORAGE_NOT_EMULATED, storageAccess, storageMissing } from '../../functions/src/storage-bucket';
import { parseCallableInput } from '../../src/domain/server/handlers';
import { callables } from '../../src/domain/model/callables';

const FUNCTIONS_EMULATOR = { FUNCTIONS_EMULATOR: 'true' };
const TEST_PROCESS = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
const WITH_STORAGE = { ...FUNCTIONS_EMULATOR, FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' };

describe('Storage in an emulated run', () => {
  it('is missing under the emulators without a Storage emulator, and present in production or beside one', () => {
    expect(storageMissing(FUNCTIONS_EMULATOR)).toBe(true);
    expect(storageMissing(TEST_PROCESS)).toBe(true);
    expect(storageMissing(WITH_STORAGE)).toBe(false);
    expect(storageMissing({})).toBe(false);
  });

  it('refuses any use of the bucket where Storage is missing, saying why', () => {
    const access = storageAccess(undefined, FUNCTIONS_EMULATOR);
    expect(access.present).toBe(false);
    expect(() => access.bucket()).toThrow(STORAGE_NOT_EMULATED);
  });

  it('deletes nothing, and asks nothing of Google, under a prefix where Storage is missing', async () => {
    const access = storageAccess(undefined, FUNCTIONS_EMULATOR);
    // Firestore is never touched by deleteFilesUnder: no database is needed.
    const backend = deletionBackend(null as never, access);
    await expect(backend.deleteFilesUnder('attachments/u-1/discussion/m-1/')).resolves.toBeUndefined();
  });
});

describe('a callable that takes no input', () => {
  it('accepts the nothing the web SDK sends for httpsCallable(name)(), and {}', () => {
    expect(() => parseCallableInput(callables.sendNewsletter, null)).not.toThrow();
    expect(() => parseCallableInput(callables.sendNewsletter, undefined)).not.toThrow();
    expect(() => parseCallableInput(callables.sendNewsletter, {})).not.toThrow();
    expect(() => parseCallableInput(callables.sendNewsletter, 'anything')).toThrow('Invalid input: (input)');
  });
});
