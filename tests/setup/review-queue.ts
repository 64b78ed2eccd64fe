// Reads what a form stored, the way the admin console sees it: signs the test
// services in as the seeded admin and takes one snapshot of a pending list.
import type { Services } from '../../src/services/api';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import type { PendingItems, ReviewKind } from '../../src/domain/types';

export async function pendingAsAdmin<K extends ReviewKind>(services: Services, kind: K): Promise<PendingItems[K][]> {
  await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  return new Promise((resolve, reject) => {
    let settled = false;
    const stop = services.admin.watchPending(
      kind,
      (items) => {
        if (settled) return;
        settled = true;
        resolve(items);
        setTimeout(() => stop());
      },
      (error) => {
        settled = true;
        reject(error);
      },
    );
  });
}
