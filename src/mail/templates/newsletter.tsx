// The (test) newsletter (issue 22): a commercial message under CASL, so the
// frame identifies the consortium with its mailing address and contact, and
// it carries the recipient's own unsubscribe link.
import type { Language } from '../../domain/languages';
import { m } from '../../paraglide/messages.js';
import { MailLayout, MailText } from '../layout';

export function newsletterMail(locale: Language, { unsubscribeUrl }: { unsubscribeUrl: string }) {
  const options = { locale };
  const subject = m.consent_mail_newsletter_subject({}, options);
  const element = (
    <MailLayout locale={locale} preview={m.consent_mail_newsletter_preview({}, options)} heading={m.consent_mail_newsletter_heading({}, options)} unsubscribeUrl={unsubscribeUrl}>
      <MailText>{m.consent_mail_newsletter_body({}, options)}</MailText>
    </MailLayout>
  );
  return { subject, element };
}
