// The purge's part of a subscription (ADR 029, ADR 022): a purpose that no
// longer serves anything leaves the subscriber/{email} document, and the
// document goes once no purpose remains:
// - unconfirmed: RETENTION_DAYS.unverifiedApplication after it was asked for
//   (the address was never proven: nothing was ever sent to it but the
//   request, and its link died long before);
// - withdrawn: at the next purge (the address asked for nothing more).
// A confirmed purpose stays until it is withdrawn. The consent records are
// not touched: they stay as CASL's proof for CONSENT_PROOF_YEARS after the
// consent ends (purge.ts). A confirmation link followed after its purpose
// went finds none and confirms nothing (subscriptions.ts confirmSubscription);
// an unsubscribe link says "already unsubscribed" (unsubscribe.ts).
import { purposeEnds, readSubscriber, subscriberRef, writeSubscriber, type Subscriber } from './consent-records';
import { timeOf, type StoredData, type StoreTransaction } from './store';

/** The subscriber without the purposes that ended at or before `now`. */
function withoutEnded(subscriber: Subscriber, now: Date): Subscriber {
  const purposes: Subscriber['purposes'] = {};
  for (const [purpose, state] of Object.entries(subscriber.purposes) as [keyof Subscriber['purposes'], NonNullable<Subscriber['purposes'][keyof Subscriber['purposes']]>][]) {
    const end = purposeEnds(state);
    if (end === null || end.getTime() > now.getTime()) purposes[purpose] = state;
  }
  // The postal code is the offers' alone: it goes with them.
  return { ...subscriber, purposes, postalCode: purposes.offers ? subscriber.postalCode : null };
}

/**
 * The purge's removal of a due subscriber (its reviewAt at or before the
 * query's time): its ended purposes go, the document with the last of them.
 * A document that is no longer due (confirmed meanwhile) stays as it is.
 */
export function removeDueSubscription(query: { before: Date }): (transaction: StoreTransaction, email: string) => Promise<StoredData | null> {
  return async (transaction, email) => {
    const stored = await transaction.get(subscriberRef(email));
    const reviewAt = timeOf(stored?.['reviewAt']);
    const subscriber = await readSubscriber(transaction, email);
    if (!stored || !subscriber || reviewAt === null || reviewAt > query.before.getTime()) return null;
    const kept = withoutEnded(subscriber, query.before);
    if (Object.keys(kept.purposes).length === 0) transaction.delete(subscriberRef(email));
    // Written again even when nothing ended (a document of an older shape): its reviewAt is then right, and the next query passes it by.
    else writeSubscriber(transaction, kept);
    return stored;
  };
}
