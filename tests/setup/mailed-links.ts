// The links the local backend mailed, read from its outbox as a recipient
// would read them (issue 22): a test that submits an application confirms its
// address with the very link the verification mail carries.
import { expect } from 'vitest';
import type { Services } from '../../src/services/api';
import { openDatabase } from '../../src/services/local/db';
import { dbNameOf } from './local-services';

const VERIFY_LINK = /https?:\/\/[^\s\]]+\/verify\?token=[A-Za-z0-9_-]{43}/;

/** The plain-text parts of the mails sent to an address, newest first. */
export async function mailsTo(services: Services, email: string): Promise<{ kind: string; subject: string; text: string; language: string }[]> {
  const db = openDatabase(dbNameOf(services));
  await db.open();
  try {
    const mails = await db.outbox.orderBy('createdAt').reverse().toArray();
    return mails
      .filter((mail) => mail['to'] === email.trim().toLowerCase())
      .map((mail) => {
        const message = mail['message'] as { subject: string; text: string };
        return { kind: String(mail['kind']), subject: message.subject, text: message.text, language: String(mail['language']) };
      });
  } finally {
    db.close();
  }
}

/** The newest /verify link mailed to an address. */
export async function verifyLinkTo(services: Services, email: string): Promise<URL> {
  for (const mail of await mailsTo(services, email)) {
    const link = VERIFY_LINK.exec(mail.text);
    if (link) return new URL(link[0]);
  }
  throw new Error(`No verification link was mailed to ${email}.`);
}

/** Confirms an applicant's address through the link mailed to it, as the applicant's click does. */
export async function confirmMailedLink(services: Services, email: string): Promise<void> {
  const link = await verifyLinkTo(services, email);
  expect(await services.verification.verify(link.searchParams.get('token') ?? '')).toMatchObject({ status: 'done' });
}
