// The mails of pattern alerts (ADR 036): the request to confirm a saved
// pattern, which names it measurement by measurement, and the alert itself,
// a commercial message (a piece for sale): the frame's sender details, the
// piece's link carrying the pattern, the date the alert ends and its renew
// link, and the recipient's own unsubscribe link.
import type { PieceKind } from '../../domain/catalogue/piece';
import type { Language } from '../../domain/languages';
import * as m from '../../paraglide/messages/_index.js';
import { MailAction, MailLayout, MailText } from '../layout';

type Options = { locale: Language };

/** Each field's name in the store's form, in the mail's language. */
const NAMES: Readonly<Record<string, (options: Options) => string>> = {
  armLength: (o) => m.store_knee_arm_length({}, o),
  armDepth: (o) => m.store_knee_arm_depth({}, o),
  legLength: (o) => m.store_knee_leg_length({}, o),
  legDepth: (o) => m.store_knee_leg_depth({}, o),
  thickness: (o) => m.store_knee_thickness({}, o),
  X: (o) => m.store_sweep_span({}, o),
  Y: (o) => m.store_sweep_rise({}, o),
  A: (o) => m.store_sweep_angle({}, o),
  Xo: (o) => m.store_sweep_offset_across({}, o),
  Yo: (o) => m.store_sweep_offset_up({}, o),
  Ro: (o) => m.store_sweep_radius({}, o),
  sA: (o) => m.store_sweep_arc_angle({}, o),
  T: (o) => m.store_sweep_thickness({}, o),
};

/** "Arm Length 40 in, Thickness 3 in", as typed (inches; degrees for the angles). */
export function describePattern(locale: Language, fields: Readonly<Record<string, number>>): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const inch = locale === 'fr-CA' ? '\u00a0po' : ' in';
  return Object.entries(fields)
    .flatMap(([name, value]) => {
      const label = NAMES[name];
      return label ? [`${label({ locale })} ${number.format(value)}${name === 'A' || name === 'sA' ? '°' : inch}`] : [];
    })
    .join(', ');
}

export function confirmAlertMail(locale: Language, { kind, fields, confirmUrl }: { kind: PieceKind; fields: Readonly<Record<string, number>>; confirmUrl: string }) {
  const options = { locale };
  const subject = m.consent_mail_alert_confirm_subject({}, options);
  const pattern = describePattern(locale, fields);
  const body = kind === 'knee' ? m.consent_mail_alert_confirm_body_knee({ pattern }, options) : m.consent_mail_alert_confirm_body_sweep({ pattern }, options);
  const element = (
    <MailLayout locale={locale} preview={m.consent_mail_confirm_preview({}, options)} heading={subject}>
      <MailText>{body}</MailText>
      <MailAction href={confirmUrl}>{m.consent_mail_alert_confirm_action({}, options)}</MailAction>
      <MailText>{m.consent_mail_confirm_ignore({}, options)}</MailText>
    </MailLayout>
  );
  return { subject, element };
}

export interface PatternAlertProps {
  piece: string;
  pieceUrl: string;
  endsAt: string;
  renewUrl: string;
  unsubscribeUrl: string;
}

export function patternAlertMail(locale: Language, { piece, pieceUrl, endsAt, renewUrl, unsubscribeUrl }: PatternAlertProps) {
  const options = { locale };
  const subject = m.consent_mail_alert_subject({}, options);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Halifax' }).format(new Date(endsAt));
  const element = (
    <MailLayout locale={locale} preview={m.consent_mail_alert_preview({}, options)} heading={subject} unsubscribeUrl={unsubscribeUrl}>
      <MailText>{m.consent_mail_alert_body({ piece }, options)}</MailText>
      <MailAction href={pieceUrl}>{m.consent_mail_alert_action({}, options)}</MailAction>
      <MailText>{m.consent_mail_alert_ends({ date }, options)}</MailText>
      <MailAction href={renewUrl}>{m.consent_mail_alert_renew({}, options)}</MailAction>
    </MailLayout>
  );
  return { subject, element };
}
