// The member's subscriptions (spec §2 /profile, Change Status): the checkbox
// values read from the member's record, and the flags setSubscriptions saves
// (subscribedToNewsletter, subscribedToOffers). Checkboxes cannot be invalid,
// so there is no schema.
import type { UserProfile } from '../../domain/types';

export interface SubscriptionsValues {
  subscriptions: string[];
}

export function subscriptionsFromProfile(profile: UserProfile): SubscriptionsValues {
  const subscriptions: string[] = [];
  if (profile.subscribedToNewsletter) subscriptions.push('newsletter');
  if (profile.subscribedToOffers) subscriptions.push('offers');
  return { subscriptions };
}

export function toSubscriptionFlags({ subscriptions }: SubscriptionsValues) {
  return { newsletter: subscriptions.includes('newsletter'), offers: subscriptions.includes('offers') };
}
