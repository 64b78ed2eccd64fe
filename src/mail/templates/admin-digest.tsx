// The admin digest (issue 22, item 8; the rule in src/domain/server/digest.ts):
// the count of pending items in each tab of the console, named as the console
// names them (its own copies, held equal to the console's by its test), in
// the Admin's language, and a link to it; and how many mails wait past the
// day's sending limit, when any do.
import type { AdminDigestData, RenderAdminDigest } from '../../domain/server/digest';
import { REVIEW_KINDS, type ReviewKind } from '../../domain/types';
import * as m from '../../paraglide/messages/_index.js';
import { MailAction, MailLayout, MailText } from '../layout';
import { renderMail } from '../render';

/** The console's tab names, as messages of the mail area: only those keep both languages in a one-language build. */
const TABS: Record<ReviewKind, typeof m.mail_digest_tab_franchisee> = {
  franchisee: m.mail_digest_tab_franchisee,
  contributor: m.mail_digest_tab_contributor,
  pricing: m.mail_digest_tab_pricing,
  contact: m.mail_digest_tab_contact,
  comment: m.mail_digest_tab_comment,
};

export function adminDigestMail({ locale, counts, heldMail, droppedMail, adminUrl }: AdminDigestData) {
  const options = { locale };
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    subject: m.mail_digest_subject({ total }, options),
    element: (
      <MailLayout locale={locale} preview={m.mail_digest_preview({}, options)} heading={m.mail_digest_heading({}, options)}>
        <MailText>{m.mail_digest_lead({}, options)}</MailText>
        {REVIEW_KINDS.map((kind) => (
          <MailText key={kind}>{m.mail_digest_count({ tab: TABS[kind]({}, options), count: counts[kind] }, options)}</MailText>
        ))}
        {heldMail > 0 && <MailText>{m.mail_digest_held({ count: heldMail }, options)}</MailText>}
        {droppedMail > 0 && <MailText>{m.mail_digest_dropped({ count: droppedMail }, options)}</MailText>}
        <MailAction href={adminUrl}>{m.mail_digest_action({}, options)}</MailAction>
        <MailText>{m.mail_digest_why({}, options)}</MailText>
      </MailLayout>
    ),
  };
}

export const renderAdminDigest: RenderAdminDigest = async (data) => {
  const { subject, element } = adminDigestMail(data);
  return renderMail(subject, element);
};
