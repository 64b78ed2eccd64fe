// How a piece fits the visitor's pattern, on a result and on the piece's
// page: by how much it exceeds each measure asked, in the unit the visitor
// typed first, its curve against the pattern's for a sweep, and the pattern
// drawn inside the piece to scale (drawing.ts). The drawing is hidden from
// assistive technology: the text beside it states the same facts.
import { kneeDrawing, outlinePath, sweepDrawing, type PatternDrawing as Drawing } from '../../../domain/catalogue/drawing';
import { matchKnee, matchSweep, type KneeMatch, type KneePattern, type SweepMatch, type SweepPattern } from '../../../domain/catalogue/matching';
import { KNEE_MEASURES, type Piece } from '../../../domain/catalogue/piece';
import { formatLength, type LengthUnit } from '../../../domain/catalogue/units';
import { m, useLocale } from '../../../i18n';
import { readKneePattern, readSweepPattern } from '../url/pattern';
import { KNEE_MEASURE_NAMES, SWEEP_MEASURE_NAMES } from '../piece-text';
import styles from '../catalogue.module.css';

/** A match and the pattern it was found for: a knee's or a sweep's. */
export type Fit = { match: KneeMatch; pattern: KneePattern } | { match: SweepMatch; pattern: SweepPattern };

interface Excess {
  name: string;
  mm: number;
}

/** The measures the pattern asked for, in the form's order, and by how much the piece exceeds each. */
function excessOf(match: KneeMatch | SweepMatch): Excess[] {
  if ('radius' in match) {
    const excess: Excess[] = [];
    if (match.excess.span !== null) excess.push({ name: SWEEP_MEASURE_NAMES.span(), mm: match.excess.span });
    if (match.excess.thickness !== null) excess.push({ name: SWEEP_MEASURE_NAMES.thickness(), mm: match.excess.thickness });
    return excess;
  }
  return KNEE_MEASURES.flatMap((measure) => {
    const mm = match.excess[measure];
    return mm === null ? [] : [{ name: KNEE_MEASURE_NAMES[measure](), mm }];
  });
}

/** A sweep's curve against the pattern's, as a sentence; null for a knee or a pattern without a curve. */
function curveText(match: KneeMatch | SweepMatch, locale: string): string | null {
  if (!('radius' in match) || match.deviation === null) return null;
  const { deviation } = match;
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(deviation) * 100);
  if (Math.round(Math.abs(deviation) * 1000) === 0) return m.store_results_curve_exact();
  return deviation > 0 ? m.store_results_curve_flatter({ percent }) : m.store_results_curve_tighter({ percent });
}

/** Whether a search gave a pattern at all: a search without one lists what there is, with nothing to draw. */
export function hasPattern(pattern: KneePattern | SweepPattern): boolean {
  return Object.keys(pattern).length > 0;
}

/**
 * How a piece fits the pattern a URL carries (a result's link): undefined
 * when it carries none, null when the piece does not fit it (its measures
 * may have changed since the search).
 */
export function fitOf(piece: Piece, params: URLSearchParams): Fit | null | undefined {
  if (piece.kind === 'knee') {
    const pattern = readKneePattern(params);
    if (!hasPattern(pattern)) return undefined;
    const match = matchKnee(piece, pattern);
    return match && { match, pattern };
  }
  const pattern = readSweepPattern(params);
  if (!hasPattern(pattern)) return undefined;
  const match = matchSweep(piece, pattern);
  return match && { match, pattern };
}

function drawingOf(fit: Fit): Drawing {
  return 'radius' in fit.match ? sweepDrawing(fit.match, fit.pattern as SweepPattern) : kneeDrawing(fit.match, fit.pattern as KneePattern);
}

/** The pattern inside the piece, to scale, each excess labelled in the visitor's unit first. */
export function PatternDrawing({ drawing, unit }: { drawing: Drawing; unit: LengthUnit }) {
  const locale = useLocale();
  const { box, fontSize } = drawing;
  // Tenths of a millimetre: finer is noise in the markup.
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const f = tenth(fontSize);
  return (
    <div className={styles.drawing} aria-hidden="true">
      <svg viewBox={[box.x, box.y, box.width, box.height].map(tenth).join(' ')} fontSize={f} strokeWidth={tenth(f * 0.09)} focusable="false">
        <path className={styles.drawingPiece} d={outlinePath(drawing.piece)} />
        <path className={styles.drawingPattern} d={outlinePath(drawing.pattern)} strokeDasharray={`${tenth(f * 0.4)} ${tenth(f * 0.25)}`} />
        {drawing.marks.map((mark) => (
          <g key={mark.measure}>
            {mark.lines.map(([from, to], index) => (
              <line key={index} className={styles.drawingMark} x1={tenth(from.x)} y1={tenth(from.y)} x2={tenth(to.x)} y2={tenth(to.y)} />
            ))}
            <text className={styles.drawingLabel} x={tenth(mark.label.x)} y={tenth(mark.label.y)} textAnchor={mark.anchor} strokeWidth={tenth(f * 0.25)}>
              +{formatLength(mark.mm, locale, unit)}
            </text>
          </g>
        ))}
      </svg>
      <p className={styles.drawingCaption}>{m.store_drawing_caption()}</p>
    </div>
  );
}

/** The facts in text, then, when the visitor gave a pattern, the drawing. */
export function PatternFit({ fit, unit }: { fit: Fit; unit: LengthUnit }) {
  const locale = useLocale();
  const excess = excessOf(fit.match);
  const curve = curveText(fit.match, locale);
  return (
    <>
      {excess.length > 0 && (
        <p>
          {m.store_results_exceeds()} {excess.map((item) => `${item.name} +${formatLength(item.mm, locale, unit)}`).join(' · ')}
        </p>
      )}
      {curve && <p>{curve}</p>}
      {hasPattern(fit.pattern) && <PatternDrawing drawing={drawingOf(fit)} unit={unit} />}
    </>
  );
}
