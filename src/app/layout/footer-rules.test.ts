// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STORE_PATHS } from '../../config/paths';
import { footerLinks } from './footer-rules';

describe('footer rules', () => {
  it('covers exactly the 11 store paths', () => {
    expect(STORE_PATHS).toHaveLength(11);
  });

  it.each(STORE_PATHS)('shows Comments and Price? on %s', (path) => {
    expect(footerLinks(path, false)).toEqual({ comments: true, pricing: true, toStore: false });
  });

  it('matches store paths case-insensitively and with a trailing slash', () => {
    expect(footerLinks('/SearchTypeSize/', false).pricing).toBe(true);
  });

  it('shows Comments on another path that has a board', () => {
    expect(footerLinks('/quality', true)).toEqual({ comments: true, pricing: false, toStore: false });
  });

  it('shows To Store on a path without a board', () => {
    expect(footerLinks('/register', false)).toEqual({ comments: false, pricing: false, toStore: true });
  });
});
