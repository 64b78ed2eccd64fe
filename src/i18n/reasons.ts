// The rejection reasons' labels (issue 23), in a given language: the console
// shows them in the page's, the bell and the mails in the member's. Their
// keys are mail_ keys, so every build keeps both languages of them.
import * as m from '../paraglide/messages/_index.js';
import type { RejectReason } from '../domain/moderation';
import type { Locale } from './locale';

const LABELS: Record<RejectReason, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  spam: m.reasons_mail_spam,
  'off-topic': m.reasons_mail_off_topic,
  abusive: m.reasons_mail_abusive,
  duplicate: m.reasons_mail_duplicate,
  incomplete: m.reasons_mail_incomplete,
  other: m.reasons_mail_other,
};

export const reasonLabel = (reason: RejectReason, locale: Locale): string => LABELS[reason]({}, { locale });
