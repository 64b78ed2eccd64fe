// The service contract, part: The newsletter and special-offer subscriptions.
// Run on both backends by describeServiceContract (services.contract.ts).
import { describe, it } from 'vitest';
import { expectServiceError, type ContractBackend } from './contract-helpers';

export function describeSubscriptionsContract(create: () => Promise<ContractBackend>) {
  describe('subscriptions', () => {
    it('registers an email for the newsletter once', async () => {
      const { services } = await create();
      await services.forms.subscribeNewsletter('Reader@Example.com ', 'en-CA');
      await expectServiceError(services.forms.subscribeNewsletter('reader@example.com', 'en-CA'), 'already-registered');
    });

    it('registers an email for special offers once, independently of the newsletter', async () => {
      const { services } = await create();
      await services.forms.subscribeNewsletter('both@example.com', 'en-CA');
      await services.forms.subscribeOffers('both@example.com', 'b3h 1a1', 'en-CA');
      await expectServiceError(services.forms.subscribeOffers('both@example.com', 'B3H 1A1', 'en-CA'), 'already-registered');
    });

    it('refuses an address that is not an email', async () => {
      const { services } = await create();
      await expectServiceError(services.forms.subscribeNewsletter('not an email', 'en-CA'), 'invalid-argument');
    });
  });
}
