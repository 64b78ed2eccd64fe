// Subscriptions, unsubscribe and the member's own subscriptions over the
// callables of functions/src/consent.ts (issue 22): clients never write
// subscriber, consentRecords or emailTokens (firestore.rules); the server
// rules of src/domain/server do, in one transaction with the mail they send.
import type { SubscriptionsService, UnsubscribeService, UsersService } from '../api';
import { ALREADY_REGISTERED } from '../../domain/consent';
import { ServiceError } from '../../domain/errors';
import { callables } from '../../domain/model/callables';
import { caller } from './call';
import type { FirebaseContext } from './context';
import { guard } from './errors';

export function createSubscriptionsService(context: FirebaseContext): SubscriptionsService {
  const call = caller(context.functions);
  return {
    subscribe: (input) =>
      guard(async () => {
        const { outcome } = await call(callables.requestSubscription, input);
        if (outcome === 'already-registered') throw new ServiceError('already-registered', ALREADY_REGISTERED[input.purpose]);
      }),
    exportConsentCsv: () => guard(async () => (await call(callables.exportConsentCsv, {})).csv),
  };
}

export function createUnsubscribeService(context: FirebaseContext): UnsubscribeService {
  const call = caller(context.functions);
  return {
    describe: (token) => guard(async () => (await call(callables.describeUnsubscribe, { token })).link),
    unsubscribe: (token) => guard(async () => (await call(callables.unsubscribe, { token })).link),
  };
}

/** UsersService.setSubscriptions: the signed-in member's, through the setMemberSubscriptions callable. */
export function memberSubscriptions(context: FirebaseContext): UsersService['setSubscriptions'] {
  const call = caller(context.functions);
  return ({ newsletter, offers }, language, wording) =>
    guard(async () => {
      await context.viewer.requireViewer();
      await call(callables.setMemberSubscriptions, { newsletter, offers, language, wording });
      // The session's member record shows the new flags.
      for (const refresh of context.sessionRefreshers) refresh();
    });
}
