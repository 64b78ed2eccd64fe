// Writes a member notification (notifications/{id}) among a transaction's
// writes, and the mail for it when the member opted in: the one
// place the server rules tell a member something. Only the server writes
// these; a member reads their own and marks them read.
//
// Firestore transactions read before they write: call readRecipient among the
// reads, notify among the writes.
import { parseLanguage, memberRef } from './approval-records';
import { excerptOf, type MemberNotification, type NotificationKind } from '../notifications';
import type { Language } from '../languages';
import type { RejectReason } from '../moderation';
import { siteLink } from './links';
import { piecePath } from '../catalogue/piece-path';
import { queueMail, type Outbox, type PlannedMail, type RenderedMail } from './mail';
import type { z } from 'zod/mini';
import { docRef, type StoreTransaction } from './store';
import { collections } from '../model/collections';

export interface NotificationInput {
  kind: NotificationKind;
  boardId?: string | null;
  boardPath?: string | null;
  messageId?: string | null;
  content?: string;
  reason?: RejectReason | null;
  note?: string;
  actorName?: string | null;
  /** For a piece inquiry: the piece, whose page the mail links to. */
  pieceId?: string | null;
  /** For a partner's coalesced mail (piece-inquiry.ts): the day's questions, this one included. */
  count?: number;
}

/** Who is told, and how: read before the transaction's writes. */
export interface Recipient {
  uid: string;
  /** The member's address (proven at approval); null when they have no member record. */
  email: string | null;
  language: Language;
  emailOptIn: boolean;
}

/**
 * Renders the mail of one notification, in the member's language (src/mail;
 * the rules stay free of React): `link` opens the board (for an approved
 * application, the sign-in page; for a piece inquiry, the piece's page) and
 * `profileLink` the profile, where the member turns these mails off; both in
 * the member's language.
 */
export type RenderNotificationMail = (
  language: Language,
  notification: NotificationInput & { excerpt: string; link: string; profileLink: string },
) => Promise<RenderedMail>;

/**
 * notify()'s options: the server's time; a mail needs the render port and the
 * site's origin for its links (both, or neither: then no mail goes); `id`
 * names the notification where a rule must not write it twice.
 */
export type NotifyOptions = { now: Date; id?: string } & ({ render?: undefined; origin?: undefined } | { render: RenderNotificationMail; origin: string });

const LOGIN_PATH = '/login';
const PROFILE_PATH = '/profile';

export const notificationRef = (id: string) => docRef(collections.notifications, id);
export const notificationSettingsRef = (uid: string) => docRef(collections.notificationSettings, uid);

/** The mail a notification to this member may queue, for openOutbox's plan: none when they opted out or have no address. */
export const plannedNotification = (recipient: Recipient): PlannedMail[] =>
  recipient.emailOptIn && recipient.email !== null ? [{ to: recipient.email, kind: 'notification' }] : [];

export async function readRecipient(transaction: StoreTransaction, uid: string): Promise<Recipient> {
  const member = await transaction.get(memberRef(uid));
  const settings = await transaction.get(notificationSettingsRef(uid));
  const email = typeof member?.['email'] === 'string' && member['email'] !== '' ? member['email'] : null;
  return { uid, email, language: parseLanguage(member?.['language']), emailOptIn: settings?.email === true };
}

/** The stored document: `at` is the server's time, `read` starts false. */
export function notificationData(uid: string, input: NotificationInput, now: Date): z.input<typeof collections.notifications.schema> {
  return {
    uid,
    kind: input.kind,
    at: now,
    read: false,
    boardId: input.boardId ?? null,
    boardPath: input.boardPath ?? null,
    messageId: input.messageId ?? null,
    excerpt: excerptOf(input.content ?? ''),
    reason: input.reason ?? null,
    note: input.note ?? '',
    actorName: input.actorName ?? null,
    pieceId: input.pieceId ?? null,
  };
}

/**
 * Queues the notification (a new random id) and, when the member opted in
 * and has an address, its mail (not commercial: it reports the member's own
 * activity). Without a `render` port no mail goes.
 */
export async function notify(
  transaction: StoreTransaction,
  recipient: Recipient,
  input: NotificationInput,
  options: NotifyOptions,
  /** The transaction's outbox (openOutbox, among its reads): needed when a mail may go. */
  outbox: Outbox | null = null,
): Promise<void> {
  const data = notificationData(recipient.uid, input, options.now);
  const { language } = recipient;
  const rendered =
    recipient.emailOptIn && recipient.email !== null && options.render
      ? await options.render(language, {
          ...input,
          excerpt: data.excerpt,
          link: siteLink(options.origin, input.pieceId ? piecePath(input.pieceId) : (input.boardPath ?? LOGIN_PATH), language),
          profileLink: siteLink(options.origin, PROFILE_PATH, language),
        })
      : null;
  transaction.set(notificationRef(options.id ?? crypto.randomUUID()), data);
  if (rendered && recipient.email !== null) {
    if (!outbox) throw new Error('A notification mail needs the outbox, opened among the transaction’s reads.');
    queueMail(outbox, { to: recipient.email, kind: 'notification', language: recipient.language, rendered }, options.now);
  }
}

/** A stored notification as its declaration reads it (the firebase backend's converter, parseNotification). */
export type StoredNotification = z.output<typeof collections.notifications.schema>;

/** A stored notification as its member reads it: an empty path, message or actor is none. */
export function toMemberNotification(id: string, stored: StoredNotification): MemberNotification {
  return {
    id,
    kind: stored.kind,
    at: stored.at.toISOString(),
    read: stored.read,
    boardPath: stored.boardPath || null,
    messageId: stored.messageId || null,
    excerpt: stored.excerpt,
    reason: stored.reason,
    note: stored.note,
    actorName: stored.actorName || null,
    pieceId: stored.pieceId || null,
  };
}

/** A stored notification as its member reads it (both backends); null for a document of another shape. */
export function parseNotification(id: string, data: unknown): MemberNotification | null {
  const parsed = collections.notifications.schema.safeParse(data);
  return parsed.success ? toMemberNotification(id, parsed.data) : null;
}
