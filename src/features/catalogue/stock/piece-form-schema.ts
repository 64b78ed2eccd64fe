// The "Add a piece" form's values and how they become a piece. Lengths are
// typed in inches or millimetres (the unit choice; a unit written after a
// number wins, as units.ts reads "305 mm" or "2' 6\"") and stored in
// millimetres; the kind decides which measurements are asked; the price is
// dollars or "price on request". The stored shape's limits are the domain's.
import { z } from 'zod/mini';
import {
  DRYING_METHODS,
  GRADES,
  KNEE_MEASURES,
  PIECE_LIMITS,
  PIECE_SOURCES,
  SPECIES_IDS,
  type Piece,
  type PieceKind,
} from '../../../domain/catalogue/piece';
import { mmToInches, parseDegrees, parseLength, type LengthUnit } from '../../../domain/catalogue/units';
import { formatPostalCode } from '../../../lib/validation/rules';
import { FORM_FIELDS } from '../../../lib/forms/fields';
import { MESSAGES } from '../../../lib/validation/messages';
import { m } from '../../../i18n';

export const SWEEP_FIELDS = ['span', 'rise'] as const;
export const LENGTH_FIELDS = [...KNEE_MEASURES, ...SWEEP_FIELDS, 'radius'] as const;
type LengthField = (typeof LENGTH_FIELDS)[number];

const text = z.string();

export const pieceFormSchema = z
  .object({
    kind: z.enum(['knee', 'sweep']),
    unit: z.enum(['in', 'mm']),
    armLength: text,
    armDepth: text,
    legLength: text,
    legDepth: text,
    thickness: text,
    span: text,
    rise: text,
    radius: text,
    arcAngle: text,
    species: text,
    grade: text,
    source: text,
    drying: text,
    postalCode: FORM_FIELDS.postalCode,
    town: FORM_FIELDS.shortText,
    priceMode: z.enum(['price', 'request']),
    price: text,
    note: z.string().check(z.maxLength(PIECE_LIMITS.note)),
    photos: z.array(z.instanceof(File)),
  })
  .check(
    z.superRefine((values, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message, input: values });
      const required = values.kind === 'knee' ? KNEE_MEASURES : (['span', 'rise', 'thickness'] as const);
      for (const field of required) {
        if (values[field].trim() === '') issue(field, MESSAGES.required);
        else if (!lengthOk(values[field], values.unit)) issue(field, m.stock_error_length());
      }
      if (values.kind === 'sweep') {
        if (values.radius.trim() !== '' && !lengthOk(values.radius, values.unit)) issue('radius', m.stock_error_length());
        const angle = values.arcAngle.trim() === '' ? 1 : parseDegrees(values.arcAngle);
        if (angle === null || angle <= 0) issue('arcAngle', m.stock_error_angle());
      }
      for (const [field, ids] of [
        ['species', SPECIES_IDS],
        ['grade', GRADES],
        ['source', PIECE_SOURCES],
        ['drying', DRYING_METHODS],
      ] as const) {
        if (!(ids as readonly string[]).includes(values[field])) issue(field, MESSAGES.required);
      }
      if (values.priceMode === 'price' && priceCents(values.price) === null) issue('price', m.stock_error_price());
      if (values.photos.length > PIECE_LIMITS.photos) issue('photos', m.stock_error_photos({ count: PIECE_LIMITS.photos }));
    }),
  );

export type PieceFormInput = z.input<typeof pieceFormSchema>;
export type PieceFormValues = z.output<typeof pieceFormSchema>;

function lengthOk(typed: string, unit: LengthUnit): boolean {
  const mm = parseLength(typed, unit);
  return mm !== null && mm >= PIECE_LIMITS.shortestMm && mm <= PIECE_LIMITS.longestMm;
}

/** Dollars as typed ("1250", "1 250,50", "$1,250.50") in whole cents, or null when not a price. */
export function priceCents(typed: string): number | null {
  const cleaned = typed.replace(/[\s\u00a0\u202f$]/g, '');
  // A comma followed by exactly two digits at the end is a French decimal comma; other commas group thousands.
  const normalised = /,\d{2}$/.test(cleaned) && !cleaned.includes('.') ? cleaned.replace(/\.|,(?=\d{3}(?!\d))/g, '').replace(',', '.') : cleaned.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const cents = Math.round(Number(normalised) * 100);
  return cents <= PIECE_LIMITS.priceCents ? cents : null;
}

export const EMPTY_PIECE_FORM: PieceFormInput = {
  kind: 'knee',
  unit: 'in',
  armLength: '',
  armDepth: '',
  legLength: '',
  legDepth: '',
  thickness: '',
  span: '',
  rise: '',
  radius: '',
  arcAngle: '',
  species: '',
  grade: 'ungraded',
  source: '',
  drying: '',
  postalCode: '',
  town: '',
  priceMode: 'price',
  price: '',
  note: '',
  photos: [],
};

/** A length for the form's fields, in its unit: inches to a hundredth, millimetres to a tenth, a dot for the decimal (the parser reads either). */
function lengthText(mm: number, unit: LengthUnit): string {
  return unit === 'mm' ? String(mm) : String(Math.round(mmToInches(mm) * 100) / 100);
}

/** A listed piece's values in the form, to edit it. */
export function formValuesOf(piece: Piece, unit: LengthUnit = 'in'): PieceFormInput {
  const length = (mm: number | undefined) => (mm === undefined ? '' : lengthText(mm, unit));
  const measures: Partial<Record<LengthField | 'arcAngle', string>> =
    piece.kind === 'knee'
      ? Object.fromEntries(KNEE_MEASURES.map((measure) => [measure, length(piece.measures[measure])]))
      : {
          span: length(piece.measures.span),
          rise: length(piece.measures.rise),
          thickness: length(piece.measures.thickness),
          radius: length(piece.measures.radius),
          arcAngle: piece.measures.arcAngle === undefined ? '' : String(piece.measures.arcAngle),
        };
  return {
    ...EMPTY_PIECE_FORM,
    ...measures,
    kind: piece.kind,
    unit,
    species: piece.species,
    grade: piece.grade,
    source: piece.source,
    drying: piece.drying,
    postalCode: piece.postalCode,
    town: piece.town,
    priceMode: piece.priceCents === null ? 'request' : 'price',
    price: piece.priceCents === null ? '' : String(piece.priceCents / 100),
    note: piece.note,
  };
}

/** What the form's values list, in the stored units (photos are added apart, once uploaded). */
export function pieceOf(values: PieceFormValues, photos: readonly string[]) {
  const mm = (typed: string) => parseLength(typed, values.unit)!;
  const kind: PieceKind = values.kind;
  const common = {
    species: values.species as Piece['species'],
    grade: values.grade as Piece['grade'],
    source: values.source as Piece['source'],
    drying: values.drying as Piece['drying'],
    postalCode: formatPostalCode(values.postalCode),
    town: values.town,
    photos: [...photos],
    priceCents: values.priceMode === 'request' ? null : priceCents(values.price),
    note: values.note.trim(),
  };
  if (kind === 'knee') {
    const measures = Object.fromEntries(KNEE_MEASURES.map((measure) => [measure, mm(values[measure])])) as Record<(typeof KNEE_MEASURES)[number], number>;
    return { ...common, kind, measures };
  }
  const radius = values.radius.trim() === '' ? undefined : mm(values.radius);
  const arcAngle = values.arcAngle.trim() === '' ? undefined : (parseDegrees(values.arcAngle) ?? undefined);
  return {
    ...common,
    kind,
    measures: { span: mm(values.span), rise: mm(values.rise), thickness: mm(values.thickness), ...(radius === undefined ? {} : { radius }), ...(arcAngle === undefined ? {} : { arcAngle }) },
  };
}
