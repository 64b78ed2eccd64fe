// A pattern drawn inside the piece it fits, to scale: the shapes of a piece
// and of a visitor's pattern, in millimetres on the SVG's axes (x right, y
// down), and where each excess the match found is marked and labelled. Pure:
// a match and its pattern in, numbers out; the page only paints them.
//
// A knee is an L (the /knees form's picture): the leg standing on the left,
// the arm lying along the bottom, each length measured from the outer corner.
// The pattern shares that outer corner. Matching compares the five measures
// one by one (matching.ts), and from the outer corner a pattern that fits
// them lies wholly inside the piece, every gap equal to an excess: the arm's
// and the leg's past their ends, the depths along the throat. (From the
// inside corner, as a shipwright might set a pattern in the throat, a
// pattern with a shallower leg than the piece's would reach past the arm's
// end, although it fits.) The thickness is across the drawing's plane: it is
// stated in the text, not drawn.
//
// A sweep is an arc band: its span is the chord of its outer (convex) edge,
// its rise that edge's height over the chord, its thickness measured in from
// it towards the centre, its ends cut square to the curve. The pattern's band
// is centred in the piece's: the same middle, its crown as far in from the
// piece's outer crown as the inner crown is from the piece's. A pattern
// tighter or flatter than the piece (within the match's 10 %) is drawn with
// its own radius, so its ends show how the curves part.
import type { KneeMatch, KneePattern, SweepMatch, SweepPattern } from './matching';
import { patternRadius } from './matching';
import { KNEE_MEASURES, type KneeMeasure, type KneeMeasures } from './piece';

export interface Point {
  x: number;
  y: number;
}

/** A closed polygon (a knee's L) or an arc band (a sweep), in mm. */
export type Outline = { kind: 'polygon'; points: Point[] } | { kind: 'band'; centre: Point; outer: number; inner: number; halfAngle: number };

/** An excess marked on the drawing: a dimension line over the gap, and where its label's baseline starts, ends or is centred. */
export interface ExcessMark {
  measure: KneeMeasure | 'span' | 'thickness';
  /** The excess in mm, as the match found it. */
  mm: number;
  lines: [Point, Point][];
  label: Point;
  anchor: 'start' | 'middle' | 'end';
}

export interface PatternDrawing {
  /** The SVG's viewBox: the piece, the pattern and room for the labels. */
  box: { x: number; y: number; width: number; height: number };
  /** The labels' font size in mm, a fixed share of the piece so that the text reads the same size at any scale. */
  fontSize: number;
  piece: Outline;
  pattern: Outline;
  marks: ExcessMark[];
}

/** The labels' size against the piece's larger side. */
const FONT_SHARE = 0.055;

/** An L with its outer corner at (0, height), legLength high and armLength wide. */
function lOutline(m: KneeMeasures, height: number): Point[] {
  const up = (x: number, y: number): Point => ({ x, y: height - y });
  return [up(0, 0), up(m.armLength, 0), up(m.armLength, m.armDepth), up(m.legDepth, m.armDepth), up(m.legDepth, m.legLength), up(0, m.legLength)];
}

/**
 * The pattern's L: its own measures, the piece's where it asks nothing (no
 * gap there). An arm shorter than its leg is deep is no L; drawn, it is
 * lengthened to the leg's depth (and a leg to the arm's), as a saw would cut it.
 */
function filledPattern(piece: KneeMeasures, pattern: KneePattern): KneeMeasures {
  const filled = { ...piece };
  for (const measure of KNEE_MEASURES) filled[measure] = pattern[measure] ?? piece[measure];
  filled.armLength = Math.max(filled.armLength, filled.legDepth);
  filled.legLength = Math.max(filled.legLength, filled.armDepth);
  return filled;
}

/** The pattern inside a knee: two Ls from one outer corner, and a mark for each measure the pattern asked but the thickness. */
export function kneeDrawing(match: KneeMatch, pattern: KneePattern): PatternDrawing {
  const big = match.piece.measures;
  const small = filledPattern(big, pattern);
  const f = FONT_SHARE * Math.max(big.armLength, big.legLength);
  const up = (x: number, y: number): Point => ({ x, y: big.legLength - y });
  const marks: ExcessMark[] = [];
  const mark = (measure: KneeMeasure, lines: [Point, Point][], label: Point, anchor: ExcessMark['anchor']) => {
    const mm = match.excess[measure];
    if (mm !== null && mm > 0) marks.push({ measure, mm, lines, label, anchor });
  };
  // Under the arm, from the pattern's end to the piece's; the label under it, ending at the piece's end.
  mark('armLength', [[up(small.armLength, -0.5 * f), up(big.armLength, -0.5 * f)]], up(big.armLength, -1.8 * f), 'end');
  // Left of the leg, from the pattern's top to the piece's; the label over the leg.
  mark('legLength', [[up(-0.5 * f, small.legLength), up(-0.5 * f, big.legLength)]], up(0, big.legLength + 0.5 * f), 'start');
  // Across the arm's throat face, halfway along the pattern's arm; the label in the throat over it.
  const armMiddle = (small.legDepth + small.armLength) / 2;
  mark('armDepth', [[up(armMiddle, small.armDepth), up(armMiddle, big.armDepth)]], up(armMiddle, big.armDepth + 0.4 * f), 'middle');
  // Across the leg's throat face, halfway up the pattern's leg; the label in the throat beside it.
  const legMiddle = (small.armDepth + small.legLength) / 2;
  mark('legDepth', [[up(small.legDepth, legMiddle), up(big.legDepth, legMiddle)]], up(big.legDepth + 0.4 * f, legMiddle - 0.35 * f), 'start');
  return {
    box: { x: -1.2 * f, y: -1.6 * f, width: big.armLength + 1.2 * f, height: big.legLength + 3.8 * f },
    fontSize: f,
    piece: { kind: 'polygon', points: lOutline(big, big.legLength) },
    pattern: { kind: 'polygon', points: lOutline(small, big.legLength) },
    marks,
  };
}

/** Half the angle an arc of this chord spans at its centre; past a half circle when the rise is more than the radius. */
function halfAngleOf(chord: number, radius: number, rise: number | undefined): number {
  const half = Math.asin(Math.min(1, chord / (2 * radius)));
  return rise !== undefined && rise > radius ? Math.PI - half : half;
}

/** A point of a band's arc of this radius, at this angle from its crown (clockwise, as the SVG's y runs down). */
export function arcPoint(centre: Point, radius: number, angle: number): Point {
  return { x: centre.x + radius * Math.sin(angle), y: centre.y - radius * Math.cos(angle) };
}

/** The extent of bands, sampled along their edges (ends and crowns included, the widest point of an arc past a half circle too). */
function extent(bands: Extract<Outline, { kind: 'band' }>[]): { minX: number; maxX: number; minY: number; maxY: number } {
  const points: Point[] = [];
  for (const band of bands) {
    for (let step = 0; step <= 64; step += 1) {
      const angle = -band.halfAngle + (step / 64) * 2 * band.halfAngle;
      points.push(arcPoint(band.centre, band.outer, angle), arcPoint(band.centre, band.inner, angle));
    }
  }
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** The pattern inside a sweep: two arc bands sharing their middle, the span's excess under them and the thickness's over the crown. */
export function sweepDrawing(match: SweepMatch, pattern: SweepPattern): PatternDrawing {
  const m = match.piece.measures;
  const bigRadius = Math.max(match.radius, m.span / 2);
  const piece = { kind: 'band' as const, centre: { x: 0, y: bigRadius }, outer: bigRadius, inner: Math.max(0, bigRadius - m.thickness), halfAngle: halfAngleOf(m.span, bigRadius, m.rise) };
  const span = pattern.span ?? m.span;
  const thickness = Math.min(pattern.thickness ?? m.thickness, m.thickness);
  const wanted = patternRadius(pattern);
  const radius = Math.max(wanted === null || !Number.isFinite(wanted) ? bigRadius : wanted, span / 2);
  const inset = (m.thickness - thickness) / 2;
  const small = { kind: 'band' as const, centre: { x: 0, y: inset + radius }, outer: radius, inner: Math.max(0, radius - thickness), halfAngle: halfAngleOf(span, radius, pattern.rise) };
  const { minX, maxX, minY, maxY } = extent([piece, small]);
  const f = FONT_SHARE * Math.max(maxX - minX, maxY - minY);
  const marks: ExcessMark[] = [];
  if (match.excess.span !== null && match.excess.span > 0) {
    // Each end's share of the span, under the bands, and the whole excess between them.
    const y = maxY + 0.5 * f;
    const lines: [Point, Point][] = [
      [{ x: -m.span / 2, y }, { x: -span / 2, y }],
      [{ x: span / 2, y }, { x: m.span / 2, y }],
    ];
    marks.push({ measure: 'span', mm: match.excess.span, lines, label: { x: 0, y: maxY + 1.8 * f }, anchor: 'middle' });
  }
  if (match.excess.thickness !== null && match.excess.thickness > 0) {
    // Over the crown and under it, the two halves of the thickness the pattern leaves; the label above.
    const lines: [Point, Point][] = [
      [{ x: 0, y: 0 }, { x: 0, y: inset }],
      [{ x: 0, y: inset + thickness }, { x: 0, y: m.thickness }],
    ];
    marks.push({ measure: 'thickness', mm: match.excess.thickness, lines, label: { x: 0, y: minY - 0.5 * f }, anchor: 'middle' });
  }
  return {
    box: { x: minX - 0.5 * f, y: minY - 1.6 * f, width: maxX - minX + f, height: maxY - minY + 3.8 * f },
    fontSize: f,
    piece,
    pattern: small,
    marks,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** An outline as an SVG path, to the tenth of a millimetre. */
export function outlinePath(outline: Outline): string {
  if (outline.kind === 'polygon') return `M${outline.points.map((p) => `${round(p.x)} ${round(p.y)}`).join('L')}Z`;
  const { centre, outer, inner, halfAngle } = outline;
  const large = halfAngle > Math.PI / 2 ? 1 : 0;
  const [a, b] = [arcPoint(centre, outer, -halfAngle), arcPoint(centre, outer, halfAngle)];
  const [c, d] = [arcPoint(centre, inner, halfAngle), arcPoint(centre, inner, -halfAngle)];
  const at = (p: Point) => `${round(p.x)} ${round(p.y)}`;
  return `M${at(a)}A${round(outer)} ${round(outer)} 0 ${large} 1 ${at(b)}L${at(c)}A${round(inner)} ${round(inner)} 0 ${large} 0 ${at(d)}Z`;
}
