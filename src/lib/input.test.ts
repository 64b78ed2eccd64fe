// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  characterCount,
  collapseWhitespace,
  counterText,
  foldLineBreaks,
  mergeFilesByName,
  normalizeTextarea,
  textareaLength,
  toPostalCodeCase,
  trimOnBlur,
} from './input';

describe('characterCount', () => {
  it('counts code points, so emoji and accents count once', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('é')).toBe(1);
    expect(characterCount('😀')).toBe(1);
    expect(characterCount('a😀b')).toBe(3);
  });
});

describe('collapseWhitespace (while typing)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['  Anne', 'Anne'],
    ['Anne  Marie', 'Anne Marie'],
    ['Anne \t\n Marie', 'Anne Marie'],
    ['Anne ', 'Anne '],
    ['Anne   ', 'Anne '],
    ['a\u00a0\u00a0b', 'a b'],
  ])('%j → %j', (input, output) => expect(collapseWhitespace(input)).toBe(output));

  it('keeps emoji, HTML and control characters as typed', () => {
    expect(collapseWhitespace('<b>x</b>\u0000😀')).toBe('<b>x</b>\u0000😀');
  });
});

describe('trimOnBlur', () => {
  it('trims both ends and nothing else', () => {
    expect(trimOnBlur('  Anne Marie  ')).toBe('Anne Marie');
    expect(trimOnBlur('Anne')).toBe('Anne');
  });
});

describe('foldLineBreaks and normalizeTextarea', () => {
  it('folds any run of line breaks into one newline', () => {
    expect(foldLineBreaks('a\n\n\nb')).toBe('a\nb');
    expect(foldLineBreaks('a\r\n\r\nb')).toBe('a\nb');
    expect(foldLineBreaks('a\rb')).toBe('a\nb');
    expect(foldLineBreaks('a  \n   \n  b')).toBe('a\nb');
    expect(foldLineBreaks('a  b')).toBe('a  b');
  });

  it('also collapses spaces and drops leading whitespace in a textarea', () => {
    expect(normalizeTextarea('\n\n  Hello   there\n\n\nfriend  ')).toBe('Hello there\nfriend ');
    expect(normalizeTextarea('Hello\n')).toBe('Hello\n');
    expect(normalizeTextarea('\t')).toBe('');
  });
});

describe('counterText', () => {
  it('shows what is left', () => {
    expect(counterText('', 500)).toBe('500 characters remaining');
    expect(counterText('abc', 500)).toBe('497 characters remaining');
    expect(counterText('a'.repeat(500), 500)).toBe('0 characters remaining');
  });

  it('shows how far over the limit', () => {
    expect(counterText('a'.repeat(501), 500)).toBe('1 characters over the 500 character limit');
    expect(counterText('a'.repeat(760), 750)).toBe('10 characters over the 750 character limit');
  });

  it('ignores extra whitespace', () => {
    expect(textareaLength('  a  \n\n\n  b  ')).toBe(3);
    expect(counterText('  a   b  ', 10)).toBe('7 characters remaining');
  });

  it('counts emoji once', () => {
    expect(counterText('😀😀', 5)).toBe('3 characters remaining');
  });
});

describe('toPostalCodeCase', () => {
  it('upper-cases as typed and collapses whitespace', () => {
    expect(toPostalCodeCase('a1a 1a1')).toBe('A1A 1A1');
    expect(toPostalCodeCase(' a1a  1a1')).toBe('A1A 1A1');
    expect(toPostalCodeCase('a1a-1a1')).toBe('A1A-1A1');
  });
});

describe('mergeFilesByName', () => {
  it('adds new names and replaces a same-named file in place', () => {
    const a = { name: 'a.txt', v: 1 };
    const b = { name: 'b.txt', v: 1 };
    const a2 = { name: 'a.txt', v: 2 };
    const c = { name: 'c.txt', v: 1 };
    expect(mergeFilesByName([a, b], [a2, c])).toEqual([a2, b, c]);
    expect(mergeFilesByName([], [a, a2])).toEqual([a2]);
  });
});
