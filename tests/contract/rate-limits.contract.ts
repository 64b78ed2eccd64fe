// The service contract, part: the abuse limits of issue 23 (ADR 019). A
// member's posts are held to RATE_LIMITS.post on both backends (the firebase
// one by firestore.rules' postLimits); the refusal says when to try again.
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../src/domain/errors';
import { RATE_LIMITS } from '../../src/domain/limits';
import type { ContractBackend } from './contract-helpers';

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
  });
}
