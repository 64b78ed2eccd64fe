// The mail that proves a new sign-in address (issue 22), sent by the local
// backend to the NEW address when a member asks to change theirs
// (src/domain/server/member-email.ts); production sends Firebase's own
// verifyBeforeUpdateEmail mail instead. In the member's language.
import { MailAction, MailLayout, MailText } from '../layout';
import { renderMail } from '../render';
import type { Language } from '../../domain/languages';
import type { RenderedMail } from '../../domain/server/mail';
// Both languages, whatever the page's (the one-language builds rewrite messages.js only): the recipient's language decides.
import * as m from '../../paraglide/messages/_index.js';

export function verifyEmailChange(locale: Language, { link, email }: { link: string; email: string }) {
  const options = { locale };
  return {
    subject: m.account_mail_email_change_subject({}, options),
    element: (
      <MailLayout locale={locale} preview={m.account_mail_email_change_preview({}, options)} heading={m.account_mail_email_change_heading({}, options)}>
        <MailText>{m.account_mail_email_change_body({ email }, options)}</MailText>
        <MailAction href={link}>{m.account_mail_email_change_action({}, options)}</MailAction>
        <MailText>{m.account_mail_email_change_ignore({}, options)}</MailText>
      </MailLayout>
    ),
  };
}

/** The RenderEmailChange port of member-email.ts. */
export function renderVerifyEmailChange(locale: Language, data: { link: string; email: string }): Promise<RenderedMail> {
  const { subject, element } = verifyEmailChange(locale, data);
  return renderMail(subject, element);
}
