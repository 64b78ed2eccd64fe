// The services that are nothing but callables, written once for both
// backends over their `call` (call.ts, ADR 027): the public forms (ADR 014,
// 019), a visitor's subscription and the Admin's consent CSV (ADR 015), the
// mailed unsubscribe and /verify links. The firebase backend's call reaches
// the functions, the local one runs the same handlers in the page; so each
// sends exactly the same input and reads the same answer and refusal.
import type { FormsService, SubscriptionsService, UnsubscribeService, VerificationService } from './api';
import { ALREADY_REGISTERED } from '../domain/consent';
import { ServiceError } from '../domain/errors';
import { callables } from '../domain/model/callables';
import type { Call } from './call';

export function formsOver(call: Call): FormsService {
  return {
    async submitFranchiseeApplication(input) {
      await call(callables.submitApplication, { role: 'Franchisee', application: input });
    },
    async submitContributorApplication(input) {
      await call(callables.submitApplication, { role: 'Contributor', application: input });
    },
    async submitPricingInquiry(input) {
      // The schema keeps only its keys: any status or id is stripped.
      await call(callables.submitForm, { kind: 'pricing', input });
    },
    async submitContact(input) {
      await call(callables.submitForm, { kind: 'contact', input });
    },
  };
}

export function subscriptionsOver(call: Call): SubscriptionsService {
  return {
    async subscribe(input) {
      const { outcome } = await call(callables.requestSubscription, input);
      if (outcome === 'already-registered') throw new ServiceError('already-registered', ALREADY_REGISTERED[input.purpose]);
    },
    async saveAlert(input) {
      await call(callables.saveAlert, input);
    },
    exportConsentCsv: async () => (await call(callables.exportConsentCsv, {})).csv,
  };
}

export function unsubscribeOver(call: Call): UnsubscribeService {
  return {
    describe: async (token) => (await call(callables.describeUnsubscribe, { token })).link,
    unsubscribe: async (token) => (await call(callables.unsubscribe, { token })).link,
  };
}

export function verificationOver(call: Call): VerificationService {
  return {
    verify: (token) => call(callables.verifyLink, { token }),
    resend: (email, language) => call(callables.resendVerification, { email, language }),
  };
}
