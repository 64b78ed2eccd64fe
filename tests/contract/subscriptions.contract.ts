// The service contract, part: the newsletter and special-offer subscriptions
// (issue 22: through the server, with double opt-in). Run on both backends by
// describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import { CURRENT_WORDING, type SubscriptionInput } from '../../src/domain/consent';
import { buildSubscription } from '../builders';
import { approvedMember, expectServiceError, type ContractBackend } from './contract-helpers';

export function describeSubscriptionsContract(create: () => Promise<ContractBackend>) {
  describe('subscriptions', () => {
    it('records a subscription unconfirmed, asks the address to confirm, and asks again on a second sign-up', async () => {
      const backend = await create();
      await backend.services.subscriptions.subscribe(buildSubscription({ email: 'Reader@Example.com ' }));
      await backend.services.subscriptions.subscribe(buildSubscription({ email: 'reader@example.com' }));
      expect((await backend.readMail('reader@example.com')).map((mail) => mail.kind)).toEqual(['confirm-subscription', 'confirm-subscription']);
      await backend.signInAs('admin');
      expect(await backend.readSubscription('reader@example.com')).toMatchObject({ newsletter: false, newsletterStatus: 'unconfirmed' });
    });

    it('answers "already registered" for a confirmed purpose only, independently of the other', async () => {
      const backend = await create();
      const member = await approvedMember(backend, 'contributor');
      await backend.services.users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
      await backend.signInAs(null);
      await expectServiceError(backend.services.subscriptions.subscribe(buildSubscription({ email: member.email })), 'already-registered');
      await backend.services.subscriptions.subscribe(buildSubscription({ purpose: 'offers', email: member.email }));
    });

    it('refuses an address that is not an email, and a consent wording that was never published', async () => {
      const { services } = await create();
      await expectServiceError(services.subscriptions.subscribe(buildSubscription({ email: 'not an email' })), 'invalid-argument');
      // The forms' own shape of an address: nothing a spreadsheet could read as a formula.
      for (const email of ['=cmd@example.com', 'a;=cmd@example.com', '+1@example.com']) {
        await expectServiceError(services.subscriptions.subscribe(buildSubscription({ email })), 'invalid-argument');
      }
      await expectServiceError(services.subscriptions.subscribe(buildSubscription({ email: 'w@example.com', wording: 'newsletter-1999' })), 'invalid-argument');
      // Another purpose's wording is not this one's.
      await expectServiceError(services.subscriptions.subscribe(buildSubscription({ email: 'w@example.com', wording: CURRENT_WORDING.offers })), 'invalid-argument');
      const forged = { ...buildSubscription({ email: 'w@example.com' }), source: 'profile' } as unknown as SubscriptionInput;
      await expectServiceError(services.subscriptions.subscribe(forged), 'invalid-argument');
    });
  });
}
