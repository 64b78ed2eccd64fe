// What a notification says happened (issue 23), in a given language: the bell
// shows it in the page's, the mail in the member's. Their keys are mail_ keys,
// so every build keeps both languages of them.
import * as m from '../paraglide/messages/_index.js';
import type { NotificationKind } from '../domain/notifications';
import type { Locale } from './locale';

export function notificationSummary({ kind, actorName }: { kind: NotificationKind; actorName?: string | null }, locale: Locale): string {
  const options = { locale };
  switch (kind) {
    case 'comment-approved':
      return m.notify_mail_comment_approved({}, options);
    case 'comment-rejected':
      return m.notify_mail_comment_rejected({}, options);
    case 'reply':
      return actorName ? m.notify_mail_reply({ name: actorName }, options) : m.notify_mail_reply_someone({}, options);
    case 'application-approved':
      return m.notify_mail_application_approved({}, options);
    case 'piece-inquiry':
      return m.notify_mail_piece_inquiry({}, options);
  }
}
