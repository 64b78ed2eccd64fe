// @vitest-environment node
// The consent mails in each language (issue 22): the double opt-in request
// (not commercial: no unsubscribe link) and the newsletter (commercial: the
// consortium identified, its mailing address, its contact, the recipient's own
// unsubscribe link), each with its plain-text part.
import { CONTACT_EMAIL, POSTAL_ADDRESS } from '../../domain/consortium';
import { LOCALES } from '../../i18n';
import { m } from '../../paraglide/messages.js';
import { renderConsentMail } from '../consent-mail';

describe.each(LOCALES)('the consent mails (%s)', (locale) => {
  const t = { locale };

  it.each(['newsletter', 'offers'] as const)('asks to confirm the %s subscription with its link, and offers nothing else', async (purpose) => {
    const confirmUrl = 'https://timber.example/verify?token=abc';
    const mail = await renderConsentMail({ name: 'confirm-subscription', language: locale, purpose, confirmUrl });
    expect(mail.subject).toBe(purpose === 'newsletter' ? m.consent_mail_confirm_subject_newsletter({}, t) : m.consent_mail_confirm_subject_offers({}, t));
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(mail.text).toContain(confirmUrl);
    expect(mail.text).toContain(m.consent_mail_confirm_ignore({}, t));
    expect(mail.text).not.toContain(m.mail_footer_unsubscribe({}, t));
  });

  it('sends the newsletter with the consortium’s identity and the recipient’s unsubscribe link', async () => {
    const unsubscribeUrl = 'https://timber.example/unsubscribe?token=xyz';
    const mail = await renderConsentMail({ name: 'newsletter', language: locale, unsubscribeUrl });
    expect(mail.subject).toBe(m.consent_mail_newsletter_subject({}, t));
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Atlantic Timber Consortium');
      expect(part).toContain(POSTAL_ADDRESS[locale]);
      expect(part).toContain(CONTACT_EMAIL);
    }
    expect(mail.text).toContain(unsubscribeUrl);
  });
});
