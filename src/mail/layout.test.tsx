// @vitest-environment node
// The mail frame: every mail names the consortium, its mailing address and its
// contact in the recipient's language, in the HTML and the plain-text part; a
// commercial mail adds its unsubscribe link.
import { CONTACT_EMAIL, POSTAL_ADDRESS } from '../domain/consortium';
import { LOCALES } from '../i18n';
import { m } from '../paraglide/messages.js';
import { MailAction, MailLayout, MailText } from './layout';
import { renderMail } from './render';

describe.each(LOCALES)('the mail frame (%s)', (locale) => {
  const t = { locale };

  it('renders the heading, the body and the sender in HTML and plain text, with no unsubscribe link unless asked', async () => {
    const mail = await renderMail(
      'Subject',
      <MailLayout locale={locale} preview="Preview line" heading="A heading">
        <MailText>Body text</MailText>
        <MailAction href="https://example.test/verify?token=abc">Act now</MailAction>
      </MailLayout>,
    );
    expect(mail.subject).toBe('Subject');
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.html).toContain('A heading');
    expect(mail.html).toContain('href="https://example.test/verify?token=abc"');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(m.mail_footer_identity({}, t));
      expect(part).toContain(POSTAL_ADDRESS[locale]);
      expect(part).toContain(CONTACT_EMAIL);
      expect(part).not.toContain(m.mail_footer_unsubscribe({}, t));
    }
    expect(mail.text).toContain('Body text');
    expect(mail.text).toContain('https://example.test/verify?token=abc');
  });

  it('gives a commercial mail its unsubscribe link', async () => {
    const mail = await renderMail(
      'News',
      <MailLayout locale={locale} preview="p" heading="h" unsubscribeUrl="https://example.test/unsubscribe?token=xyz">
        <MailText>News</MailText>
      </MailLayout>,
    );
    expect(mail.html).toContain('href="https://example.test/unsubscribe?token=xyz"');
    expect(mail.html).toContain(m.mail_footer_unsubscribe({}, t));
    expect(mail.text).toContain('https://example.test/unsubscribe?token=xyz');
  });
});
