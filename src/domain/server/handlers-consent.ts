// The consent callables (ADR 015, 027): a visitor's subscription with double
// opt-in, a member's own subscriptions, the mailed unsubscribe link, the
// Admin's CSV and the newsletter. Each is a thin wire from the parsed input
// to its rule.
import type { HandlerTable } from './handler-ports';
import { exportConsentCsv, requireAdminClaim, sendNewsletter } from './newsletter';
import { saveAlert } from './pattern-alerts';
import { requestSubscription, setMemberSubscriptions } from './subscriptions';
import { describeUnsubscribe, unsubscribeByToken } from './unsubscribe';

type ConsentCallables = 'saveAlert' | 'requestSubscription' | 'setMemberSubscriptions' | 'describeUnsubscribe' | 'unsubscribe' | 'exportConsentCsv' | 'sendNewsletter';

export const consentHandlers: HandlerTable<ConsentCallables> = {
  // The per-client key names the client of the rate limit; the rule hashes it, never stores it.
  requestSubscription: async (ports, input, { now, client }) => ({
    outcome: await requestSubscription(ports.store(), ports.renderConsent, input, { now, origin: ports.mail().origin, client }),
  }),

  // A pattern alert (ADR 036): the same consent as a subscription, its limits per client keyed here, never by the caller.
  saveAlert: async (ports, input, { now, client }) => ({
    outcome: await saveAlert(ports.store(), ports.renderConsent, input, { now, origin: ports.mail().origin, client }),
  }),

  setMemberSubscriptions: async (ports, input, { caller, now }) => {
    await setMemberSubscriptions(ports.store(), caller, input, now, { render: ports.renderConsent, origin: ports.mail().origin });
    return { saved: true };
  },

  describeUnsubscribe: async (ports, input, { now }) => ({ link: await describeUnsubscribe(ports.store(), input.token, now) }),

  unsubscribe: async (ports, input, { now }) => ({
    link: await unsubscribeByToken(ports.store(), input.token, { source: 'unsubscribe-link', method: 'unsubscribe link' }, now),
  }),

  exportConsentCsv: async (ports, _input, { caller, now }) => ({ csv: await exportConsentCsv(ports.store(), caller, now) }),

  // An Admin by claim only.
  sendNewsletter: async (ports, _input, { caller, now }) => {
    requireAdminClaim(caller);
    return { sent: await sendNewsletter(ports.store(), ports.renderConsent, { now, origin: ports.mail().origin, ...(caller ? { admin: caller } : {}) }) };
  },
};
