// The notification mail in each language (issue 23): each kind's subject and
// sentence, a rejection's reason and note, the message's start, the link to
// the board (the sign-in page for an approved application) and the way to
// turn these mails off, in both the HTML and the plain-text part; a piece
// inquiry names the piece and links to its page.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n';
import { reasonLabel } from '../../i18n/reasons';
import { m } from '../../paraglide/messages.js';
import { renderNotificationMail } from '../notification-mail';

const link = 'https://timber.example/quality';
const profileLink = 'https://timber.example/profile';
/** React Email escapes quotes and apostrophes in the HTML part; the plain-text part keeps the text as is. */
const plain = (mail: { text: string }) => mail.text.replace(/\s+/gu, ' ');
const spaced = (text: string) => text.replace(/\s+/gu, ' ');

describe.each(LOCALES)('the notification mail (%s)', (locale) => {
  const t = { locale };

  it('tells of a rejection with its reason, the note and the message’s start, and links to the board', async () => {
    const mail = await renderNotificationMail(locale, {
      kind: 'comment-rejected',
      content: 'Cheap <b>pine</b>',
      excerpt: 'Cheap <b>pine</b>',
      reason: 'spam',
      note: 'Adverts are not allowed.',
      link,
      profileLink,
    });
    expect(mail.subject).toBe(m.notify_mail_subject_comment_rejected({}, t));
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`href="${profileLink}"`);
    // The message's text is escaped, never markup.
    expect(mail.html).not.toContain('<b>pine</b>');
    for (const sentence of [
      m.notify_mail_comment_rejected({}, t),
      m.notify_mail_reason({ reason: reasonLabel('spam', locale) }, t),
      m.notify_mail_note({ note: 'Adverts are not allowed.' }, t),
      m.notify_mail_excerpt({ excerpt: 'Cheap <b>pine</b>' }, t),
      m.notify_mail_open_board({}, t),
    ]) {
      expect(plain(mail)).toContain(spaced(sentence));
    }
    expect(plain(mail)).toContain(spaced(m.notify_mail_turn_off({}, t)));
  });

  it('names who replied', async () => {
    const mail = await renderNotificationMail(locale, { kind: 'reply', excerpt: 'Agreed.', actorName: 'Jacques Thibodeau', link, profileLink });
    expect(mail.subject).toBe(m.notify_mail_subject_reply({}, t));
    expect(plain(mail)).toContain(spaced(m.notify_mail_reply({ name: 'Jacques Thibodeau' }, t)));
  });

  it('tells of an approved comment', async () => {
    const mail = await renderNotificationMail(locale, { kind: 'comment-approved', excerpt: 'Cedar keeps well.', link, profileLink });
    expect(mail.subject).toBe(m.notify_mail_subject_comment_approved({}, t));
    expect(plain(mail)).toContain(spaced(m.notify_mail_comment_approved({}, t)));
  });

  it('welcomes an approved applicant with the sign-in link', async () => {
    const signIn = 'https://timber.example/login';
    const mail = await renderNotificationMail(locale, { kind: 'application-approved', excerpt: '', link: signIn, profileLink });
    expect(mail.subject).toBe(m.notify_mail_subject_application_approved({}, t));
    expect(mail.html).toContain(`href="${signIn}"`);
    expect(plain(mail)).toContain(spaced(m.notify_mail_sign_in({}, t)));
    expect(plain(mail)).toContain(spaced(m.notify_mail_application_approved({}, t)));
  });

  it('tells a partner’s member of a question about their piece, names the piece and links to its page', async () => {
    const piece = 'Larch knee, arm 620 × 140 mm — Originator, Lunenburg NS';
    const page = 'https://timber.example/stock/knee-03';
    const mail = await renderNotificationMail(locale, { kind: 'piece-inquiry', excerpt: piece, pieceId: 'knee-03', link: page, profileLink });
    expect(mail.subject).toBe(m.notify_mail_subject_piece_inquiry({}, t));
    expect(mail.html).toContain(`href="${page}"`);
    for (const sentence of [m.notify_mail_piece_inquiry({}, t), m.notify_mail_piece({ piece }, t), m.notify_mail_view_piece({}, t)]) {
      expect(plain(mail)).toContain(spaced(sentence));
    }
    // The piece is not quoted as if it were the member's own message.
    expect(plain(mail)).not.toContain(spaced(m.notify_mail_excerpt({ excerpt: piece }, t)));
  });
});
