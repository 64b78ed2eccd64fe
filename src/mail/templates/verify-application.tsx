// The verification mail of a franchisee or contributor application (issue 22):
// one link to /verify?token=…, in the applicant's language.
import type { Language } from '../../domain/languages';
import * as m from '../../paraglide/messages/_index.js';
import { MailAction, MailLayout, MailText } from '../layout';

export function verifyApplicationMail(locale: Language, { link }: { link: string }) {
  const options = { locale };
  const subject = m.verify_mail_subject({}, options);
  const element = (
    <MailLayout locale={locale} preview={m.verify_mail_preview({}, options)} heading={subject}>
      <MailText>{m.verify_mail_body({}, options)}</MailText>
      <MailAction href={link}>{m.verify_mail_action({}, options)}</MailAction>
      <MailText>{m.verify_mail_expiry({}, options)}</MailText>
    </MailLayout>
  );
  return { subject, element };
}
