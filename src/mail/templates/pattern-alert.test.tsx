// @vitest-environment node
// The pattern alert mails in each language (ADR 036): the confirmation
// request names the pattern in the recipient's words and offers nothing but
// its link (no unsubscribe: it is not commercial); the alert is commercial:
// the consortium identified with its mailing address and contact, the
// piece's link, the alert's end and its renew link, the recipient's own
// unsubscribe link.
import { CONTACT_EMAIL, POSTAL_ADDRESS } from '../../domain/consortium';
import { LOCALES } from '../../i18n';
import { m } from '../../paraglide/messages.js';
import { renderConsentMail } from '../consent-mail';

describe.each(LOCALES)('the pattern alert mails (%s)', (locale) => {
  const t = { locale };

  it('asks to confirm a knee pattern, naming each measurement as typed', async () => {
    const confirmUrl = 'https://timber.example/verify?token=abc';
    const mail = await renderConsentMail({ name: 'confirm-alert', language: locale, kind: 'knee', fields: { armLength: 40, thickness: 3.5 }, confirmUrl });
    expect(mail.subject).toBe(m.consent_mail_alert_confirm_subject({}, t));
    const pattern = locale === 'fr-CA' ? `${m.store_knee_arm_length({}, t)} 40\u00a0po, ${m.store_knee_thickness({}, t)} 3,5\u00a0po` : 'Arm Length 40 in, Thickness 3.5 in';
    expect(mail.text).toContain(m.consent_mail_alert_confirm_body_knee({ pattern }, t));
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(mail.text).not.toContain(m.mail_footer_unsubscribe({}, t));
  });

  it('tells of a fitting piece with its link, the alert’s end and renew link, and the sender and unsubscribe link', async () => {
    const links = { pieceUrl: 'https://timber.example/stock/p1?armLength=40', renewUrl: 'https://timber.example/verify?token=renew', unsubscribeUrl: 'https://timber.example/unsubscribe?token=stop' };
    const mail = await renderConsentMail({ name: 'pattern-alert', language: locale, piece: 'Red oak knee', endsAt: '2027-05-28T12:00:00.000Z', ...links });
    expect(mail.subject).toBe(m.consent_mail_alert_subject({}, t));
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.text).toContain(m.consent_mail_alert_body({ piece: 'Red oak knee' }, t));
    expect(mail.text).toContain(locale === 'fr-CA' ? '28 mai 2027' : 'May 28, 2027');
    for (const url of Object.values(links)) expect(mail.html).toContain(`href="${url}"`);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(POSTAL_ADDRESS[locale]);
      expect(part).toContain(CONTACT_EMAIL);
    }
  });
});
