// @vitest-environment node
// The after-deploy smoke test of the client key (scripts/smoke-client-key.mjs)
// tells a deployment that keys a client by the hop Google's front end appended
// from one keyed by the entry a caller forges: planted here as two fake
// deployments that run the shared derivation (clientAddress) and the shared
// limit over a counted window, one behind the front end as it is, one whose
// key is the left-most entry. It reads the limit and the region the code declares.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionsRegion, resendLimit, smokeClientKey } from '../../scripts/smoke-client-key.mjs';
import { FUNCTIONS_REGION } from '../../src/domain/consortium';
import { RATE_LIMITS } from '../../src/domain/limits';
import { clientAddress } from '../../src/domain/server/client-address';
import { root } from './catalogue';

/** The operator's machine, as Google's front end sees it and appends it. */
const OPERATOR = '203.0.113.7';

/** A deployment counting calls per derived key; `keyOf` is how it derives the key from the header it receives. */
function deployment(keyOf: (forwardedFor: string) => string) {
  const counts = new Map<string, number>();
  return async (forged: string): Promise<'passed' | 'refused'> => {
    // The front end appends the address it saw to whatever the caller sent.
    const key = keyOf(`${forged}, ${OPERATOR}`);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return Promise.resolve(count > RATE_LIMITS.resend.limit ? 'refused' : 'passed');
  };
}

describe('the after-deploy smoke test of the client key', () => {
  it('reads the limit and the region the code declares', () => {
    expect(resendLimit(readFileSync(join(root, 'src/domain/limits.ts'), 'utf8'))).toBe(RATE_LIMITS.resend.limit);
    expect(functionsRegion(readFileSync(join(root, 'src/domain/consortium.ts'), 'utf8'))).toBe(FUNCTIONS_REGION);
  });

  it('passes a deployment that keys the hop the front end appended, whatever the caller forges', async () => {
    const call = deployment((forwardedFor) => clientAddress({ forwardedFor, socketAddress: '10.0.0.1', path: 'direct' }));
    const verdict = await smokeClientKey({ call, limit: RATE_LIMITS.resend.limit });
    expect(verdict).toMatchObject({ held: true });
    expect(verdict.line).toContain(`call ${RATE_LIMITS.resend.limit + 1} was refused`);
  });

  it('fails a deployment that keys the left-most entry, which the caller writes', async () => {
    const call = deployment((forwardedFor) => forwardedFor.split(',')[0]!.trim());
    const verdict = await smokeClientKey({ call, limit: RATE_LIMITS.resend.limit });
    expect(verdict).toMatchObject({ held: false });
    expect(verdict.line).toContain('follows a forged header');
  });

  it('cannot tell when the window was spent before it ran', async () => {
    const call = deployment(() => 'one key');
    await call('2001:db8::1');
    const verdict = await smokeClientKey({ call, limit: RATE_LIMITS.resend.limit });
    expect(verdict).toMatchObject({ held: false });
    expect(verdict.line).toContain('was not empty');
  });
});
