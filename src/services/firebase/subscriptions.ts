// Subscriptions, unsubscribe and the member's own subscriptions over the
// callables of functions/src/consent.ts (issue 22): clients never write
// subscriber, consentRecords or emailTokens (firestore.rules); the server
// rules of src/domain/server do, in one transaction with the mail they send.
import { getFunctions, httpsCallable } from 'firebase/functions';
import type { SubscriptionsService, UnsubscribeService, UsersService } from '../api';
import { ALREADY_REGISTERED, type UnsubscribeResult, type UnsubscribeView } from '../../domain/consent';
import { ServiceError } from '../../domain/errors';
import { FIELDS, parseInput } from '../../domain/model/schemas';
import type { FirebaseContext } from './context';
import { guard } from './errors';

/** A callable's answer field, checked: the client does not cast what the network returns. */
function field<T>(data: unknown, name: string, check: (value: unknown) => value is T): T {
  const value: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, name) : undefined;
  if (!check(value)) throw new ServiceError('unknown', `Unexpected answer: ${name}.`);
  return value;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isLinkState = (value: unknown): value is UnsubscribeView & UnsubscribeResult =>
  typeof value === 'object' && value !== null && isString(Reflect.get(value, 'status'));

const callable = (context: FirebaseContext, name: string) => httpsCallable<unknown, unknown>(getFunctions(context.auth.app), name);

export function createSubscriptionsService(context: FirebaseContext): SubscriptionsService {
  const request = callable(context, 'requestSubscription');
  const exportCsv = callable(context, 'exportConsentCsv');
  return {
    subscribe: (input) =>
      guard(async () => {
        const email = parseInput(FIELDS.email, input.email);
        const outcome = field((await request({ ...input, email })).data, 'outcome', isString);
        if (outcome === 'already-registered') throw new ServiceError('already-registered', ALREADY_REGISTERED[input.purpose]);
      }),
    exportConsentCsv: () => guard(async () => field((await exportCsv()).data, 'csv', isString)),
  };
}

export function createUnsubscribeService(context: FirebaseContext): UnsubscribeService {
  const describe = callable(context, 'describeUnsubscribe');
  const unsubscribe = callable(context, 'unsubscribe');
  return {
    describe: (token) => guard(async () => field((await describe({ token })).data, 'link', isLinkState)),
    unsubscribe: (token) => guard(async () => field((await unsubscribe({ token })).data, 'link', isLinkState)),
  };
}

/** UsersService.setSubscriptions: the signed-in member's, through the setMemberSubscriptions callable. */
export function memberSubscriptions(context: FirebaseContext): UsersService['setSubscriptions'] {
  const save = callable(context, 'setMemberSubscriptions');
  return ({ newsletter, offers }, rawLanguage, wording) =>
    guard(async () => {
      const language = parseInput(FIELDS.language, rawLanguage);
      await context.viewer.requireViewer();
      await save({ newsletter, offers, language, wording });
      // The session's member record shows the new flags.
      for (const refresh of context.sessionRefreshers) refresh();
    });
}
