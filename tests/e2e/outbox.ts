// End-to-end helpers for the local build's outbox (/outbox, issue 22): read
// the mail the site sent as its recipient would, and follow its links.
import { expect, type Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { localizePath, type Locale } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';

export interface MailQuery {
  /** The recipient's address, exactly. */
  to: string;
  /** The subject it must match; any subject if left out. */
  subject?: RegExp;
  /** The language of the outbox page; English by default. */
  locale?: Locale;
}

/**
 * Goes to /outbox, opens the newest mail to `to` whose subject matches
 * (waiting for it to arrive), and returns its plain-text part.
 */
export async function openMail(page: Page, { to, subject, locale = 'en-CA' }: MailQuery): Promise<string> {
  const t = { locale };
  await page.goto(localizePath(paths.outbox, locale));
  const list = page.getByRole('table', { name: m.outbox_list({}, t) });
  const rows = list
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: to, exact: true }) })
    .filter({ has: page.getByRole('button', { name: subject ?? /./ }) });
  // Newest first: the first matching row is the newest such mail.
  await rows.first().getByRole('button').click();
  const opened = page.getByRole('region', { name: m.outbox_opened({}, t) });
  const text = opened.locator('pre');
  await expect(text).toBeVisible();
  return text.innerText();
}

/** The first absolute link in `text` whose path ends with `path` (e.g. '/verify'), query included; throws if there is none. */
export function linkIn(text: string, path: string): string {
  for (const [candidate] of text.matchAll(/https?:\/\/[^\s<>"'[\]()]+/g)) {
    if (new URL(candidate).pathname.endsWith(path)) return candidate;
  }
  throw new Error(`No link to …${path} in the mail:\n${text}`);
}
