// A member record as it was stored before the server kept proof of the
// member's address: planted behind the local service's back, for the tests of
// what the site does for a member approved before addresses were verified.
import type { Services } from '../../src/services/api';
import { openDatabase } from '../../src/services/local/db';
import { dbNameOf } from './local-services';

/** Removes the proof of the member's address from their record (Dexie deletes a key updated to undefined). */
export async function forgetAddressProof(services: Services, uid: string): Promise<void> {
  const db = openDatabase(dbNameOf(services));
  await db.open();
  try {
    await db.approvedUsers.update(uid, { emailVerified: undefined });
  } finally {
    db.close();
  }
}
