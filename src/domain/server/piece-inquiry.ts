// A pricing inquiry about a listed piece ("Ask about this piece"), inside
// submitForm's transaction (forms.ts). The form names the piece by id only:
// the rule reads it from the catalogue, refuses one that is gone or sold, and
// stores the piece's id, partner and summary as the server copied them, so no
// visitor can make the console show a summary or a partner of their own. The
// partner's linked members (ApprovedUsers with its partnerId) are told in the
// bell, and by mail where they opted in; the notification names the piece,
// never the visitor, whose details the Admin passes on after review.
//
// Firestore transactions read before they write: readPieceInquiry among the
// reads, tellPartner among the writes.
import type { Language } from '../languages';
import type { InquiryPiece } from '../types';
import { collections } from '../model/collections';
import { CallableError } from './callable-error';
import { openOutbox, type Outbox } from './mail';
import { notify, readRecipient, type NotifyOptions, type Recipient } from './notify';
import { docRef, type StoreTransaction } from './store';

export const PIECE_NOT_LISTED = 'This piece is no longer in the catalogue.';

/** The most members of one partner told of an inquiry: a partner's yard has a handful of linked accounts. */
export const PARTNER_MEMBERS_TOLD = 10;

/** What the reads found: the piece the inquiry stores, who is told, and the outbox when a mail may go. */
export interface PieceInquiry {
  piece: InquiryPiece;
  /** Each member told, with the piece's summary in their own language (the piece keeps both). */
  recipients: { recipient: Recipient; summary: string }[];
  outbox: Outbox | null;
}

export async function readPieceInquiry(
  transaction: StoreTransaction,
  pieceId: string,
  language: Language,
  options: NotifyOptions,
): Promise<PieceInquiry> {
  const piece = await transaction.get(docRef(collections.pieces, pieceId));
  if (!piece || piece.availability === 'sold') throw new CallableError('not-found', PIECE_NOT_LISTED);
  const uids = await transaction.findIds(collections.approvedUsers, 'partnerId', [piece.partnerId], PARTNER_MEMBERS_TOLD);
  const recipients = await Promise.all(
    uids.map(async (uid) => {
      const recipient = await readRecipient(transaction, uid);
      return { recipient, summary: piece.summary[recipient.language] };
    }),
  );
  const mails = options.render !== undefined && recipients.some(({ recipient }) => recipient.emailOptIn && recipient.email !== null);
  return {
    // The line the piece's page showed the visitor, in their language, as the server stored it with the piece.
    piece: { id: pieceId, summary: piece.summary[language], partnerId: piece.partnerId },
    recipients,
    outbox: mails ? await openOutbox(transaction, options.now) : null,
  };
}

export async function tellPartner(transaction: StoreTransaction, inquiry: PieceInquiry, options: NotifyOptions): Promise<void> {
  for (const { recipient, summary } of inquiry.recipients) {
    await notify(transaction, recipient, { kind: 'piece-inquiry', pieceId: inquiry.piece.id, content: summary }, options, inquiry.outbox);
  }
}
