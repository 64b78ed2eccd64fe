// @vitest-environment node
// The limits of an application (src/domain/server/applications.ts, ADR 021)
// over the fake Firestore, with a fixed clock: per address whichever client
// sends, besides per client; keyed by hashes only; and checked before the
// costly work, so a refused call never reaches the hasher or the renderer.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { submitApplication, type ApplicationPorts } from '../../src/domain/server/applications';
import { CallableError } from '../../src/domain/server/callable-error';
import { RATE_LIMITS } from '../../src/domain/limits';
import { FakeFirestore } from './fake-firestore';
import { testMailPorts } from './mail-ports';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const HASH = { algorithm: 'PBKDF2-SHA256', iterations: 100_000, salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=' } as const;
const EMAIL = 'owen.sullivan@example.com';

let store: FakeFirestore;
let ports: ApplicationPorts & { hash: ReturnType<typeof vi.fn>; render: ReturnType<typeof vi.fn> };

beforeEach(() => {
  store = new FakeFirestore();
  ports = { origin: testMailPorts.origin, hash: vi.fn(() => Promise.resolve({ ...HASH })), render: vi.fn(testMailPorts.render) };
});

function submit(email: string, client: string, now = T0) {
  const fields = { firstName: 'Owen', lastName: 'Sullivan', email, town: 'Truro', expertise: 'Selective harvesting', language: 'en-CA' as const };
  return submitApplication(store, { role: 'Contributor', fields, password: 'Timber!2345' }, now, ports, client);
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);
const applications = () => store.list('ContributorApplication').length;

describe('an application’s limit per address', () => {
  it(`takes ${RATE_LIMITS.applicationAddress.limit} applications a day to one address from any clients, then refuses with when to try again`, async () => {
    for (let index = 0; index < RATE_LIMITS.applicationAddress.limit; index += 1) await submit(EMAIL, `198.51.100.${index}`);
    const error = await refusal(submit(EMAIL, '203.0.113.99'));
    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({ code: 'resource-exhausted', retryAt: new Date(T0.getTime() + RATE_LIMITS.applicationAddress.windowMs) });
    expect(applications()).toBe(RATE_LIMITS.applicationAddress.limit);
    // Another address from that same new client is not held by this one's count.
    await expect(submit('ada.leblanc@example.com', '203.0.113.99')).resolves.toBeDefined();
    await expect(submit(EMAIL, '203.0.113.99', new Date(T0.getTime() + RATE_LIMITS.applicationAddress.windowMs))).resolves.toBeDefined();
  });

  it('keeps hashes of the address and the client, never either itself', async () => {
    await submit(EMAIL, '203.0.113.7');
    const limits = store.list('rateLimits').filter((path) => path.includes('application'));
    // The client's, the address's and the ceiling across all clients (ADR 028).
    expect(limits).toHaveLength(3);
    for (const path of limits) {
      expect(path).not.toContain(EMAIL);
      expect(path).not.toContain('203.0.113.7');
      expect(JSON.stringify(store.get(path))).not.toMatch(/owen|203\.0\.113/);
    }
  });

  it('counts nothing under the client when the address refuses', async () => {
    for (let index = 0; index < RATE_LIMITS.applicationAddress.limit; index += 1) await submit(EMAIL, `198.51.100.${index}`);
    const client = '203.0.113.50';
    await refusal(submit(EMAIL, client));
    // The client's whole allowance is still there for other addresses.
    for (let index = 0; index < RATE_LIMITS.application.limit; index += 1) await submit(`reader${index}@example.com`, client);
    expect(await refusal(submit('one.more@example.com', client))).toMatchObject({ code: 'resource-exhausted' });
  });
});

describe('limits before the costly work', () => {
  it('never hashes the password nor renders the mail of a call the client’s limit refuses', async () => {
    for (let index = 0; index < RATE_LIMITS.application.limit; index += 1) await submit(`owen${index}@example.com`, '203.0.113.7');
    ports.hash.mockClear();
    ports.render.mockClear();
    expect(await refusal(submit('owen.more@example.com', '203.0.113.7'))).toMatchObject({ code: 'resource-exhausted' });
    expect(ports.hash).not.toHaveBeenCalled();
    expect(ports.render).not.toHaveBeenCalled();
  });

  it('never hashes the password nor renders the mail of a call the address’s limit refuses', async () => {
    for (let index = 0; index < RATE_LIMITS.applicationAddress.limit; index += 1) await submit(EMAIL, `198.51.100.${index}`);
    ports.hash.mockClear();
    ports.render.mockClear();
    expect(await refusal(submit(EMAIL, '203.0.113.8'))).toMatchObject({ code: 'resource-exhausted' });
    expect(ports.hash).not.toHaveBeenCalled();
    expect(ports.render).not.toHaveBeenCalled();
  });

  it('stores the hash the port made, never the password as typed', async () => {
    const { id } = await submit(EMAIL, '203.0.113.7');
    expect(ports.hash).toHaveBeenCalledWith('Timber!2345');
    expect(store.get(`applicationSecrets/ContributorApplication_${id}`)).toEqual({ password: HASH });
    expect(JSON.stringify(store.list('ContributorApplication').map((path) => store.get(path)))).not.toContain('Timber!2345');
  });
});
