// What the journeys read or set beside the site, as its people would not:
// the mail maildev received from the functions' emulated delivery (its REST
// API), and the one password the Auth emulator cannot check.
import { expect } from '@playwright/test';

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
