// What goes to the newsletter's list (issue 22, CASL): the newsletter itself,
// one mail per CONFIRMED subscriber with its own unsubscribe link and the
// RFC 8058 one-click headers, and the Admin's CSV of the confirmed list for
// the consortium's mailing tool. Unconfirmed and withdrawn addresses get no
// newsletter and are not in the list: each mail is queued only after the
// subscription is read again, confirmed, in the transaction that queues it,
// and queueMail refuses a commercial kind sent any other way.
import { CONSENT_PURPOSES, type ConsentPurpose } from '../consent';
import { toCsv } from '../csv';
import { CallableError } from './callable-error';
import { logAdminAction } from './moderation-records';
import { readSubscriber, statusOf, STATUS_FIELD, subscriberRef, type Subscriber } from './consent-records';
import { siteLink } from './links';
import { openOutbox, queueMail } from './mail';
import type { Store, StoreTransaction } from './store';
import type { RenderConsentMail } from './subscriptions';
import { newToken, storeToken } from './tokens';
import { ONE_CLICK_PATH, UNSUBSCRIBE_PATH } from './unsubscribe';
import { collections } from '../model/collections';

/** The most addresses one send or one export reads (a transaction reads at most 500 documents). */
export const MAX_LIST = 450;

async function confirmedSubscribers(transaction: StoreTransaction, purpose: ConsentPurpose): Promise<Subscriber[]> {
  const ids = await transaction.findIds(collections.subscribers, STATUS_FIELD[purpose], ['confirmed'], MAX_LIST);
  const subscribers = await Promise.all(ids.map((id) => readSubscriber(transaction, id)));
  return subscribers.filter((subscriber): subscriber is Subscriber => statusOf(subscriber, purpose) === 'confirmed');
}

/**
 * Queues the newsletter to every confirmed subscriber; the number queued.
 * Sent by an Admin (`admin`), it is an entry of the audit log, with that number.
 */
export async function sendNewsletter(store: Store, render: RenderConsentMail, context: { now: Date; origin: string; admin?: { uid: string } }): Promise<number> {
  const recipients = await store.runTransaction((transaction) => confirmedSubscribers(transaction, 'newsletter'));
  let sent = 0;
  for (const recipient of recipients) {
    if (await sendOne(store, render, recipient, context)) sent += 1;
  }
  const { admin } = context;
  if (admin) {
    await store.runTransaction((transaction) =>
      logAdminAction(transaction, { kind: 'newsletter', action: 'send', itemId: 'newsletter', adminUid: admin.uid, item: { sent } }, context.now),
    );
  }
  return sent;
}

async function sendOne(store: Store, render: RenderConsentMail, recipient: Subscriber, { now, origin }: { now: Date; origin: string }): Promise<boolean> {
  const { email, language } = recipient;
  const token = await newToken();
  const unsubscribeUrl = siteLink(origin, UNSUBSCRIBE_PATH, language, { token: token.raw });
  const rendered = await render({ name: 'newsletter', language, unsubscribeUrl });
  return store.runTransaction(async (transaction) => {
    // Read again here: an address withdrawn since the list was read gets nothing.
    if (statusOf(await readSubscriber(transaction, email), 'newsletter') !== 'confirmed') return false;
    const outbox = await openOutbox(transaction, now, [{ to: email, kind: 'newsletter' }]);
    storeToken(transaction, token, { purpose: 'unsubscribe', email, subject: subscriberRef(email), language, scope: 'newsletter' }, now);
    const headers = {
      'List-Unsubscribe': `<${siteLink(origin, ONE_CLICK_PATH, 'en-CA', { token: token.raw })}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    queueMail(outbox, { to: email, kind: 'newsletter', language, rendered, headers }, now, { commercialCheckedBy: 'confirmed-subscription' });
    return true;
  });
}

export const CSV_HEADER = ['email', 'purpose', 'language', 'consented_at'] as const;

/** The claim only: a member record is client-visible data, the claim is set by the server. */
export function requireAdminClaim(caller: { token: Record<string, unknown> } | null | undefined): void {
  if (caller?.token['role'] !== 'Admin') throw new CallableError('permission-denied', 'Only an Admin may do this.');
}

/** The confirmed list as CSV (address, purpose, language, time of consent), for an Admin by claim only. */
export async function exportConsentCsv(store: Store, caller: { uid?: string; token: Record<string, unknown> } | null | undefined, now: Date): Promise<string> {
  requireAdminClaim(caller);
  const rows = await store.runTransaction(async (transaction) => {
    const found: string[][] = [];
    for (const purpose of CONSENT_PURPOSES) {
      for (const subscriber of await confirmedSubscribers(transaction, purpose)) {
        const state = subscriber.purposes[purpose];
        if (state?.confirmedAt) found.push([subscriber.email, purpose, state.language, state.confirmedAt.toISOString()]);
      }
    }
    // Personal data leaving the site: who took the list, and how long it was, is logged with the read.
    await logAdminAction(transaction, { kind: 'subscribers', action: 'export', itemId: 'subscribers', adminUid: caller?.uid ?? '', item: { rows: found.length } }, now);
    return found;
  });
  rows.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? '') || (a[1] ?? '').localeCompare(b[1] ?? ''));
  return toCsv([CSV_HEADER, ...rows]);
}
