// What the journeys read or set beside the site, as its people would not:
// the mail maildev received from the functions' emulated delivery (its REST
// API), and the one password the Auth emulator cannot check.
import { expect } from '@playwright/test';
import { DEMO_PROJECT_ID } from '../../src/services/config';

/** maildev's web inbox; its REST API is under /api (scripts/with-maildev.mjs). */
export const MAILDEV = 'http://127.0.0.1:1080';

export interface Mail {
  subject: string;
  to: string[];
  text: string;
  html: string;
}

interface StoredMail {
  subject?: string;
  to?: { address: string }[];
  text?: string;
  html?: string;
}

async function inbox(): Promise<Mail[]> {
  const response = await fetch(`${MAILDEV}/api/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  const mails = (await response.json()) as StoredMail[];
  return mails.map((mail) => ({
    subject: mail.subject ?? '',
    to: (mail.to ?? []).map(({ address }) => address.toLowerCase()),
    text: mail.text ?? '',
    html: mail.html ?? '',
  }));
}

/**
 * The newest mail to `to` whose subject matches, once maildev has it: the
 * functions send it after the write that queued it, a few seconds later.
 */
export async function mailTo(to: string, subject: RegExp = /./): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox()).filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} with a subject matching ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The Auth emulator, where `firebase emulators:exec` says (firebase.json's emulators.auth). */
const authEmulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}`;

async function asAuthOwner(operation: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${authEmulator}/${operation}`, {
    method: 'POST',
    // 'owner' is the Auth emulator's admin credential.
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${operation} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * The Auth emulator keeps the password hash that createUserOnApproval imports
 * (the applicant's own PBKDF2 hash) but never checks it: it verifies only the
 * hashes it made itself, so an approved applicant could not sign in there.
 * Production checks the imported hash. As tests/contract/firebase.emulator.test.ts
 * does, the journey gives the emulator's account the password the applicant
 * chose, through the emulator's REST API, before signing in with it.
 */
export async function syncImportedPassword(email: string, password: string): Promise<void> {
  const lookup = (await asAuthOwner('accounts:lookup', { email: [email] })) as { users?: { localId: string }[] };
  const localId = lookup.users?.[0]?.localId;
  if (!localId) throw new Error(`No Auth emulator account for ${email}`);
  await asAuthOwner('accounts:update', { localId, password });
}
