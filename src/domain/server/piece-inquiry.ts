// A pricing inquiry about a listed piece ("Ask about this piece"), inside
// submitForm's transaction (forms.ts). The form names the piece by id only:
// the rule reads it from the catalogue, refuses one that is gone or sold, and
// stores the piece's id, partner and summary as the server copied them, so no
// visitor can make the console show a summary or a partner of their own. The
// partner's linked members (ApprovedUsers with its partnerId, at most
// PIECE_INQUIRY_LIMITS.partnerRecipients of them) are told in the bell; the
// notification names the piece, never the visitor, whose details the Admin
// passes on after review.
//
// Inquiries inform without flooding (docs/decisions/028): at most
// PIECE_INQUIRY_LIMITS.perPiece inquiries about one piece a day (refused past
// it, reason 'piece-busy'); the partner's members who opted in get at most one
// mail an hour, which counts the day's questions ("3 new questions about your
// pieces today"): an inquiry within the hour after a mail is told in the bell,
// marked pending, and counted in the next mail, which the hourly round sends
// (inquiry-notices.ts). The partner's day is kept in
// rateLimits/inquiry-notice_{partnerId}. The mail is anonymous-triggered: it
// draws on the anonymous budget (mail.ts).
//
// Firestore transactions read before they write: readPieceInquiry among the
// reads (it returns the limit to take with the form's), tellPartner among the
// writes.
import type { Language } from '../languages';
import { PIECE_INQUIRY_LIMITS } from '../limits';
import type { InquiryPiece } from '../types';
import { collections } from '../model/collections';
import { CallableError } from './callable-error';
import { consortiumDay, openOutbox, queueMail, type Outbox } from './mail';
import { notify, plannedNotification, readRecipient, type NotifyOptions, type Recipient } from './notify';
import type { KeyedLimit } from './rate-limits';
import { docRef, timeOf, type StoreTransaction } from './store';
import { noticeDue, noticeRef } from './inquiry-notices';
import { siteLink } from './links';
import { piecePath } from '../catalogue/piece-path';

export const PIECE_NOT_LISTED = 'This piece is no longer in the catalogue.';

interface PartnerDay {
  day: string;
  /** Inquiries about the partner's pieces today, this one included once told. */
  today: number;
  lastMailAt: number | null;
  windowStart: Date;
}

/** What the reads found: the piece the inquiry stores, who is told, the partner's day, and the outbox when a mail is due. */
export interface PieceInquiry {
  piece: InquiryPiece;
  /** Each member told, with the piece's summary in their own language (the piece keeps both). */
  recipients: { recipient: Recipient; summary: string }[];
  partner: PartnerDay;
  /** Opened only when a member opted in and the partner's hour since its last mail is over. */
  outbox: Outbox | null;
  /** The piece's day, to take with the form's limits: past it, reason 'piece-busy'. */
  limit: KeyedLimit;
}

async function readPartnerDay(transaction: StoreTransaction, partnerId: string, now: Date): Promise<PartnerDay> {
  const stored = await transaction.get(noticeRef(partnerId));
  const day = consortiumDay(now);
  const current = stored?.['day'] === day;
  return {
    day,
    today: current && typeof stored['today'] === 'number' ? stored['today'] : 0,
    lastMailAt: timeOf(stored?.['lastMailAt']),
    windowStart: current ? new Date(timeOf(stored['windowStart']) ?? now.getTime()) : now,
  };
}

export async function readPieceInquiry(transaction: StoreTransaction, pieceId: string, language: Language, options: NotifyOptions): Promise<PieceInquiry> {
  const piece = await transaction.get(docRef(collections.pieces, pieceId));
  if (!piece || piece.availability === 'sold') throw new CallableError('not-found', PIECE_NOT_LISTED);
  const uids = await transaction.findIds(collections.approvedUsers, 'partnerId', [piece.partnerId], PIECE_INQUIRY_LIMITS.partnerRecipients);
  const recipients = await Promise.all(
    uids.map(async (uid) => {
      const recipient = await readRecipient(transaction, uid);
      return { recipient, summary: piece.summary[recipient.language] };
    }),
  );
  const partner = await readPartnerDay(transaction, piece.partnerId, options.now);
  const due = noticeDue(partner.lastMailAt, options.now);
  const planned = recipients.flatMap(({ recipient }) => plannedNotification(recipient).map((mail) => ({ ...mail, kind: 'piece-inquiries' as const })));
  return {
    // The line the piece's page showed the visitor, in their language, as the server stored it with the piece.
    piece: { id: pieceId, summary: piece.summary[language], partnerId: piece.partnerId },
    recipients,
    partner,
    outbox: options.render !== undefined && due && planned.length > 0 ? await openOutbox(transaction, options.now, planned) : null,
    limit: { key: `piece-inquiry_${pieceId}`, rule: PIECE_INQUIRY_LIMITS.perPiece, reason: 'piece-busy' },
  };
}

/** The bell for each member told; when due, one mail to each who opted in, counting the partner's questions of the day. */
export async function tellPartner(transaction: StoreTransaction, inquiry: PieceInquiry, options: NotifyOptions): Promise<void> {
  const { partner, outbox } = inquiry;
  const today = partner.today + 1;
  for (const { recipient, summary } of inquiry.recipients) {
    // The bell only: the mail, when due, is the coalesced one below.
    await notify(transaction, recipient, { kind: 'piece-inquiry', pieceId: inquiry.piece.id, content: summary }, { now: options.now });
  }
  const mailed = outbox !== null && options.render !== undefined;
  if (mailed) {
    for (const { recipient, summary } of inquiry.recipients) {
      if (!recipient.emailOptIn || recipient.email === null) continue;
      const { language } = recipient;
      const rendered = await options.render(language, {
        kind: 'piece-inquiry',
        pieceId: inquiry.piece.id,
        count: today,
        excerpt: summary,
        link: siteLink(options.origin, piecePath(inquiry.piece.id), language),
        profileLink: siteLink(options.origin, '/profile', language),
      });
      queueMail(outbox, { to: recipient.email, kind: 'piece-inquiries', language, rendered }, options.now);
    }
  }
  const lastMailAt = mailed ? options.now : partner.lastMailAt === null ? null : new Date(partner.lastMailAt);
  // Not mailed now but someone would be: the hourly round (inquiry-notices.ts) mails the day's count once the hour is over.
  const waiting = !mailed && options.render !== undefined && inquiry.recipients.some(({ recipient }) => plannedNotification(recipient).length > 0);
  transaction.set(noticeRef(inquiry.piece.partnerId), {
    partnerId: inquiry.piece.partnerId,
    day: partner.day,
    today,
    lastMailAt,
    lastPieceId: inquiry.piece.id,
    noticeState: waiting ? 'pending' : 'mailed',
    windowStart: partner.windowStart,
  });
}
