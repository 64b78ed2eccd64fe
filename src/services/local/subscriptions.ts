// The signed-in member's own subscriptions on the local backend: the
// setMemberSubscriptions callable's handler, run in this page (call-local.ts),
// sent what the firebase backend sends. The visitor's subscription and the
// consent CSV are the shared callable services (src/services/callable-services.ts).
import type { UsersService } from '../api';
import { callables } from '../../domain/model/callables';
import { localCaller } from './call-local';
import type { LocalContext } from './context';

/** UsersService.setSubscriptions: the signed-in member's, through the setMemberSubscriptions handler. */
export function memberSubscriptions(context: LocalContext): UsersService['setSubscriptions'] {
  const call = localCaller(context);
  return async ({ newsletter, offers }, language, wording) => {
    await call(callables.setMemberSubscriptions, { newsletter, offers, language, wording });
  };
}
