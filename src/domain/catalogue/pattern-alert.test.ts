// The alert index's cells (ADR 036): a piece reads only the cells it could
// fit, and misses no pattern it fits. Tried against every pattern of a drawn
// set, knees and sweeps, with fields missing, by the search's own rule.
import { describe, expect, it } from 'vitest';
import { SEED_PIECES } from './seed-pieces';
import { fitsPattern, isSavable, LENGTH_CLASSES, patternCell, patternInMm, patternQuery, pieceCells, type AlertPattern } from './pattern-alert';
import type { Piece } from './piece';

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

/** Patterns typed in inches around the seeded pieces, some fields left out. */
function drawnPatterns(count: number): AlertPattern[] {
  const next = random(7);
  const inches = (mm: number) => Math.round((mm / 25.4) * (0.6 + next() * 0.6) * 2) / 2;
  return Array.from({ length: count }, (_unused, index) => {
    const piece = SEED_PIECES[index % SEED_PIECES.length]!;
    const keep = () => next() < 0.7;
    if (piece.kind === 'knee') {
      const fields = Object.fromEntries(Object.entries(piece.measures).flatMap(([name, mm]) => (keep() ? [[name, inches(mm)]] : [])));
      return { kind: 'knee', fields };
    }
    const m = piece.measures;
    const fields: Record<string, number> = { X: inches(m.span), Y: Math.max(0.5, inches(m.rise)) };
    if (keep()) fields['T'] = inches(m.thickness);
    if (!keep()) delete fields['Y'];
    return { kind: 'sweep', fields };
  });
}

describe('the alert index', () => {
  const patterns = drawnPatterns(600).filter(isSavable);

  it.each(SEED_PIECES.map((piece) => [piece.id, piece] as const))('finds every pattern %s fits through its own cells, and only reads cells it could fit', (_id, piece: Piece) => {
    const cells = new Set(pieceCells(piece));
    const fitting = patterns.filter((alert) => alert.kind === piece.kind && fitsPattern(piece, patternInMm(alert)));
    for (const alert of fitting) expect(cells.has(patternCell(alert.kind, patternInMm(alert))), JSON.stringify(alert.fields)).toBe(true);
    expect(cells.size).toBeLessThanOrEqual(piece.kind === 'knee' ? LENGTH_CLASSES ** 2 : 3 * LENGTH_CLASSES);
  });

  it('finds patterns for some pieces and not for others (the test is not vacuous)', () => {
    const fits = SEED_PIECES.map((piece) => patterns.filter((alert) => alert.kind === piece.kind && fitsPattern(piece, patternInMm(alert))).length);
    expect(Math.max(...fits)).toBeGreaterThan(0);
    expect(fits.some((count) => count < patterns.length / 2)).toBe(true);
  });

  it('reads no cell for a sold piece', () => {
    expect(pieceCells({ ...SEED_PIECES[0]!, availability: 'sold' })).toEqual([]);
  });

  it('refuses a pattern that asks nothing, and a straight sweep', () => {
    expect(isSavable({ kind: 'knee', fields: {} })).toBe(false);
    expect(isSavable({ kind: 'sweep', fields: { X: 40, Y: 0 } })).toBe(false);
    expect(isSavable({ kind: 'sweep', fields: { X: 40, Y: 4 } })).toBe(true);
  });

  it('carries the typed fields back to the search, in the form’s order, in inches', () => {
    expect(patternQuery({ kind: 'knee', fields: { thickness: 3, armLength: 40, bogus: 1 } })).toBe('?armLength=40&thickness=3');
    expect(patternInMm({ kind: 'knee', fields: { armLength: 12 } })).toEqual({ armLength: 304.8 });
  });
});
