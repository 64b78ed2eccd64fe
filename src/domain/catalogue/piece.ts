// A piece of the catalogue: a knee or a sweep a partner has in the yard, in
// the measurements the store's selectors ask for (spec §2 /knees, /sweeps),
// and the schema both backends parse it with before writing and after reading.
//
// Lengths are millimetres to one decimal. Whole and half inches then convert
// exactly (12 in = 304.8 mm), so a piece listed in inches and a pattern typed
// in the same inches compare equal after the round trip, and the page shows
// back the inches that were typed; whole millimetres would turn 12 in into
// 305 mm and show it back as 12.01 in. A tenth of a millimetre is far below
// what a saw, a tape or seasoning wood holds, so nothing finer is kept.
import { z } from 'zod/mini';
import { ATTACHMENT_LIMITS, LIMITS } from '../limits';
import { FIELDS } from '../model/schemas';
import { roundToTenth } from './units';

/**
 * The store's 29 species (spec §2 /byspeciesfilter), the ids the species
 * pages use in their URLs; tests/unit/catalogue-ids.test.ts holds the two lists equal.
 */
export const SPECIES_IDS = [
  'black-spruce',
  'red-spruce',
  'white-spruce',
  'balsam-fir',
  'jack-pine',
  'hemlock',
  'larch',
  'red-pine',
  'white-pine',
  'white-cedar',
  'scots-pine',
  'austrian-pine',
  'norway-spruce',
  'colorado-spruce',
  'bigtooth-aspen',
  'trembling-aspen',
  'balsam-poplar',
  'red-maple',
  'white-birch',
  'gray-birch',
  'speckled-alder',
  'basswood',
  'red-oak',
  'yellow-birch',
  'sugar-maple',
  'ironwood',
  'beech',
  'burr-oak',
  'black-locust',
] as const;
export type SpeciesId = (typeof SPECIES_IDS)[number];

/** The consortium's six partners (spec §2 /story), in the order /story shows them. */
export const PARTNER_IDS = ['originator', 'woodlot', 'harvester', 'sawyer', 'remanufacturer', 'architect'] as const;
export type PartnerId = (typeof PARTNER_IDS)[number];

/** Where the wood came from: reclaimed from a structure, a city tree taken down anyway, or cut in a managed woodlot. */
export const PIECE_SOURCES = ['salvage', 'urban', 'woodlot'] as const;
export type PieceSource = (typeof PIECE_SOURCES)[number];

export const DRYING_METHODS = ['air-dried', 'kiln-dried', 'green'] as const;
export type Drying = (typeof DRYING_METHODS)[number];

/** The timber grades printed on a grade stamp (docs/glossary.md), or none: most crooks are sold on sight. */
export const GRADES = ['select-structural', 'no-1', 'no-2', 'ungraded'] as const;
export type Grade = (typeof GRADES)[number];

export const AVAILABILITY = ['available', 'reserved', 'sold'] as const;
export type Availability = (typeof AVAILABILITY)[number];

export const PIECE_KINDS = ['knee', 'sweep'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

/** A knee's five measurements (the /knees form's order), each in millimetres. */
export const KNEE_MEASURES = ['armLength', 'armDepth', 'legLength', 'legDepth', 'thickness'] as const;
export type KneeMeasure = (typeof KNEE_MEASURES)[number];

/** The limits of a listed piece; the text limits are the site's (LIMITS). */
export const PIECE_LIMITS = {
  /** Up to 6 photos, stored under the attachments' rules. */
  photos: 6,
  /** The shortest length a measurement may have: a piece is never thinner than a millimetre. */
  shortestMm: 1,
  /** The longest: 20 m, beyond any crook or sweep a tree gives (the longest frame sweeps are a few metres). */
  longestMm: 20_000,
  /** A price up to $100,000 in cents; beyond that a partner writes "price on request". */
  priceCents: 10_000_000,
  note: LIMITS.message,
  /** A photo's path: pieces/<partner>/<piece>/<file>. */
  photoPath: 300,
} as const;

/**
 * A photo's storage path. The folder is the partner's (the owner's, as an
 * attachment's is its author's), then the piece's; the file name is the one
 * the upload gives it, never the visitor's own. RE2-compatible, so
 * storage.rules can hold uploads to the same shape.
 */
export const PIECE_PHOTO_PATH = '^pieces/([a-z-]{1,40})/([A-Za-z0-9_-]{1,128})/[A-Za-z0-9][A-Za-z0-9._-]{0,119}$';

/** A stored length: 1 mm to 20 m, rounded to the tenth. */
const length = z.number().check(z.gte(PIECE_LIMITS.shortestMm), z.lte(PIECE_LIMITS.longestMm), z.overwrite(roundToTenth));

/**
 * A knee is an L: its arm reaches past the leg's depth and its leg past the
 * arm's. The search relies on it (docs/decisions/023): on an L, a piece that
 * fits a pattern has at least the pattern's kneeVolume, so the volume index
 * can start its walk there.
 */
export const kneeMeasuresSchema = z
  .object({
    armLength: length,
    armDepth: length,
    legLength: length,
    legDepth: length,
    thickness: length,
  })
  .check(
    z.refine((m) => m.armLength >= m.legDepth && m.legLength >= m.armDepth, {
      path: ['armLength'],
      message: 'A knee’s arm must be longer than its leg is deep, and its leg longer than its arm is deep.',
    }),
  );
export type KneeMeasures = z.output<typeof kneeMeasuresSchema>;

/**
 * A sweep: span X across the chord, rise Y from the chord to the curve's
 * highest point, thickness T. A listed sweep has a rise (a straight piece is
 * timber, not a sweep). The radius, where the partner measured it, wins over
 * the one span and rise give (matching.ts); the arc angle is for the page.
 */
export const sweepMeasuresSchema = z.object({
  span: length,
  rise: length,
  thickness: length,
  radius: z.optional(length),
  arcAngle: z.optional(z.number().check(z.gt(0), z.lte(360))),
});
export type SweepMeasures = z.output<typeof sweepMeasuresSchema>;

const note = z.string().check(z.trim(), z.maxLength(PIECE_LIMITS.note));

/** What every piece has, whatever its kind. */
const common = {
  species: z.enum(SPECIES_IDS),
  grade: z.enum(GRADES),
  source: z.enum(PIECE_SOURCES),
  drying: z.enum(DRYING_METHODS),
  /** The yard's postal code: the province (province.ts) and the "Local" filter come from it. */
  postalCode: FIELDS.postalCode,
  /** The yard's town, as the piece's page shows it beside the province. */
  town: FIELDS.shortText,
  /** Set by the server from the writer's account (or an Admin's choice), never taken from a Franchisee's input. */
  partnerId: z.enum(PARTNER_IDS),
  photos: z.array(z.string().check(z.maxLength(PIECE_LIMITS.photoPath), z.regex(new RegExp(PIECE_PHOTO_PATH)))).check(z.maxLength(PIECE_LIMITS.photos)),
  /** Whole cents, so sums and displays never meet a binary fraction; null is "price on request". */
  priceCents: z.nullable(z.int().check(z.gte(0), z.lte(PIECE_LIMITS.priceCents))),
  note,
  availability: z.enum(AVAILABILITY),
};

/** A listed piece as both backends store it (its id is the document's). */
export const pieceSchema = z
  .discriminatedUnion('kind', [
    z.object({ ...common, kind: z.literal('knee'), measures: kneeMeasuresSchema }),
    z.object({ ...common, kind: z.literal('sweep'), measures: sweepMeasuresSchema }),
  ])
  .check(
    // The photos live in the owning partner's folder: a piece cannot show another partner's files.
    z.refine((piece) => piece.photos.every((path) => photoPartner(path) === piece.partnerId), {
      path: ['photos'],
      message: "A photo must be in the piece's partner's folder.",
    }),
  );

export type PieceData = z.output<typeof pieceSchema>;

const { partnerId: _partnerId, availability: _availability, ...given } = common;

/**
 * What a partner's form sends to savePiece: a piece without its partner (the
 * server takes it from the writer's account, an Admin's choice apart) and
 * without its availability (a new piece is available; an edit keeps the
 * stored one; setAvailability changes it).
 */
export const pieceInputSchema = z.discriminatedUnion('kind', [
  z.object({ ...given, kind: z.literal('knee'), measures: kneeMeasuresSchema }),
  z.object({ ...given, kind: z.literal('sweep'), measures: sweepMeasuresSchema }),
]);
export type PieceInput = z.input<typeof pieceInputSchema>;
export type Piece = PieceData & { id: string };
export type KneePiece = Extract<Piece, { kind: 'knee' }>;
export type SweepPiece = Extract<Piece, { kind: 'sweep' }>;

/** The partner folder a photo path names, or null when the path is not a piece photo's. */
export function photoPartner(path: string): string | null {
  return new RegExp(PIECE_PHOTO_PATH).exec(path)?.[1] ?? null;
}

/** Whether a photo path is this piece's: its partner's folder and its own. */
export function isPiecePhotoPath(path: string, piece: { id: string; partnerId: PartnerId }): boolean {
  const match = new RegExp(PIECE_PHOTO_PATH).exec(path);
  return match !== null && match[1] === piece.partnerId && match[2] === piece.id;
}

/** A photo's types: the attachments' images (storage.rules holds uploads to them and to the attachments' size). */
export const PIECE_PHOTO_TYPES = ATTACHMENT_LIMITS.types.filter((type) => type.startsWith('image/'));

export function isPiecePhotoFile(file: { type: string; size: number }): boolean {
  return (PIECE_PHOTO_TYPES as readonly string[]).includes(file.type) && file.size > 0 && file.size <= ATTACHMENT_LIMITS.bytes;
}

/** Where an upload is stored: the piece's folder, under a name of its own (never the visitor's), keeping an image's extension. */
export function newPiecePhotoPath(partnerId: PartnerId, pieceId: string, type: string, name: string = crypto.randomUUID()): string {
  const extension = type.replace(/^image\//, '').replace('jpeg', 'jpg').replace(/[^a-z0-9]/g, '');
  return `pieces/${partnerId}/${pieceId}/${name}.${extension}`;
}
