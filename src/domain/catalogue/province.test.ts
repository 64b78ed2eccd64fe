// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localOnly, provinceOf, visitorProvinceFirst } from './province';

describe('provinceOf', () => {
  it.each([
    ['A1C 5M2', 'NL'],
    ['B0J 2C0', 'NS'],
    ['C0A 1R0', 'PE'],
    ['E4E 2N9', 'NB'],
    ['G1R 4P5', 'QC'],
    ['H2X 1Y4', 'QC'],
    ['J8X 3X7', 'QC'],
    ['K1A 0B1', 'ON'],
    ['L5B 2C9', 'ON'],
    ['M5V 3L9', 'ON'],
    ['N2L 3G1', 'ON'],
    ['P3E 2C6', 'ON'],
    ['R3C 4T3', 'MB'],
    ['S4P 3Y2', 'SK'],
    ['T2P 2M5', 'AB'],
    ['V6B 4Y8', 'BC'],
    ['X1A 2L9', 'NT'],
    ['X0E 0T0', 'NT'],
    ['X0A 0H0', 'NU'],
    ['X0B 0C0', 'NU'],
    ['X0C 0E0', 'NU'],
    ['Y1A 1B5', 'YT'],
  ] as const)('reads %s as %s', (code, province) => {
    expect(provinceOf(code)).toBe(province);
  });

  it('takes any case, a hyphen, no space, and spaces around', () => {
    expect(provinceOf(' b0j 2c0 ')).toBe('NS');
    expect(provinceOf('B0J-2C0')).toBe('NS');
    expect(provinceOf('B0J2C0')).toBe('NS');
  });

  it.each(['', 'D0A 1A1', 'W1A 1A1', 'Z1A 1A1', '90210', 'B0J', 'B0J 2C0 X'])('has no province for %j', (code) => {
    expect(provinceOf(code)).toBeNull();
  });
});

const yards = [
  { id: 'truro', postalCode: 'B2N 5A9' },
  { id: 'sussex', postalCode: 'E4E 2N9' },
  { id: 'lunenburg', postalCode: 'B0J 2C0' },
  { id: 'montague', postalCode: 'C0A 1R0' },
];
const postal = (yard: { postalCode: string }) => yard.postalCode;
const ids = (list: readonly { id: string }[]) => list.map((yard) => yard.id);

describe("the visitor's province first", () => {
  it('moves the pieces in the visitor’s province to the top, keeping each group’s order', () => {
    expect(ids(visitorProvinceFirst(yards, 'B3J 3K5', postal))).toEqual(['truro', 'lunenburg', 'sussex', 'montague']);
    expect(ids(visitorProvinceFirst(yards, 'e3b 1a1', postal))).toEqual(['sussex', 'truro', 'lunenburg', 'montague']);
  });

  it('leaves the order alone without a usable postal code, or with nothing local', () => {
    expect(ids(visitorProvinceFirst(yards, '', postal))).toEqual(['truro', 'sussex', 'lunenburg', 'montague']);
    expect(ids(visitorProvinceFirst(yards, 'V6B 4Y8', postal))).toEqual(['truro', 'sussex', 'lunenburg', 'montague']);
  });

  it('keeps only the local pieces for Local', () => {
    expect(ids(localOnly(yards, 'B3J 3K5', postal))).toEqual(['truro', 'lunenburg']);
    expect(ids(localOnly(yards, 'V6B 4Y8', postal))).toEqual([]);
  });

  it('keeps every piece for Local when the visitor gave no usable code', () => {
    expect(ids(localOnly(yards, 'not a code', postal))).toEqual(ids(yards));
  });
});
