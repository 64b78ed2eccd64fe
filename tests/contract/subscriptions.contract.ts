// The service contract, part: the newsletter and special-offer subscriptions
// (issue 22: through the server, with double opt-in). Run on both backends by
// describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import { CURRENT_WORDING, type SubscriptionInput } from '../../src/domain/consent';
import { isServiceError } from '../../src/domain/errors';
import { RATE_LIMITS } from '../../src/domain/limits';
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

    it('refuses a new grant under a retired consent wording with its own reason, and withdraws under one', async () => {
      const backend = await create();
      // The first versions, which named no sender: replaced on 2026-11-27, past their day of grace.
      const retired = { newsletter: 'newsletter-2026-11', offers: 'offers-2026-11' };
      expect(Object.values(CURRENT_WORDING)).not.toContain(retired.newsletter);
      const reasonOf = (error: unknown) => (isServiceError(error) ? error.reason : error);
      const visitor = await backend.services.subscriptions.subscribe(buildSubscription({ email: 'late.reader@example.com', wording: retired.newsletter })).catch((error: unknown) => error);
      expect(reasonOf(visitor)).toBe('wording-retired');
      expect(await backend.readMail('late.reader@example.com')).toEqual([]);

      const member = await approvedMember(backend, 'contributor');
      const stale = await backend.services.users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', { ...CURRENT_WORDING, newsletter: retired.newsletter }).catch((error: unknown) => error);
      expect(reasonOf(stale)).toBe('wording-retired');
      await backend.services.users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
      // A withdrawal records no new wording: a page however old still withdraws.
      await backend.services.users.setSubscriptions({ newsletter: false, offers: false }, 'en-CA', retired);
      await backend.signInAs('admin');
      expect(await backend.readSubscription(member.email)).toMatchObject({ newsletter: false, newsletterStatus: 'withdrawn' });
    });
  });

  describe('subscriptions under their limits', () => {
    it('refuses a client’s requests past the limit, across addresses, with when to try again', async () => {
      const { services } = await create();
      const started = Date.now();
      for (let index = 0; index < RATE_LIMITS.subscription.limit; index += 1) await services.subscriptions.subscribe(buildSubscription({ email: `reader${index}@example.com` }));
      const refusal = await services.subscriptions.subscribe(buildSubscription({ email: 'one.more@example.com' })).catch((error: unknown) => error);
      expect(isServiceError(refusal, 'rate-limited')).toBe(true);
      const retryAt = isServiceError(refusal) ? refusal.retryAt : null;
      expect(retryAt?.getTime()).toBeGreaterThan(Date.now());
      expect(retryAt?.getTime()).toBeLessThanOrEqual(started + RATE_LIMITS.subscription.windowMs + 5000);
    });

    it('answers for a registered address only within the limits: past them, the same refusal as for any address', async () => {
      const backend = await create();
      const member = await approvedMember(backend, 'contributor');
      await backend.services.users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
      await backend.signInAs(null);
      const { subscriptions } = backend.services;
      for (let index = 0; index < RATE_LIMITS.subscription.limit; index += 1) await subscriptions.subscribe(buildSubscription({ email: `prober${index}@example.com` }));
      await expectServiceError(subscriptions.subscribe(buildSubscription({ email: member.email })), 'rate-limited');
    });

    it('keeps a confirmed subscriber’s language and postal code when someone else asks for another purpose', async () => {
      const backend = await create();
      const member = await approvedMember(backend, 'contributor');
      await backend.services.users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
      await backend.signInAs(null);
      await backend.services.subscriptions.subscribe(buildSubscription({ purpose: 'offers', email: member.email, language: 'fr-CA', postalCode: 'E1C 4M3' }));
      await backend.signInAs('admin');
      expect(await backend.readSubscription(member.email)).toMatchObject({ language: 'en-CA', newsletter: true, offersStatus: 'unconfirmed', specialOffers: { postalCode: '' } });
    });
  });
}
