// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAllowedAttachment, isOnOrigin, MAX_ATTACHMENT_BYTES, sanitizeFileName } from './attachments';

const STORAGE = 'https://firebasestorage.googleapis.com';

describe('isOnOrigin', () => {
  it('accepts URLs on the origin, with any path and query', () => {
    expect(isOnOrigin(`${STORAGE}/v0/b/demo.firebasestorage.app/o/attachments%2Fu%2Fb%2Fm%2Fa.png?alt=media&token=t`, STORAGE)).toBe(true);
    expect(isOnOrigin('http://localhost:5173/x', 'http://localhost:5173')).toBe(true);
    expect(isOnOrigin('https://FirebaseStorage.googleapis.com:443/x', `${STORAGE}/`)).toBe(true);
  });

  it('takes a blob: URL at its inner origin', () => {
    expect(isOnOrigin('blob:http://localhost:3000/5b1f0c1e-8a0e-4a52-9d57-6a0f4c3f9e21', 'http://localhost:3000')).toBe(true);
    expect(isOnOrigin('blob:https://evil.example/5b1f0c1e', 'http://localhost:3000')).toBe(false);
    expect(isOnOrigin('blob:null/5b1f0c1e', 'null')).toBe(false);
  });

  it('refuses other hosts, schemes, ports and lookalikes', () => {
    expect(isOnOrigin('https://evil.example/x.png', STORAGE)).toBe(false);
    expect(isOnOrigin('http://firebasestorage.googleapis.com/x', STORAGE)).toBe(false);
    expect(isOnOrigin('https://firebasestorage.googleapis.com:8443/x', STORAGE)).toBe(false);
    expect(isOnOrigin('https://firebasestorage.googleapis.com.evil.example/x', STORAGE)).toBe(false);
    expect(isOnOrigin(`https://user@evil.example/${STORAGE}`, STORAGE)).toBe(false);
  });

  it('refuses javascript:, data:, relative and unparsable URLs', () => {
    expect(isOnOrigin('javascript:alert(1)', STORAGE)).toBe(false);
    expect(isOnOrigin('data:image/png;base64,AAAA', STORAGE)).toBe(false);
    expect(isOnOrigin('/v0/b/x', STORAGE)).toBe(false);
    expect(isOnOrigin('', STORAGE)).toBe(false);
    expect(isOnOrigin('http://[bad', STORAGE)).toBe(false);
    expect(isOnOrigin(`${STORAGE}/x`, 'not an origin')).toBe(false);
  });
});

describe('attachment files', () => {
  it('allows the listed types up to the size limit', () => {
    expect(isAllowedAttachment({ type: 'image/png', size: MAX_ATTACHMENT_BYTES })).toBe(true);
    expect(isAllowedAttachment({ type: 'image/png', size: MAX_ATTACHMENT_BYTES + 1 })).toBe(false);
    expect(isAllowedAttachment({ type: 'text/html', size: 10 })).toBe(false);
  });

  it('makes a name safe for a storage path', () => {
    expect(sanitizeFileName('../a/b\\c.txt')).toBe('_a_b_c.txt');
    expect(sanitizeFileName('...')).toBe('file');
    expect(sanitizeFileName('x'.repeat(200))).toHaveLength(120);
  });
});
