// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CARBON_CLASSES, CARBON_RULE, carbonClass, matchesCarbon } from './carbon';
import { DRYING_METHODS, PIECE_SOURCES } from './piece';

describe('carbon class', () => {
  it('gives every source and drying exactly one class', () => {
    for (const source of PIECE_SOURCES) {
      expect(Object.keys(CARBON_RULE[source]).sort()).toEqual([...DRYING_METHODS].sort());
      for (const drying of DRYING_METHODS) expect(CARBON_CLASSES).toContain(carbonClass({ source, drying }));
    }
  });

  it('is Low for salvage and urban wood that saw no kiln', () => {
    for (const source of ['salvage', 'urban'] as const) {
      expect(carbonClass({ source, drying: 'air-dried' })).toBe('low');
      expect(carbonClass({ source, drying: 'green' })).toBe('low');
    }
  });

  it('is Medium for a fresh woodlot cut that saw no kiln', () => {
    expect(carbonClass({ source: 'woodlot', drying: 'air-dried' })).toBe('medium');
    expect(carbonClass({ source: 'woodlot', drying: 'green' })).toBe('medium');
  });

  it('is High for kiln-dried wood, whatever its source', () => {
    for (const source of PIECE_SOURCES) expect(carbonClass({ source, drying: 'kiln-dried' })).toBe('high');
  });
});

describe('the Carbon filter', () => {
  const salvage = { source: 'salvage', drying: 'air-dried' } as const;
  const kiln = { source: 'woodlot', drying: 'kiln-dried' } as const;

  it('keeps every piece for Any, and only the class chosen otherwise', () => {
    expect([salvage, kiln].filter((piece) => matchesCarbon(piece, 'any'))).toEqual([salvage, kiln]);
    expect([salvage, kiln].filter((piece) => matchesCarbon(piece, 'low'))).toEqual([salvage]);
    expect([salvage, kiln].filter((piece) => matchesCarbon(piece, 'high'))).toEqual([kiln]);
    expect([salvage, kiln].filter((piece) => matchesCarbon(piece, 'medium'))).toEqual([]);
  });
});
