// The hourly round of a partner's coalesced question notices (ADR 028; the
// inquiries themselves in piece-inquiry.ts). An inquiry that comes within the
// hour after its partner's last mail is told in the bell and marked pending on
// the partner's day (rateLimits/inquiry-notice_{partnerId}); this round, run
// every hour (the sendInquiryNotices schedule; the local backend at the app's
// start), mails each pending partner whose hour is over the day's count of
// questions ("3 new questions about your pieces today"), so no question waits
// for the next one to be mailed. A day that ended unmailed is left to the
// bell. Rendered between two transactions: the second reads again and mails
// only what is still pending.
import type { Language } from '../languages';
import { PIECE_INQUIRY_LIMITS } from '../limits';
import { collections } from '../model/collections';
import { consortiumDay, openOutbox, queueMail, type RenderedMail } from './mail';
import { plannedNotification, readRecipient, type RenderNotificationMail } from './notify';
import { siteLink } from './links';
import { piecePath } from '../catalogue/piece-path';
import { docRef, timeOf, type DocRef, type Store } from './store';

/** The partner's day of inquiries: rateLimits/inquiry-notice_{partnerId}. */
export const noticeRef = (partnerId: string): DocRef => ({ collection: collections.rateLimits.path, id: `inquiry-notice_${partnerId}` });

/** Pending partners one round mails at most (six partners today). */
export const NOTICE_ROUND = 50;

export interface NoticePorts {
  now: Date;
  render: RenderNotificationMail;
  origin: string;
}

/** Whether a partner mailed at `lastMailAt` may be mailed again at `now`. */
export const noticeDue = (lastMailAt: number | null, now: Date) => lastMailAt === null || now.getTime() - lastMailAt >= PIECE_INQUIRY_LIMITS.partnerMailEvery;

/** Mails every pending partner whose hour is over; how many mails were queued. */
export async function sendPendingInquiryNotices(store: Store, ports: NoticePorts): Promise<number> {
  const ids = await store.runTransaction((transaction) => transaction.findIds(collections.rateLimits, 'noticeState', ['pending'], NOTICE_ROUND));
  let queued = 0;
  for (const id of ids) queued += await sendOne(store, id, ports);
  return queued;
}

async function sendOne(store: Store, id: string, { now, render, origin }: NoticePorts): Promise<number> {
  const ref = { collection: collections.rateLimits.path, id };
  const found = await store.runTransaction(async (transaction) => {
    const stored = await transaction.get(ref);
    const partnerId = typeof stored?.['partnerId'] === 'string' ? stored['partnerId'] : '';
    if (!stored || stored['noticeState'] !== 'pending' || partnerId === '' || !noticeDue(timeOf(stored['lastMailAt']), now)) return null;
    const uids = await transaction.findIds(collections.approvedUsers, 'partnerId', [partnerId], PIECE_INQUIRY_LIMITS.partnerRecipients);
    const recipients = await Promise.all(uids.map((uid) => readRecipient(transaction, uid)));
    const pieceId = typeof stored['lastPieceId'] === 'string' ? stored['lastPieceId'] : '';
    const piece = pieceId === '' ? null : await transaction.get(docRef(collections.pieces, pieceId));
    return { stored, recipients, pieceId, piece, today: typeof stored['today'] === 'number' ? stored['today'] : 0 };
  });
  if (!found) return 0;
  const sameDay = found.stored['day'] === consortiumDay(now);
  const mails: { to: string; language: Language; rendered: RenderedMail }[] = [];
  for (const recipient of sameDay ? found.recipients : []) {
    if (plannedNotification(recipient).length === 0 || recipient.email === null) continue;
    const { language } = recipient;
    const rendered = await render(language, {
      kind: 'piece-inquiry',
      pieceId: found.pieceId,
      count: found.today,
      excerpt: found.piece?.summary[language] ?? '',
      link: siteLink(origin, found.pieceId ? piecePath(found.pieceId) : '/stock', language),
      profileLink: siteLink(origin, '/profile', language),
    });
    mails.push({ to: recipient.email, language, rendered });
  }
  return store.runTransaction(async (transaction) => {
    const stored = await transaction.get(ref);
    if (!stored || stored['noticeState'] !== 'pending' || timeOf(stored['lastMailAt']) !== timeOf(found.stored['lastMailAt'])) return 0;
    const outbox = mails.length > 0 ? await openOutbox(transaction, now, mails.map(({ to }) => ({ to, kind: 'piece-inquiries' as const }))) : null;
    for (const mail of mails) if (outbox) queueMail(outbox, { ...mail, kind: 'piece-inquiries' }, now);
    transaction.set(ref, { ...stored, noticeState: 'mailed', ...(outbox ? { lastMailAt: now } : {}) });
    return mails.length;
  });
}
