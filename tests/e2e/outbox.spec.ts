// The local build's outbox (issue 22) in a browser, under the production
// headers: the admin digest sent from it, read through the e2e helpers
// (openMail, linkIn), a link clicked inside the sandboxed
// mail opening the page in the app itself, and no axe violation.
import { paths } from '../../src/config/paths';
import { localizePath } from '../../src/i18n/locale';
import { m } from '../../src/paraglide/messages.js';
import { accounts, expect, test } from './fixtures';
import { scan } from './page-checks';
import { linkIn, openMail } from './outbox';
import { pathEnd } from './routes';

// One language end to end: English here (the digest's French: its template tests in both languages,
// and the French journeys that read their mail in the outbox, verified-applicant.spec.ts among them).
for (const locale of ['en-CA'] as const) {
  const t = { locale };

  test(`sends the admin digest and reads it as its recipient would (${locale})`, async ({ page }) => {
    await page.goto(localizePath(paths.outbox, locale));
    await page.getByRole('button', { name: m.outbox_digest_send({}, t) }).click();
    await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible();

    // The Admin's language (English), whatever the page's.
    const subject = new RegExp(`^${m.mail_digest_heading({}, { locale: accounts.admin.language })}`);
    const text = await openMail(page, { to: accounts.admin.email, subject, locale });
    expect(text).toContain(m.mail_digest_lead({}, { locale: accounts.admin.language }));
    expect(new URL(linkIn(text, '/admin')).pathname).toBe('/admin');

    // Legacy mode: axe in the page itself (it cannot enter the mail's frame, which runs no script).
    expect(await scan(page, 'outbox')).toEqual([]);

    // A link of the mail, clicked in its sandboxed frame, opens the page in the app.
    const frame = page.frameLocator(`iframe[title="${m.outbox_html_part({}, t)}"]`);
    await frame.getByRole('link', { name: m.mail_digest_action({}, { locale: accounts.admin.language }) }).click();
    await expect(page).toHaveURL(pathEnd('/admin'));
  });
}
