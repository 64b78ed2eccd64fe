// The service contract against the firebase backend on the Firebase Emulator
// Suite (`npm run test:emulators`; vitest.emulators.config.ts seeds the
// emulators first). Each backend is its own named Firebase app, so each has its
// own sign-in, like a browser tab of the local backend.
import { afterAll } from 'vitest';
import { DEMO_PROJECT_ID, resolveBackendConfig } from '../../src/services/config';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { createFirebaseServices, releaseFirebaseServices } from '../../src/services/firebase/backend';
import { EMULATOR_HOST, EMULATOR_PORTS } from '../../src/services/firebase/sdk';
import { describeServiceContract, type ContractBackend } from './services.contract';

const config = resolveBackendConfig({ VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'true' });
const appNames: string[] = [];

const authEmulator = `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}`;

async function authEmulatorCall(operation: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${authEmulator}/${operation}`, {
    method: 'POST',
    // 'owner' is the Auth emulator's admin credential.
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${operation} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

function firstLocalId(lookup: unknown): string | null {
  if (typeof lookup !== 'object' || lookup === null || !('users' in lookup) || !Array.isArray(lookup.users)) return null;
  const [user]: unknown[] = lookup.users;
  if (typeof user !== 'object' || user === null || !('localId' in user) || typeof user.localId !== 'string') return null;
  return user.localId;
}

/**
 * The Auth emulator stores an imported password hash but never checks it (it
 * only verifies its own fake hashes), so an account that createUserOnApproval
 * imported cannot sign in there. Production verifies the PBKDF2_SHA256 hash.
 * A test that signs in as a freshly approved member calls this first to give
 * the emulator account the same password the applicant chose.
 */
async function syncImportedPassword(email: string, password: string): Promise<void> {
  const localId = firstLocalId(await authEmulatorCall('accounts:lookup', { email: [email] }));
  if (!localId) throw new Error(`No Auth emulator account for ${email}`);
  await authEmulatorCall('accounts:update', { localId, password });
}

let created = 0;

async function createBackend(): Promise<ContractBackend & { syncImportedPassword: typeof syncImportedPassword }> {
  if (config.backend !== 'firebase') throw new Error('The emulator contract needs the firebase backend configuration.');
  created += 1;
  const appName = `contract-${created}`;
  appNames.push(appName);
  const services = await createFirebaseServices(config.firebase, { appName });
  return {
    services,
    async signInAs(role) {
      await services.auth.signOut();
      if (role) await services.auth.signIn(DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);
    },
    syncImportedPassword,
  };
}

afterAll(async () => {
  await Promise.all(appNames.map((name) => releaseFirebaseServices(name)));
});

describeServiceContract('firebase', createBackend);
