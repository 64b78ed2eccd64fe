// "Your account is ready" (issue 22): the approval's mail, with a sign-in link
// in the applicant's language.
import type { Language } from '../../domain/languages';
import * as m from '../../paraglide/messages/_index.js';
import { MailAction, MailLayout, MailText } from '../layout';

export function accountReadyMail(locale: Language, { link, firstName }: { link: string; firstName: string }) {
  const options = { locale };
  const subject = m.verify_mail_ready_subject({}, options);
  const element = (
    <MailLayout locale={locale} preview={m.verify_mail_ready_preview({}, options)} heading={subject}>
      <MailText>{m.verify_mail_greeting({ name: firstName }, options)}</MailText>
      <MailText>{m.verify_mail_ready_body({}, options)}</MailText>
      <MailAction href={link}>{m.verify_mail_ready_action({}, options)}</MailAction>
    </MailLayout>
  );
  return { subject, element };
}
