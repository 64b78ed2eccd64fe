// Before the journeys: the Auth and Firestore emulators emptied and seeded with
// the demo data (scripts/seed-emulators.ts), and maildev's inbox emptied, so a
// journey reads only the mail it caused.
import { seedEmulators } from '../../scripts/seed-emulators';
import { MAILDEV } from './emulators';

export default async function globalSetup(): Promise<void> {
  try {
    await seedEmulators();
  } catch (error) {
    throw new Error('Seeding the emulators failed: are they running? (node scripts/emulator-suites.mjs --e2e starts them.)', { cause: error });
  }
  const emptied = await fetch(`${MAILDEV}/api/email/all`, { method: 'DELETE' }).catch(() => null);
  if (!emptied?.ok) throw new Error(`maildev does not answer on ${MAILDEV} (scripts/with-maildev.mjs runs it).`);
}
