// How a piece reads on the page, in the page's language: the names of its
// kind, grade, source, drying, availability, carbon class and partner, its
// price, and its measurements in both units. One place, so /stock, a piece's
// page and the search results say the same thing the same way.
import { carbonClass, type CarbonClass } from '../../domain/catalogue/carbon';
import type { Availability, Drying, Grade, KneeMeasure, Piece, PieceSource, SpeciesId } from '../../domain/catalogue/piece';
import { formatAngle, formatLength } from '../../domain/catalogue/units';
import type { Language } from '../../domain/languages';
import { currentLocale, m } from '../../i18n';
import { KIND_NAMES, PARTNER_NAMES } from '../../components/wood/catalogue-names';

export { KIND_NAMES, PARTNER_NAMES };

/** A species' name and the page that tells about it; the route supplies it from the species pages. */
export type SpeciesLink = (id: SpeciesId) => { name: string; to: string };


export const GRADE_NAMES: Record<Grade, () => string> = {
  'select-structural': m.stock_grade_select_structural,
  'no-1': m.stock_grade_no_1,
  'no-2': m.stock_grade_no_2,
  ungraded: m.stock_grade_ungraded,
};

export const SOURCE_NAMES: Record<PieceSource, () => string> = {
  salvage: m.stock_source_salvage,
  urban: m.stock_source_urban,
  woodlot: m.stock_source_woodlot,
};

export const DRYING_NAMES: Record<Drying, () => string> = {
  'air-dried': m.stock_drying_air_dried,
  'kiln-dried': m.stock_drying_kiln_dried,
  green: m.stock_drying_green,
};

export const AVAILABILITY_NAMES: Record<Availability, () => string> = {
  available: m.stock_availability_available,
  reserved: m.stock_availability_reserved,
  sold: m.stock_availability_sold,
};

const CARBON_NAMES: Record<CarbonClass, () => string> = {
  low: m.stock_carbon_low,
  medium: m.stock_carbon_medium,
  high: m.stock_carbon_high,
};


export const KNEE_MEASURE_NAMES: Record<KneeMeasure, () => string> = {
  armLength: m.stock_knee_arm_length,
  armDepth: m.stock_knee_arm_depth,
  legLength: m.stock_knee_leg_length,
  legDepth: m.stock_knee_leg_depth,
  thickness: m.stock_knee_thickness,
};

export const SWEEP_MEASURE_NAMES = {
  span: m.stock_sweep_span,
  rise: m.stock_sweep_rise,
  thickness: m.stock_sweep_thickness,
  radius: m.stock_sweep_radius,
} as const;

export function carbonName(piece: { source: PieceSource; drying: Drying }): string {
  return CARBON_NAMES[carbonClass(piece)]();
}

/** Whole cents as dollars in the page's language ("$1,250", « 1 250 $ »), or "Price on request". */
export function priceText(priceCents: number | null, locale: Language): string {
  if (priceCents === null) return m.stock_price_on_request();
  const whole = priceCents % 100 === 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: whole ? 0 : 2 }).format(priceCents / 100);
}

/** A piece's measurements, each named and in both units, in the order its form asks for them. */
export function measurementRows(piece: Piece, locale: Language): { name: string; value: string }[] {
  if (piece.kind === 'knee') {
    return (Object.keys(KNEE_MEASURE_NAMES) as KneeMeasure[]).map((measure) => ({
      name: KNEE_MEASURE_NAMES[measure](),
      value: formatLength(piece.measures[measure], locale),
    }));
  }
  const { span, rise, thickness, radius, arcAngle } = piece.measures;
  const rows = [
    { name: SWEEP_MEASURE_NAMES.span(), value: formatLength(span, locale) },
    { name: SWEEP_MEASURE_NAMES.rise(), value: formatLength(rise, locale) },
    { name: SWEEP_MEASURE_NAMES.thickness(), value: formatLength(thickness, locale) },
  ];
  if (radius !== undefined) rows.push({ name: SWEEP_MEASURE_NAMES.radius(), value: formatLength(radius, locale) });
  if (arcAngle !== undefined) rows.push({ name: m.stock_sweep_arc_angle(), value: formatAngle(arcAngle, locale) });
  return rows;
}

/**
 * A name as it reads mid-phrase: in French a common noun or a value is lower
 * case there (« Courbe en mélèze laricin », « pièce séchée à l’air »), its
 * proper nouns kept (« pin noir d’Autriche »); English keeps its capitals.
 */
export function inlineName(name: string, locale: Language = currentLocale()): string {
  return locale === 'fr-CA' ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** One line naming a piece: "Larch knee" / « Courbe en mélèze laricin », as the stored summary names it. */
export function pieceTitle(piece: Piece, species: SpeciesLink): string {
  const name = inlineName(species(piece.species).name);
  return piece.kind === 'knee' ? m.stock_title_knee({ species: name }) : m.stock_title_sweep({ species: name });
}
