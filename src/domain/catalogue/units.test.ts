// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatLength, inchesToMm, mmToInches, parseDegrees, parseLength, roundToTenth } from './units';

describe('inches and millimetres', () => {
  it('converts at exactly 25.4 mm to the inch, to the stored tenth', () => {
    expect(inchesToMm(12)).toBe(304.8);
    expect(inchesToMm(0.5)).toBe(12.7);
    // ¾ in = 19.05 mm, a half tenth: rounded up, though 0.75 × 25.4 is 19.0499… in binary.
    expect(inchesToMm(0.75)).toBe(19.1);
    // 1/16 in = 1.5875 mm → 1.6
    expect(inchesToMm(1 / 16)).toBe(1.6);
    expect(mmToInches(304.8)).toBeCloseTo(12, 12);
  });

  it('rounds a sum to the tenth without binary noise', () => {
    expect(roundToTenth(0.1 + 0.2)).toBe(0.3);
    expect(roundToTenth(19.05)).toBe(19.1);
  });
});

describe('parseLength', () => {
  it.each([
    ['12', 'in', 304.8],
    ['12', 'mm', 12],
    ['12,5', 'in', 317.5],
    ['12.5', 'in', 317.5],
    ['.5', 'in', 12.7],
    ['12 1/2', 'in', 317.5],
    ['12-1/2"', 'mm', 317.5],
    ['3/4', 'in', 19.1],
    ['3/4 in', 'mm', 19.1],
    ['12 po', 'mm', 304.8],
    ['12 in.', 'mm', 304.8],
    ['305 mm', 'in', 305],
    ['30,5 cm', 'in', 305],
    ['1.2 m', 'in', 1200],
    ["2'", 'mm', 609.6],
    [`2' 6"`, 'mm', 762],
    ['2 ft 6 in', 'mm', 762],
    [`2' 6 1/2"`, 'mm', 774.7],
    ['  12   IN ', 'mm', 304.8],
    ['0', 'in', 0],
  ] as const)('reads %j in a %s field as %d mm', (text, unit, mm) => {
    expect(parseLength(text, unit)).toBe(mm);
  });

  it.each(['', '   ', 'abc', '-3', '12 1/0', '1e3', '12 xx', '12..5', 'Infinity'])('refuses %j', (text) => {
    expect(parseLength(text, 'in')).toBeNull();
  });

  it('reads a fraction in a millimetre field as millimetres unless inches are written', () => {
    expect(parseLength('12 1/2', 'mm')).toBe(12.5);
  });
});

describe('parseDegrees', () => {
  it('reads degrees with a decimal point or comma and an optional degree sign', () => {
    expect(parseDegrees('90')).toBe(90);
    expect(parseDegrees('22,5°')).toBe(22.5);
    expect(parseDegrees('45 degrés')).toBe(45);
  });

  it('refuses what is not an angle of a circle', () => {
    expect(parseDegrees('400')).toBeNull();
    expect(parseDegrees('-5')).toBeNull();
    expect(parseDegrees('right')).toBeNull();
  });
});

describe('formatLength', () => {
  it('shows both units in each language', () => {
    expect(formatLength(304.8, 'en-CA')).toBe('304.8\u00a0mm (12\u00a0in)');
    expect(formatLength(304.8, 'fr-CA')).toBe('304,8\u00a0mm (12\u00a0po)');
    expect(formatLength(19.1, 'en-CA')).toBe('19.1\u00a0mm (0.75\u00a0in)');
  });

  it('leads with inches for a visitor who measures in inches', () => {
    expect(formatLength(212, 'en-CA', 'in')).toBe('8.35\u00a0in (212\u00a0mm)');
    expect(formatLength(212, 'fr-CA', 'in')).toBe('8,35\u00a0po (212\u00a0mm)');
    expect(formatLength(212, 'en-CA', 'mm')).toBe('212\u00a0mm (8.35\u00a0in)');
  });

  it('groups thousands as each language does', () => {
    expect(formatLength(1524, 'en-CA')).toBe('1,524\u00a0mm (60\u00a0in)');
    expect(formatLength(1524, 'fr-CA')).toMatch(/^1\s524\u00a0mm \(60\u00a0po\)$/u);
  });
});
