// @vitest-environment node
// The email-change mail (issue 22) in the recipient's language: its subject,
// the address it proves, the link, and the sender's identity, in HTML and text.
import { CONTACT_EMAIL } from '../../domain/consortium';
import { LOCALES } from '../../i18n';
import { m } from '../../paraglide/messages.js';
import { renderVerifyEmailChange } from './verify-email-change';

describe.each(LOCALES)('the email-change mail (%s)', (locale) => {
  const t = { locale };

  it('names the new address and carries the link, in HTML and plain text', async () => {
    const link = 'https://site.example/verify?token=abc';
    const mail = await renderVerifyEmailChange(locale, { link, email: 'new@example.com' });
    expect(mail.subject).toBe(m.account_mail_email_change_subject({}, t));
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`lang="${locale}"`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(m.account_mail_email_change_body({ email: 'new@example.com' }, t));
      expect(part).toContain(m.account_mail_email_change_ignore({}, t));
      expect(part).toContain(CONTACT_EMAIL);
    }
    expect(mail.text).toContain(link);
  });
});
