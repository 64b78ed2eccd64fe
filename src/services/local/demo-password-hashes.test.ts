// @vitest-environment node
// The hashes the local seed stores for the demo accounts, made once by
// scripts/demo-password-hashes.ts: each is the hash of that account's demo
// password, at the rounds new hashes use. Run the script when this fails.
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../domain/model/crypto';
import { PASSWORD_HASH_ROUNDS } from '../../domain/limits';
import { DEMO_ACCOUNTS, DEMO_APPLICANT_PASSWORD, type DemoAccountKey } from '../demo-data';
import { DEMO_PASSWORD_HASHES } from './demo-password-hashes';

const passwords = Object.entries(DEMO_ACCOUNTS).map(([key, account]) => [key as DemoAccountKey, account.password] as const);

describe('the demo password hashes the seed stores', () => {
  it.each([...passwords, ['applicant', DEMO_APPLICANT_PASSWORD] as const])('%s: its demo password, at the current rounds', async (key, password) => {
    const stored = DEMO_PASSWORD_HASHES[key];
    expect(stored.iterations).toBe(PASSWORD_HASH_ROUNDS);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword(`${password}x`, stored)).toBe(false);
  });

  it('has one salt per account', () => {
    const salts = Object.values(DEMO_PASSWORD_HASHES).map((hash) => hash.salt);
    expect(new Set(salts).size).toBe(salts.length);
  });
});
