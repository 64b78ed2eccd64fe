// The Auth emulator's REST API with its owner credential, for the tests that
// run on the emulators (the firebase contract and the journeys of
// tests/e2e-emulators): what no client may do.
import { DEMO_PROJECT_ID } from '../../src/services/config';

/** Where `firebase emulators:exec` says the Auth emulator is (firebase.json's emulators.auth). */
const authEmulator = `http://${process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}`;

export async function authEmulatorCall(operation: string, body: unknown): Promise<unknown> {
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
export async function syncImportedPassword(email: string, password: string): Promise<void> {
  const localId = firstLocalId(await authEmulatorCall('accounts:lookup', { email: [email] }));
  if (!localId) throw new Error(`No Auth emulator account for ${email}`);
  await authEmulatorCall('accounts:update', { localId, password });
}
