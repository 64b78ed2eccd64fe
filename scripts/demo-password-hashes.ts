// Prints src/services/local/demo-password-hashes.ts: the demo accounts' and the
// seeded applications' password hashes, made once at the rounds new hashes use
// (PASSWORD_HASH_ROUNDS), so that a new visitor's first page does not wait for
// six PBKDF2 derivations. Run it after changing a demo password or the rounds:
//
//   npx tsx scripts/demo-password-hashes.ts > src/services/local/demo-password-hashes.ts
//
// src/services/local/demo-password-hashes.test.ts fails until it is run.
import { hashPassword } from '../src/domain/model/crypto';
import { PASSWORD_HASH_ROUNDS } from '../src/domain/limits';
import { DEMO_ACCOUNTS, DEMO_APPLICANT_PASSWORD } from '../src/services/demo-data';

const passwords: Record<string, string> = {
  ...Object.fromEntries(Object.entries(DEMO_ACCOUNTS).map(([key, account]) => [key, account.password])),
  applicant: DEMO_APPLICANT_PASSWORD,
};
const rows: string[] = [];
for (const [key, password] of Object.entries(passwords)) {
  const { algorithm, iterations, salt, hash } = await hashPassword(password, PASSWORD_HASH_ROUNDS);
  rows.push(`  ${key}: { algorithm: '${algorithm}', iterations: ${iterations}, salt: '${salt}', hash: '${hash}' },`);
}
console.log(`// Made by scripts/demo-password-hashes.ts: the demo passwords (src/services/demo-data.ts),
// hashed once at PASSWORD_HASH_ROUNDS. The passwords are public demo data; their
// hashes are here so that seeding a new visitor's database derives none.
import type { PasswordHash } from '../../domain/model/crypto';
import type { DemoAccountKey } from '../demo-data';

export const DEMO_PASSWORD_HASHES: Record<DemoAccountKey | 'applicant', PasswordHash> = {
${rows.join('\n')}
};`);
