// The short, polite notice of a rejected application (issue 22), in the
// applicant's language, with the reason and note the Admin chose (issue 23)
// and the consortium's contact for questions.
import { CONTACT_EMAIL } from '../../domain/consortium';
import type { Language } from '../../domain/languages';
import type { Rejection } from '../../domain/moderation';
import { reasonLabel } from '../../i18n/reasons';
import * as m from '../../paraglide/messages/_index.js';
import { MailLayout, MailText } from '../layout';

export function applicationRejectedMail(locale: Language, { firstName, reason, note }: { firstName: string } & Rejection) {
  const options = { locale };
  const subject = m.verify_mail_rejected_subject({}, options);
  const element = (
    <MailLayout locale={locale} preview={m.verify_mail_rejected_preview({}, options)} heading={subject}>
      <MailText>{m.verify_mail_greeting({ name: firstName }, options)}</MailText>
      <MailText>{m.verify_mail_rejected_body({}, options)}</MailText>
      <MailText>{m.decisions_mail_reason({ reason: reasonLabel(reason, locale) }, options)}</MailText>
      {note !== '' && <MailText>{m.decisions_mail_note({ note }, options)}</MailText>}
      <MailText>{m.verify_mail_rejected_contact({ email: CONTACT_EMAIL }, options)}</MailText>
    </MailLayout>
  );
  return { subject, element };
}
