// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { arcPoint, kneeDrawing, outlinePath, sweepDrawing, type ExcessMark, type Outline, type Point } from './drawing';
import { matchKnee, matchSweep, radiusFromSpanAndRise, type KneePattern, type SweepPattern } from './matching';
import type { KneeMeasures, KneePiece, SweepMeasures, SweepPiece } from './piece';

const common = { species: 'red-oak', grade: 'no-1', source: 'woodlot', drying: 'air-dried', postalCode: 'C0A 1R0', town: 'Montague', partnerId: 'sawyer', photos: [] as string[], priceCents: null, note: '', availability: 'available' } as const;
const knee = (measures: KneeMeasures): KneePiece => ({ ...common, id: 'k', kind: 'knee', measures });
const sweep = (measures: SweepMeasures): SweepPiece => ({ ...common, id: 's', kind: 'sweep', measures });

/** A knee brace 1100 × 220 / 1000 × 210, 175 thick (the seed's knee-15). */
const BRACE = knee({ armLength: 1100, armDepth: 220, legLength: 1000, legDepth: 210, thickness: 175 });

function drawKnee(pattern: KneePattern) {
  const match = matchKnee(BRACE, pattern);
  if (!match) throw new Error('the pattern should fit');
  return kneeDrawing(match, pattern);
}

function points(outline: Outline): Point[] {
  if (outline.kind !== 'polygon') throw new Error('a knee is a polygon');
  return outline.points;
}

/** Whether a point is inside or on an L with its outer corner at (0, height) (the SVG's y runs down). */
function inL(p: Point, m: KneeMeasures, height: number): boolean {
  const x = p.x;
  const y = height - p.y;
  const eps = 1e-9;
  const inArm = x >= -eps && x <= m.armLength + eps && y >= -eps && y <= m.armDepth + eps;
  const inLeg = x >= -eps && x <= m.legDepth + eps && y >= -eps && y <= m.legLength + eps;
  return inArm || inLeg;
}

describe('a pattern drawn inside a knee', () => {
  it('draws the piece as an L, leg up on the left and arm along the bottom, to scale in mm', () => {
    const drawing = drawKnee({ armLength: 1016 });
    expect(points(drawing.piece)).toEqual([
      { x: 0, y: 1000 },
      { x: 1100, y: 1000 },
      { x: 1100, y: 780 },
      { x: 210, y: 780 },
      { x: 210, y: 0 },
      { x: 0, y: 0 },
    ]);
    // The pattern shares the outer corner and takes the piece's measures where it asks nothing.
    expect(points(drawing.pattern)).toEqual([
      { x: 0, y: 1000 },
      { x: 1016, y: 1000 },
      { x: 1016, y: 780 },
      { x: 210, y: 780 },
      { x: 210, y: 0 },
      { x: 0, y: 0 },
    ]);
    expect(outlinePath(drawing.piece)).toBe('M0 1000L1100 1000L1100 780L210 780L210 0L0 0Z');
  });

  it('marks only what the pattern asked, each gap as long as its excess', () => {
    const drawing = drawKnee({ armLength: 1016 });
    expect(drawing.marks.map((mark) => [mark.measure, mark.mm])).toEqual([['armLength', 84]]);
    const [from, to] = drawing.marks[0]!.lines[0]!;
    expect(to.x - from.x).toBeCloseTo(84, 9);
  });

  it('keeps a pattern of all five measures inside the piece, with the four gaps in the plane marked', () => {
    const pattern = { armLength: 900, armDepth: 200, legLength: 950, legDepth: 150, thickness: 150 };
    const drawing = drawKnee(pattern);
    for (const point of points(drawing.pattern)) expect(inL(point, BRACE.measures, 1000)).toBe(true);
    const marks = Object.fromEntries(drawing.marks.map((mark) => [mark.measure, mark]));
    // The thickness is across the plane: stated in text, not drawn.
    expect(Object.keys(marks).sort()).toEqual(['armDepth', 'armLength', 'legDepth', 'legLength']);
    const length = (mark: ExcessMark | undefined) => Math.hypot(mark!.lines[0]![1].x - mark!.lines[0]![0].x, mark!.lines[0]![1].y - mark!.lines[0]![0].y);
    expect(length(marks.armLength)).toBeCloseTo(200, 9);
    expect(length(marks.armDepth)).toBeCloseTo(20, 9);
    expect(length(marks.legLength)).toBeCloseTo(50, 9);
    expect(length(marks.legDepth)).toBeCloseTo(60, 9);
    expect(marks.legDepth!.mm).toBe(60);
  });

  it('scales its labels to the piece and leaves them room in the view box', () => {
    const drawing = drawKnee({ armLength: 1016, legLength: 900 });
    expect(drawing.fontSize).toBeCloseTo(0.055 * 1100, 9);
    const { box } = drawing;
    for (const mark of drawing.marks) {
      expect(mark.label.x).toBeGreaterThanOrEqual(box.x);
      expect(mark.label.x).toBeLessThanOrEqual(box.x + box.width);
      expect(mark.label.y - drawing.fontSize).toBeGreaterThanOrEqual(box.y);
      expect(mark.label.y).toBeLessThanOrEqual(box.y + box.height);
    }
  });
});

describe('a pattern drawn inside a sweep', () => {
  /** The seed's sweep-09: span 2200 mm, rise 172.2 mm, 150 mm thick, radius 3600 mm. */
  const FRAME = sweep({ span: 2200, rise: 172.2, thickness: 150, radius: 3600 });

  function drawSweep(piece: SweepPiece, pattern: SweepPattern) {
    const match = matchSweep(piece, pattern);
    if (!match) throw new Error('the pattern should fit');
    return sweepDrawing(match, pattern);
  }

  function band(outline: Outline) {
    if (outline.kind !== 'band') throw new Error('a sweep is a band');
    return outline;
  }

  it('draws the piece as a band of its radius, span and thickness, its outer crown at the top', () => {
    const piece = band(drawSweep(FRAME, { span: 2032 }).piece);
    expect(piece.outer).toBe(3600);
    expect(piece.inner).toBe(3450);
    const left = arcPoint(piece.centre, piece.outer, -piece.halfAngle);
    const right = arcPoint(piece.centre, piece.outer, piece.halfAngle);
    // The outer edge's chord is the span; its crown at y = 0, the ends lower by the arc's sagitta.
    expect(right.x - left.x).toBeCloseTo(2200, 6);
    expect(arcPoint(piece.centre, piece.outer, 0)).toEqual({ x: 0, y: 0 });
    expect(left.y).toBeCloseTo(3600 - Math.sqrt(3600 ** 2 - 1100 ** 2), 6);
  });

  it('centres the pattern in the piece, its own span and thickness, and marks both excesses', () => {
    const drawing = drawSweep(FRAME, { span: 2032, thickness: 100, radius: 3600 });
    const pattern = band(drawing.pattern);
    // Concentric with the piece when the radius is the same, 25 mm in from each face.
    expect(pattern.centre).toEqual({ x: 0, y: 3625 });
    expect(pattern.outer - pattern.inner).toBe(100);
    const chord = arcPoint(pattern.centre, pattern.outer, pattern.halfAngle).x - arcPoint(pattern.centre, pattern.outer, -pattern.halfAngle).x;
    expect(chord).toBeCloseTo(2032, 6);
    const marks = Object.fromEntries(drawing.marks.map((mark) => [mark.measure, mark]));
    expect(marks.span!.mm).toBe(168);
    expect(marks.thickness!.mm).toBe(50);
    // The span's excess is shared by the two ends, 84 mm each; the thickness's by the two faces.
    expect(marks.span!.lines.map(([a, b]) => b.x - a.x)).toEqual([84, 84]);
    expect(marks.thickness!.lines.map(([a, b]) => b.y - a.y)).toEqual([25, 25]);
  });

  it('draws a pattern of another curve with its own radius, and a sweep listed without one with the radius its span and rise give', () => {
    // sweep-10: 1600 mm span, 64.4 mm rise, no radius listed.
    const piece = sweep({ span: 1600, rise: 64.4, thickness: 125 });
    const drawing = drawSweep(piece, { span: 1500, radius: 5200 });
    expect(band(drawing.piece).outer).toBeCloseTo(radiusFromSpanAndRise(1600, 64.4), 9);
    expect(band(drawing.pattern).outer).toBe(5200);
    expect(outlinePath(drawing.piece)).toMatch(/^M-800 [\d.]+A[\d.]+ [\d.]+ 0 0 1 800 [\d.]+L[\d.-]+ [\d.]+A[\d.]+ [\d.]+ 0 0 0 [\d.-]+ [\d.]+Z$/);
  });

  it('holds both bands and the labels in its view box', () => {
    const drawing = drawSweep(FRAME, { span: 2032, thickness: 100 });
    const { box } = drawing;
    for (const outline of [band(drawing.piece), band(drawing.pattern)]) {
      for (const angle of [-outline.halfAngle, 0, outline.halfAngle]) {
        for (const radius of [outline.outer, outline.inner]) {
          const p = arcPoint(outline.centre, radius, angle);
          expect(p.x).toBeGreaterThanOrEqual(box.x);
          expect(p.x).toBeLessThanOrEqual(box.x + box.width);
          expect(p.y).toBeGreaterThanOrEqual(box.y);
          expect(p.y).toBeLessThanOrEqual(box.y + box.height);
        }
      }
    }
    for (const mark of drawing.marks) {
      expect(mark.label.y - drawing.fontSize).toBeGreaterThanOrEqual(box.y);
      expect(mark.label.y).toBeLessThanOrEqual(box.y + box.height);
    }
  });
});
