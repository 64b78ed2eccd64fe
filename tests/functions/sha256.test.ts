// @vitest-environment node
// The synchronous SHA-256 (src/domain/server/sha256.ts) gives Web Crypto's
// digests, so an address hashed inside a transaction is the same key as one
// hashed before it.
import { describe, expect, it } from 'vitest';
import { sha256HexSync } from '../../src/domain/server/sha256';
import { sha256Hex } from '../../src/domain/server/tokens';

describe('sha256HexSync', () => {
  it.each(['', 'abc', 'reader@example.com', 'é’«»\u202f', 'x'.repeat(55), 'x'.repeat(56), 'y'.repeat(64), 'z'.repeat(1000)])('gives Web Crypto’s digest of %j', async (text) => {
    expect(sha256HexSync(text)).toBe(await sha256Hex(text));
  });

  it('gives the standard digest of "abc"', () => {
    expect(sha256HexSync('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
