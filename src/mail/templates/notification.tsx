// A member's notification by mail, sent only to a member who opted
// in (for questions about a partner's pieces, at most one an hour, counting
// the day's: ADR 028): what happened (a rejection with its reason and the Admin's note), the
// start of the message (for a piece inquiry, the piece's summary), a link to
// the board (for an approved application, the sign-in page; for a piece
// inquiry, the piece's page), and how to turn these mails off. In the
// member's language.
import { Link } from '@react-email/link';
import type { Language } from '../../domain/languages';
import type { NotificationKind } from '../../domain/notifications';
import type { RejectReason } from '../../domain/moderation';
import { notificationSummary } from '../../i18n/notifications';
import { reasonLabel } from '../../i18n/reasons';
import * as m from '../../paraglide/messages/_index.js';
import { MailAction, MailLayout, MailText } from '../layout';

export interface NotificationMailInput {
  kind: NotificationKind;
  excerpt: string;
  reason?: RejectReason | null;
  note?: string;
  actorName?: string | null;
  link: string;
  profileLink: string;
  /** A partner's coalesced mail: the day's questions about its pieces (more than one: the mail says how many). */
  count?: number;
}

/** A partner's mail that counts the day's questions (ADR 028): "3 new questions about your pieces today". */
const isCoalesced = (notification: NotificationMailInput) => notification.kind === 'piece-inquiry' && (notification.count ?? 1) > 1;

function subjectOf(kind: NotificationKind, options: { locale: Language }): string {
  switch (kind) {
    case 'comment-approved':
      return m.notify_mail_subject_comment_approved({}, options);
    case 'comment-rejected':
      return m.notify_mail_subject_comment_rejected({}, options);
    case 'reply':
      return m.notify_mail_subject_reply({}, options);
    case 'application-approved':
      return m.notify_mail_subject_application_approved({}, options);
    case 'piece-inquiry':
      return m.notify_mail_subject_piece_inquiry({}, options);
  }
}

function actionOf(kind: NotificationKind, options: { locale: Language }): string {
  if (kind === 'application-approved') return m.notify_mail_sign_in({}, options);
  return kind === 'piece-inquiry' ? m.notify_mail_view_piece({}, options) : m.notify_mail_open_board({}, options);
}

export function notificationMail(locale: Language, notification: NotificationMailInput) {
  const options = { locale };
  const count = notification.count ?? 1;
  const coalesced = isCoalesced(notification);
  const subject = coalesced ? m.notify_mail_subject_piece_inquiries({ count }, options) : subjectOf(notification.kind, options);
  const summary = coalesced ? m.notify_mail_piece_inquiries({ count }, options) : notificationSummary(notification, locale);
  const element = (
    <MailLayout locale={locale} preview={summary} heading={subject}>
      <MailText>{summary}</MailText>
      {notification.reason && <MailText>{m.notify_mail_reason({ reason: reasonLabel(notification.reason, locale) }, options)}</MailText>}
      {notification.note && <MailText>{m.notify_mail_note({ note: notification.note }, options)}</MailText>}
      {notification.excerpt && (
        <MailText>
          {coalesced
            ? m.notify_mail_latest_piece({ piece: notification.excerpt }, options)
            : notification.kind === 'piece-inquiry'
            ? m.notify_mail_piece({ piece: notification.excerpt }, options)
            : m.notify_mail_excerpt({ excerpt: notification.excerpt }, options)}
        </MailText>
      )}
      <MailAction href={notification.link}>{actionOf(notification.kind, options)}</MailAction>
      <MailText>
        {m.notify_mail_turn_off({}, options)} <Link href={notification.profileLink}>{m.notify_mail_profile({}, options)}</Link>
      </MailText>
    </MailLayout>
  );
  return { subject, element };
}
