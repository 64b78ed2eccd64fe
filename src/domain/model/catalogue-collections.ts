// The catalogue (docs/decisions/023): the partners' knees and sweeps. A stored
// piece is the piece as listed plus what the server derives from it with the
// domain's own functions at every write, never from the client: whether a
// search may list it, its province, its carbon class, the values the search
// indexes order by, its times and its one-line summary in both languages.
// Every write goes through the savePiece, setPieceAvailability and
// deletePiece callables (src/domain/server/pieces.ts).
import { z } from 'zod/mini';
import { CARBON_CLASSES } from '../catalogue/carbon';
import { pieceSchema } from '../catalogue/piece';
import { PROVINCES } from '../catalogue/province';
import { declare, storedTime, type CompositeIndex, type FieldOf } from './declaration';

export const pieceDoc = z.intersection(
  pieceSchema,
  z.object({
    /** Available or reserved: what a search may list. Sold pieces keep their page and leave every list. */
    listed: z.boolean(),
    /** The yard's province (provinceOf), '' for a code no province has: the Local filter and "province first". */
    province: z.union([z.enum(PROVINCES), z.literal('')]),
    carbon: z.enum(CARBON_CLASSES),
    /** A knee's kneeVolume in mm³, a sweep's span × thickness in mm²: what the search walks in order of waste. */
    volume: z.number(),
    /** A sweep's pieceRadius in mm, the order of its curve search; a knee has none. */
    radius: z.optional(z.number()),
    createdAt: storedTime,
    updatedAt: storedTime,
    /** pieceSummary in each language, so an inquiry and a list show the words the page showed. */
    summary: z.object({ 'en-CA': z.string(), 'fr-CA': z.string() }),
  }),
);
export type PieceDoc = z.output<typeof pieceDoc>;

type PieceField = FieldOf<typeof pieceDoc>;

/** The store's filters a search may hold equal: every combination of them, so each search has its index. */
const FILTERS = ['source', 'carbon', 'province', 'species'] as const;
const filterSets: (typeof FILTERS)[number][][] = Array.from({ length: 2 ** FILTERS.length }, (_unused, bits) => FILTERS.filter((_field, i) => bits & (1 << i)));

/**
 * A knee search: the filters held equal, then every measurement at least the
 * pattern's (a missing one as ≥ 0, so every knee search has one shape), in
 * the order of the volume: Firestore's multi-field range query, whose index
 * holds the equalities first, then the order's field, then the other ranges.
 */
const kneeIndexes: CompositeIndex<PieceField>[] = filterSets.map((filters) => ({
  fields: [
    ['listed', 'ASCENDING'],
    ['kind', 'ASCENDING'],
    ...filters.map((field) => [field, 'ASCENDING'] as const),
    ['volume', 'ASCENDING'],
    // The other ranges in the order Firestore appends them to a query's: by field path.
    ['measures.armDepth', 'ASCENDING'],
    ['measures.armLength', 'ASCENDING'],
    ['measures.legDepth', 'ASCENDING'],
    ['measures.legLength', 'ASCENDING'],
    ['measures.thickness', 'ASCENDING'],
  ],
}));

/** A sweep search walks out from the pattern's radius both ways (≥ R ascending, < R descending), span and thickness as ranges. */
const sweepIndexes: CompositeIndex<PieceField>[] = filterSets.flatMap((filters) =>
  (['ASCENDING', 'DESCENDING'] as const).map((order) => ({
    fields: [
      ['listed', 'ASCENDING'] as const,
      ['kind', 'ASCENDING'] as const,
      ...filters.map((field) => [field, 'ASCENDING'] as const),
      ['radius', order] as const,
      ['measures.span', 'ASCENDING'] as const,
      ['measures.thickness', 'ASCENDING'] as const,
    ],
  })),
);

/**
 * pieces/{id}. Locally /stock reads its partner's pieces newest first; a
 * search reads the backend's own index of listed pieces, whose keys carry
 * every value a fit and a filter test, so only the pieces it returns are
 * read (src/services/local/db-catalogue.ts), as Firestore scans index
 * entries and reads only the matching documents.
 */
export const pieces = declare({
  path: 'pieces',
  schema: pieceDoc,
  indexes: [
    ...kneeIndexes,
    ...sweepIndexes,
    {
      fields: [
        ['partnerId', 'ASCENDING'],
        ['updatedAt', 'DESCENDING'],
      ],
    },
  ],
  local: {
    table: 'pieces',
    key: 'id',
    indexes: ['updatedAt', '[partnerId+updatedAt]'],
  },
  writes: 'server',
});
