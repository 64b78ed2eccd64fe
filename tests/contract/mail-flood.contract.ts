// The service contract, part: mail nobody can silence (ADR 028), on
// each backend's own storage. A script floods the anonymous subscription
// path, each request from another IPv6 /64 (the shared rule run over the
// backend's Store, as its callable runs it, with the client key the callable
// would derive); then, through the services, a visitor's subscription is
// refused with the "site busy" reason and when to try again, and a person's
// application still gets its verification mail at once, in `mail` (the
// emulators' `mail` documents, the local outbox). The figures are printed.
// tests/functions/mail-flood.test.ts runs a whole day of such a flood over the
// fake Firestore.
import { describe, expect, it } from 'vitest';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { isServiceError } from '../../src/domain/errors';
import { GLOBAL_LIMITS } from '../../src/domain/limits';
import type { Store } from '../../src/domain/server/store';
import { requestSubscription, type ConsentMailTemplate } from '../../src/domain/server/subscriptions';
import { buildFranchiseeApplication, buildSubscription } from '../builders';
import type { ContractBackend } from './contract-helpers';

const CEILING = GLOBAL_LIMITS.subscription.limit;
/**
 * The flood: one request at a time up to just under the ceiling an hour (GLOBAL_LIMITS.subscription), then bursts
 * of IN_FLIGHT at once across it, where concurrent requests could pass it together. On the emulators a request
 * alone takes about 45 ms, but requests in flight queue on the ceiling's document (150 at 10 in flight took 55 s,
 * at 3 in flight 114 s): only the requests that can cross the ceiling are sent at once.
 */
const ONE_AT_A_TIME = CEILING - 5;
/** Requests in flight at once across the ceiling, as a script sends them; two bursts, the second all past it. */
const IN_FLIGHT = 10;
const FLOOD = ONE_AT_A_TIME + 2 * IN_FLIGHT;

const render = (template: ConsentMailTemplate) => Promise.resolve({ subject: template.name, html: '<p>Confirm</p>', text: 'Confirm' });

export function describeMailFloodContract(backendName: string, create: () => Promise<{ backend: ContractBackend; store: Store }>) {
  describe('a flood of anonymous subscription requests', () => {
    it('refuses past the ceiling with the site-busy reason, and leaves a verification mail going out at once', { timeout: 180_000 }, async () => {
      const { backend, store } = await create();
      const tally = { requests: 0, requested: 0, busy: 0, limited: 0, aborted: 0 };
      const started = Date.now();
      for (let first = 0; first < FLOOD; ) {
        const size = first < ONE_AT_A_TIME ? 1 : IN_FLIGHT;
        await Promise.all(
          Array.from({ length: size }, async (_, offset) => {
            const n = first + offset;
            const payload = { purpose: 'newsletter', email: `flood${n}@example.com`, language: 'en-CA', wording: CURRENT_WORDING.newsletter, source: 'hub' };
            // Another /64 each time, in one of 25 /48s.
            const client = `2001:db8:${(n % 25).toString(16)}:${(n >> 5).toString(16)}::/64`;
            tally.requests += 1;
            try {
              await requestSubscription(store, render, payload, { now: new Date(), origin: 'https://site.test', client });
              tally.requested += 1;
            } catch (error) {
              const { code, reason } = error as { code?: unknown; reason?: unknown };
              if (code === 'resource-exhausted') tally[reason === 'site-busy' ? 'busy' : 'limited'] += 1;
              else tally.aborted += 1;
            }
          }),
        );
        first += size;
      }
      const floodSeconds = (Date.now() - started) / 1000;

      const refusal = await backend.services.subscriptions.subscribe(buildSubscription({ email: 'visitor@example.com' })).catch((error: unknown) => error);
      const applied = Date.now();
      await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: 'after.flood@example.com', language: 'fr-CA' }));
      const [verification] = await backend.mailsTo('after.flood@example.com');
      console.info(
        `Flood figures on the ${backendName} backend (ADR 028): ${JSON.stringify({ ...tally, floodSeconds, verificationMs: Date.now() - applied, verification: verification?.kind ?? 'none in mail' })}`,
      );

      expect(verification).toMatchObject({ kind: 'verify-application', language: 'fr-CA' });
      expect(tally.requested).toBe(CEILING);
      expect(tally.busy).toBeGreaterThan(0);
      expect(isServiceError(refusal, 'rate-limited')).toBe(true);
      expect(isServiceError(refusal) ? { reason: refusal.reason, later: (refusal.retryAt?.getTime() ?? 0) > Date.now() } : null).toEqual({ reason: 'site-busy', later: true });
    });
  });
}
