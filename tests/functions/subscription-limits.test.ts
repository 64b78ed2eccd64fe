// @vitest-environment node
// A visitor's subscription request under its limits (src/domain/server/subscriptions.ts,
// ADR 021), over the fake Firestore with a fixed clock: per client besides
// per address; no answer about an address before the limits, and no render;
// a confirmed subscriber's language and postal code change only through the
// address's own confirmation link.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_WORDING } from '../../src/domain/consent';
import { GLOBAL_LIMITS, IPV6_TIERS, RATE_LIMITS } from '../../src/domain/limits';
import { CallableError } from '../../src/domain/server/callable-error';
import { confirmSubscription, requestSubscription, RESEND_LIMIT, type ConsentMailTemplate } from '../../src/domain/server/subscriptions';
import { verifyLink } from '../../src/domain/server/verify';
import { FakeFirestore } from './fake-firestore';

const NOW = new Date('2026-11-26T14:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const ORIGIN = 'https://timber.example';
const CLIENT = '198.51.100.23';

let store: FakeFirestore;
let render: ReturnType<typeof vi.fn<(template: ConsentMailTemplate) => Promise<{ subject: string; html: string; text: string }>>>;

beforeEach(() => {
  store = new FakeFirestore();
  render = vi.fn((template: ConsentMailTemplate) => {
    const url = 'confirmUrl' in template ? template.confirmUrl : template.unsubscribeUrl;
    return Promise.resolve({ subject: template.name, html: `<a href="${url}">link</a>`, text: url });
  });
});

function subscribe(email: string, overrides: Record<string, unknown> = {}, { client = CLIENT, now = NOW } = {}) {
  const payload = { purpose: 'newsletter', email, language: 'fr-CA', wording: CURRENT_WORDING.newsletter, source: 'hub', ...overrides };
  return requestSubscription(store, render, payload, { now, origin: ORIGIN, client });
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

/** Follows the latest confirmation link, as /verify does. */
async function confirmLatest(now = NOW) {
  const template = render.mock.calls.map(([call]) => call).filter((call) => call.name === 'confirm-subscription').at(-1);
  if (template?.name !== 'confirm-subscription') throw new Error('No confirmation request rendered');
  const token = new URL(template.confirmUrl).searchParams.get('token');
  return (await verifyLink(store, token, now, { 'confirm-subscription': confirmSubscription })).status;
}

describe('a subscription request’s limit per client', () => {
  it(`takes ${RATE_LIMITS.subscription.limit} requests an hour from one client across addresses, then refuses with when to try again`, async () => {
    for (let index = 0; index < RATE_LIMITS.subscription.limit; index += 1) expect(await subscribe(`reader${index}@example.com`)).toBe('requested');
    const error = await refusal(subscribe('one.more@example.com'));
    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({ code: 'resource-exhausted', retryAt: new Date(NOW.getTime() + RATE_LIMITS.subscription.windowMs) });
    expect(store.has('subscriber/one.more@example.com')).toBe(false);
    expect(await subscribe('one.more@example.com', {}, { client: '203.0.113.9' })).toBe('requested');
    expect(await subscribe('later@example.com', {}, { now: new Date(NOW.getTime() + HOUR) })).toBe('requested');
  });

  it('refuses past the address’s own limit with when to try again, whichever client asks', async () => {
    for (let index = 0; index < RESEND_LIMIT.limit; index += 1) await subscribe('reader@example.com', {}, { client: `client-${index}` });
    expect(await refusal(subscribe('reader@example.com', {}, { client: 'client-new' }))).toMatchObject({
      code: 'resource-exhausted',
      retryAt: new Date(NOW.getTime() + RESEND_LIMIT.windowMs),
    });
  });

  it('keeps hashes of the client and the address, never either itself', async () => {
    await subscribe('reader@example.com');
    const limits = store.list('rateLimits').filter((path) => path.includes('subscribe'));
    // The client's, the address's and the ceiling across all clients (ADR 028).
    expect(limits).toHaveLength(3);
    expect(JSON.stringify(limits.map((path) => [path, store.get(path)]))).not.toMatch(/reader|198\.51/);
  });
});

describe('an IPv6 flood and the ceiling across all clients (ADR 028)', () => {
  const slash48Limit = RATE_LIMITS.subscription.limit * IPV6_TIERS.find(({ prefix }) => prefix === 48)!.factor;

  const slash56Limit = RATE_LIMITS.subscription.limit * IPV6_TIERS.find(({ prefix }) => prefix === 56)!.factor;

  it(`stops a flood from one /56 at ${slash56Limit} an hour even when each request comes from another /64`, async () => {
    const outcomes = [];
    for (let n = 0; n < slash56Limit + 5; n += 1) {
      outcomes.push(await subscribe(`flood${n}@example.com`, {}, { client: `2001:db8:42:${n.toString(16)}::/64` }).catch((error: unknown) => error));
    }
    expect(outcomes.filter((outcome) => outcome === 'requested')).toHaveLength(slash56Limit);
    expect(await subscribe('next.door@example.com', {}, { client: '2001:db8:42:100::/64' })).toBe('requested');
  });

  it(`stops a flood from one /48 at ${slash48Limit} an hour even when each request comes from another /64 of another /56`, async () => {
    const outcomes = [];
    for (let n = 0; n < slash48Limit + 20; n += 1) {
      // The fourth group's high byte is the /56: each request from another /56 of the same /48.
      outcomes.push(await subscribe(`flood${n}@example.com`, {}, { client: `2001:db8:42:${(n * 256).toString(16)}::/64` }).catch((error: unknown) => error));
    }
    expect(outcomes.filter((outcome) => outcome === 'requested')).toHaveLength(slash48Limit);
    expect(outcomes.at(-1)).toMatchObject({ code: 'resource-exhausted', reason: null, retryAt: new Date(NOW.getTime() + RATE_LIMITS.subscription.windowMs) });
    // A client of another /48 is not held by it.
    expect(await subscribe('neighbour@example.com', {}, { client: '2001:db8:43:1::/64' })).toBe('requested');
  });

  it('takes at most the ceiling an hour from all clients together, then says the site is busy and when to try again', async () => {
    const { limit, windowMs } = GLOBAL_LIMITS.subscription;
    for (let n = 0; n < limit; n += 1) await subscribe(`reader${n}@example.com`, {}, { client: `198.51.${Math.floor(n / 250)}.${n % 250}` });
    const error = await refusal(subscribe('one.more@example.com', {}, { client: '203.0.113.77' }));
    expect(error).toMatchObject({ code: 'resource-exhausted', reason: 'site-busy', retryAt: new Date(NOW.getTime() + windowMs) });
    expect(store.has('subscriber/one.more@example.com')).toBe(false);
    expect(await subscribe('one.more@example.com', {}, { client: '203.0.113.77', now: new Date(NOW.getTime() + windowMs) })).toBe('requested');
  });
});

describe('no answer about an address before the limits', () => {
  it('counts a request for an already registered address, and past the limit refuses it like any other', async () => {
    await subscribe('reader@example.com', {}, { client: 'client-owner' });
    expect(await confirmLatest()).toBe('done');
    for (let index = 0; index < RATE_LIMITS.subscription.limit; index += 1) {
      expect(await subscribe('reader@example.com', {}, { client: `prober-${index % 2}`, now: new Date(NOW.getTime() + index * HOUR) })).toBe('already-registered');
    }
    // The spec's answer within the limits; past them, the same refusal whatever the address.
    const prober = 'prober-x';
    for (let index = 0; index < RATE_LIMITS.subscription.limit; index += 1) await subscribe(`other${index}@example.com`, {}, { client: prober });
    expect(await refusal(subscribe('reader@example.com', {}, { client: prober }))).toMatchObject({ code: 'resource-exhausted' });
    expect(await refusal(subscribe('nobody@example.com', {}, { client: prober }))).toMatchObject({ code: 'resource-exhausted' });
  });

  it('never renders the mail of a refused request', async () => {
    for (let index = 0; index < RATE_LIMITS.subscription.limit; index += 1) await subscribe(`reader${index}@example.com`);
    render.mockClear();
    await refusal(subscribe('one.more@example.com'));
    expect(render).not.toHaveBeenCalled();
  });

  it('renders nothing for an address already registered', async () => {
    await subscribe('reader@example.com');
    await confirmLatest();
    render.mockClear();
    expect(await subscribe('reader@example.com', {}, { client: 'another' })).toBe('already-registered');
    expect(render).not.toHaveBeenCalled();
  });
});

describe('a confirmed subscriber’s language and postal code', () => {
  it('stay as they are when anyone asks for another purpose, and change through the address’s own confirmation link', async () => {
    await subscribe('reader@example.com', { language: 'fr-CA' });
    await confirmLatest();
    await subscribe('reader@example.com', { purpose: 'offers', wording: CURRENT_WORDING.offers, language: 'en-CA', postalCode: 'B3H 1A1' }, { client: 'stranger' });
    expect(store.get('subscriber/reader@example.com')).toMatchObject({ language: 'fr-CA', specialOffers: { registered: false, postalCode: '' }, offersStatus: 'unconfirmed' });
    expect(await confirmLatest()).toBe('done');
    expect(store.get('subscriber/reader@example.com')).toMatchObject({ language: 'en-CA', specialOffers: { registered: true, postalCode: 'B3H 1A1' }, offersStatus: 'confirmed' });
  });

  it('take a new address’s language and postal code at once (nothing confirmed to protect)', async () => {
    await subscribe('new@example.com', { purpose: 'offers', wording: CURRENT_WORDING.offers, language: 'en-CA', postalCode: 'E1C 4M3' });
    expect(store.get('subscriber/new@example.com')).toMatchObject({ language: 'en-CA', specialOffers: { registered: false, postalCode: 'E1C 4M3' } });
  });
});
