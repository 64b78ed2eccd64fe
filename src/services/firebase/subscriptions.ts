// The member's own subscriptions over the setMemberSubscriptions callable
// (issue 22): clients never write subscriber, consentRecords or emailTokens
// (firestore.rules); the server rules of src/domain/server do, in one
// transaction with the mail they send. A visitor's subscription, the consent
// CSV and unsubscribe are the shared callable services (../callable-services.ts).
import type { UsersService } from '../api';
import { callables } from '../../domain/model/callables';
import { caller } from './call';
import type { FirebaseContext } from './context';
import { guard } from './errors';

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
