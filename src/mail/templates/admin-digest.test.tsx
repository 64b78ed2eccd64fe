// @vitest-environment node
// The admin digest's mail, in each language: every console tab by the name
// the console gives it, with its count, the link to the console, the sender,
// and the same in the plain-text part.
import { LOCALES } from '../../i18n';
import { m } from '../../paraglide/messages.js';
import { renderAdminDigest } from './admin-digest';

describe.each(LOCALES)('the admin digest mail (%s)', (locale) => {
  const t = { locale };
  const adminUrl = locale === 'fr-CA' ? 'https://timber.example/fr/admin' : 'https://timber.example/admin';

  it('lists each tab with its count and links to the console, in both parts', async () => {
    const mail = await renderAdminDigest({ locale, counts: { franchisee: 2, contributor: 0, pricing: 1, contact: 3, comment: 4 }, heldMail: 0, droppedMail: 0, adminUrl });
    expect(mail.subject).toBe(m.mail_digest_subject({ total: 10 }, t));
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.html).toContain(`href="${adminUrl}"`);
    const tabs = [
      [m.admin_tab_franchisee, 2],
      [m.admin_tab_contributor, 0],
      [m.admin_tab_pricing, 1],
      [m.admin_tab_contact, 3],
      [m.admin_tab_comment, 4],
    ] as const;
    // The console's own names: the mail's copies may not drift from them.
    for (const [tab, count] of tabs) {
      const line = m.mail_digest_count({ tab: tab({}, t), count }, t);
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line);
    }
    expect(mail.text).toContain(adminUrl);
    expect(mail.text).toContain(m.mail_digest_why({}, t));
    expect(mail.text).toContain(m.mail_footer_identity({}, t));
  });
});

it('writes the tab names as the console does', () => {
  expect(['Franchisee Applications', 'Contributor Applications', 'Pricing?', 'Contact Us Submissions', 'Comments Approval']).toEqual(
    [m.admin_tab_franchisee, m.admin_tab_contributor, m.admin_tab_pricing, m.admin_tab_contact, m.admin_tab_comment].map((tab) => tab({}, { locale: 'en-CA' })),
  );
});
