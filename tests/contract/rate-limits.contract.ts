// The service contract, part: the abuse limits of issue 23 (ADR 019). A
// member's posts are held to RATE_LIMITS.post on both backends (the firebase
// one by firestore.rules' postLimits); an anonymous client's pricing
// inquiries and contact messages to RATE_LIMITS.form (the submitForm rule:
// the callable's IP address, the local browser id); the refusal says when to
// try again.
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../src/domain/errors';
import { RATE_LIMITS } from '../../src/domain/limits';
import type { PendingItems } from '../../src/domain/types';
import { buildContact, buildPricingInquiry } from '../builders';
import { nextValue, type ContractBackend } from './contract-helpers';

export function describeRateLimitsContract(create: () => Promise<ContractBackend>) {
  describe('rate limits', () => {
    it('refuses a member’s post past the limit with when to try again, and takes the Admin’s', async () => {
      const backend = await create();
      const board = (await backend.services.boards.findBoard('/sweeps'))!;
      await backend.signInAs('contributor');
      const post = (content: string) => backend.services.boards.postMessage({ boardId: board.id, content, replyTo: null, files: [] });
      const started = Date.now();
      for (let index = 0; index < RATE_LIMITS.post.limit; index += 1) await post(`Question ${index}`);
      const refusal = await post('One too many').catch((error: unknown) => error);
      expect(isServiceError(refusal, 'rate-limited')).toBe(true);
      const retryAt = isServiceError(refusal) ? refusal.retryAt : null;
      expect(retryAt?.getTime()).toBeGreaterThan(Date.now());
      expect(retryAt?.getTime()).toBeLessThanOrEqual(started + RATE_LIMITS.post.windowMs + 5000);
      await backend.signInAs('admin');
      for (let index = 0; index <= RATE_LIMITS.post.limit; index += 1) await post(`Notice ${index}`);
    });

    it('refuses a client’s pricing inquiry or contact message past the limit with when to try again, and stores nothing more', async () => {
      const backend = await create();
      const { forms, admin } = backend.services;
      const started = Date.now();
      for (let index = 0; index < RATE_LIMITS.form.limit; index += 1) {
        if (index % 2) await forms.submitContact(buildContact({ subject: `Question ${index}` }));
        else await forms.submitPricingInquiry(buildPricingInquiry({ businessName: `Mill ${index}` }));
      }
      for (const refused of [forms.submitContact(buildContact({ subject: 'One too many' })), forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'One too many' }))]) {
        const refusal = await refused.catch((error: unknown) => error);
        expect(isServiceError(refusal, 'rate-limited')).toBe(true);
        const retryAt = isServiceError(refusal) ? refusal.retryAt : null;
        expect(retryAt?.getTime()).toBeGreaterThan(Date.now());
        expect(retryAt?.getTime()).toBeLessThanOrEqual(started + RATE_LIMITS.form.windowMs + 5000);
      }
      await backend.signInAs('admin');
      const pricing = await nextValue<PendingItems['pricing'][]>((next, onError) => admin.watchPending('pricing', next, onError), (items) => items.length >= 3);
      const contact = await nextValue<PendingItems['contact'][]>((next, onError) => admin.watchPending('contact', next, onError), (items) => items.length >= 2);
      expect(pricing.map((item) => item.businessName)).toEqual(expect.arrayContaining(['Mill 0', 'Mill 2', 'Mill 4']));
      expect(contact.map((item) => item.subject)).toEqual(expect.arrayContaining(['Question 1', 'Question 3']));
      expect(JSON.stringify([pricing, contact])).not.toContain('One too many');
    });
  });
}
