// @vitest-environment node
// The per-client key of the rate limits (src/domain/server/client-address.ts,
// ADR 021): whatever a caller writes into X-Forwarded-For, the key is the
// entry Google's infrastructure appended, so forged entries change nothing.
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, clientTiers, UNKNOWN_CLIENT, type ClientPath } from '../../src/domain/server/client-address';

const REAL = '198.51.100.23';
/** What Google's front end appends on a direct call: the address it saw. */
const direct = (written: string | null) => (written === null ? REAL : `${written}, ${REAL}`);
/** Through Hosting: Hosting appends the caller's address, Google's front end Hosting's own. */
const HOSTING_EDGE = '151.101.1.195';
const viaHosting = (written: string | null) => `${written === null ? '' : `${written}, `}${REAL}, ${HOSTING_EDGE}`;

const key = (forwardedFor: string | readonly string[] | undefined, path: ClientPath = 'direct', socketAddress = '169.254.8.129') =>
  clientAddress({ forwardedFor, socketAddress, path });

const FORGED = [
  ['one spoofed address', '203.0.113.7'],
  ['many spoofed addresses', '203.0.113.7, 203.0.113.8, 10.0.0.1'],
  ['the real address itself, and another', `${REAL}, 192.0.2.1`],
  ['garbage', 'not-an-address, <script>, ;DROP'],
  ['empty entries', ', , ,'],
  ['an IPv6 address', '2001:db8::1'],
  ['an IPv4-mapped IPv6 address', '::ffff:203.0.113.7'],
  ['a port', '203.0.113.7:443'],
  ['a thousand entries', Array.from({ length: 1000 }, (_, i) => `10.0.${Math.floor(i / 256)}.${i % 256}`).join(',')],
] as const;

describe('clientAddress: a direct call', () => {
  const honest = key(direct(null));

  it('keys on the entry Google appended', () => {
    expect(honest).toBe(REAL);
  });

  it.each(FORGED)('keeps the key when the caller writes %s', (_case, written) => {
    expect(key(direct(written))).toBe(honest);
  });

  it('is not the left-most entry (what the Functions Framework calls request.ip)', () => {
    const forwarded = direct('203.0.113.7');
    const leftMost = forwarded.split(',')[0]?.trim();
    expect(leftMost).toBe('203.0.113.7');
    expect(key(forwarded)).not.toBe(leftMost);
  });

  it('reads a header Node split into several values as one list', () => {
    expect(key(['203.0.113.7, 203.0.113.8', REAL])).toBe(honest);
  });

  it('falls back to the socket only when no proxy wrote a header (the emulators)', () => {
    expect(key(undefined, 'direct', '127.0.0.1')).toBe('127.0.0.1');
    expect(key('', 'direct', '::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('gives every request whose trusted entry is not an address one shared key', () => {
    expect(key('203.0.113.7, garbage')).toBe(UNKNOWN_CLIENT);
    expect(key(undefined, 'direct', 'garbage')).toBe(UNKNOWN_CLIENT);
  });
});

describe('clientAddress: through Firebase Hosting', () => {
  const honest = key(viaHosting(null), 'hosting');

  it('keys on the entry Hosting appended, not on Hosting’s own address', () => {
    expect(honest).toBe(REAL);
  });

  it.each(FORGED)('keeps the key when the caller writes %s', (_case, written) => {
    expect(key(viaHosting(written), 'hosting')).toBe(honest);
  });
});

describe('addressKey: one key per client', () => {
  it('groups an IPv6 client by its /64, however it is written', () => {
    const keys = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '[2001:db8:1:2::abcd]:443', '2001:DB8:1:2:0:0:0:9', 'fe80::1%eth0'].map(
      addressKey,
    );
    expect(keys.slice(0, 4)).toEqual(Array(4).fill('2001:db8:1:2::/64'));
    expect(keys[4]).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(keys[0]);
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('drops a port from an IPv4 address', () => {
    expect(addressKey('203.0.113.7:5060')).toBe('203.0.113.7');
  });

  it.each(['', 'garbage', '256.1.1.1', '1.2.3', '01.2.3.4', '1:2:3:4:5:6:7:8:9', '1::2::3', '2001:db8::g', '::ffff:1.2.3.256'])('refuses %j', (text) => {
    expect(addressKey(text)).toBeNull();
  });
});

describe('clientTiers: an IPv6 client is counted under its /56 and /48 too (ADR 028)', () => {
  it('gives a /64 its /56 and /48, however the address was written', () => {
    for (const written of ['2001:db8:7:1a2b::1', '[2001:0db8:0007:1a2b:ffff::9]:443', '2001:DB8:7:1A2B:0:0:0:1']) {
      expect(clientTiers(clientAddress({ forwardedFor: written, socketAddress: undefined, path: 'direct' }))).toEqual([
        { prefix: 64, key: '2001:db8:7:1a2b::/64' },
        { prefix: 56, key: '2001:db8:7:1a00::/56' },
        { prefix: 48, key: '2001:db8:7::/48' },
      ]);
    }
  });

  it('puts every /64 of one /48 under the same /48 key, and /64s of another /48 under another', () => {
    const slash48 = new Set(Array.from({ length: 300 }, (_, n) => clientTiers(addressKey(`2001:db8:7:${n.toString(16)}::1`)!)[2]!.key));
    expect([...slash48]).toEqual(['2001:db8:7::/48']);
    expect(clientTiers(addressKey('2001:db8:8:1::1')!)[2]!.key).toBe('2001:db8:8::/48');
  });

  it.each(['198.51.100.23', UNKNOWN_CLIENT, 'f47ac10b-58cc-4372-a567-0e02b2c3d479'])('leaves %s alone', (client) => {
    expect(clientTiers(client)).toEqual([{ prefix: 0, key: client }]);
  });
});
