// A seeded local backend for tests: a fresh fake-indexeddb database each time,
// its sign-in kept in memory (not sessionStorage) and fewer PBKDF2 rounds,
// which keep the tests fast with the same hash format.
import type { Services } from '../../src/services/api';
import { createLocalServices, type LocalOptions } from '../../src/services/local/backend';
import { memoryStore } from '../../src/services/local/session';

let databases = 0;
// Keyed by the verification service, which a test's wrapped copy of the services ({ ...base, forms }) keeps.
const names = new WeakMap<object, string>();

/** The database of services made here, for a second connection (tests/setup/mailed-links.ts). */
export function dbNameOf(services: Services): string {
  const name = names.get(services.verification);
  if (!name) throw new Error('These services were not made by createTestLocalServices.');
  return name;
}

export interface TestLocalServices {
  services: Services;
  /** The database's name, for a second connection that reads or plants records behind the service's back. */
  dbName: string;
}

export async function createTestLocalServices(
  prefix = 'test',
  options: Pick<LocalOptions, 'onRead' | 'seed' | 'now'> = {},
): Promise<TestLocalServices> {
  databases += 1;
  const dbName = `${prefix}-${databases}-${Date.now()}`;
  const services = await createLocalServices({ ...options, dbName, hashIterations: 1_000, sessionStore: memoryStore() });
  names.set(services.verification, dbName);
  return { services, dbName };
}
