// The double opt-in request (issue 22): sent when an address is subscribed,
// before anything commercial may reach it. Not commercial itself: it offers
// nothing but the confirmation, and ignoring it sends nothing more.
import type { ConsentPurpose } from '../../domain/consent';
import type { Language } from '../../domain/languages';
import { m } from '../../paraglide/messages.js';
import { MailAction, MailLayout, MailText } from '../layout';

export function confirmSubscriptionMail(locale: Language, { purpose, confirmUrl }: { purpose: ConsentPurpose; confirmUrl: string }) {
  const options = { locale };
  const newsletter = purpose === 'newsletter';
  const subject = newsletter ? m.consent_mail_confirm_subject_newsletter({}, options) : m.consent_mail_confirm_subject_offers({}, options);
  const element = (
    <MailLayout locale={locale} preview={m.consent_mail_confirm_preview({}, options)} heading={subject}>
      <MailText>{newsletter ? m.consent_mail_confirm_body_newsletter({}, options) : m.consent_mail_confirm_body_offers({}, options)}</MailText>
      <MailAction href={confirmUrl}>{m.consent_mail_confirm_action({}, options)}</MailAction>
      <MailText>{m.consent_mail_confirm_ignore({}, options)}</MailText>
    </MailLayout>
  );
  return { subject, element };
}
