// The local backend's SubscriptionsService and the member's subscriptions:
// the very server rules the callables run (src/domain/server/subscriptions.ts,
// newsletter.ts, ADR 012) over the local tables, with the confirmation
// request in the outbox. The input is parsed as the service layer parses a
// form, then by the rule as the server does. The mail templates load only
// when a mail is rendered.
import type { SubscriptionsService, UsersService } from '../api';
import { ALREADY_REGISTERED } from '../../domain/consent';
import { ServiceError } from '../../domain/errors';
import { asServiceError } from '../../domain/server/callable-error';
import { exportConsentCsv } from '../../domain/server/newsletter';
import { requestSubscription, setMemberSubscriptions, type RenderConsentMail } from '../../domain/server/subscriptions';
import { FIELDS, parseInput } from '../../domain/model/schemas';
import type { LocalContext } from './context';
import { localMailPorts } from './mail-ports';
import { localStore } from './server-ports';

/** The templates, loaded with the first mail. */
export const renderLocally: RenderConsentMail = async (template) => (await import('../../mail/consent-mail')).renderConsentMail(template);

/** Links in a local mail open this app, wherever it runs. */
export const localOrigin = () => localMailPorts().origin;

async function asService<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asServiceError(error);
  }
}

export function createSubscriptionsService({ db, session, now, clientId }: LocalContext): SubscriptionsService {
  return {
    async subscribe(input) {
      const outcome = await asService(() => requestSubscription(localStore(db), renderLocally, input, { now: now(), origin: localOrigin(), client: clientId }));
      if (outcome === 'already-registered') throw new ServiceError('already-registered', ALREADY_REGISTERED[input.purpose]);
    },

    async exportConsentCsv() {
      const viewer = await session.viewer();
      return asService(() => exportConsentCsv(localStore(db), viewer ? { uid: viewer.uid, token: { role: viewer.role } } : null, now()));
    },
  };
}

/** UsersService.setSubscriptions: the signed-in member's, through the server rule. */
export function memberSubscriptions({ db, session, now }: LocalContext): UsersService['setSubscriptions'] {
  return async ({ newsletter, offers }, rawLanguage, wording) => {
    const language = parseInput(FIELDS.language, rawLanguage);
    const viewer = await session.viewer();
    await asService(() => setMemberSubscriptions(localStore(db), viewer, { newsletter, offers, language, wording }, now(), { render: renderLocally, origin: localOrigin() }));
  };
}
