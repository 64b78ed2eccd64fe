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
import { SEARCHES, searchQuery } from '../catalogue/search-shapes';
import { declare, storedTime, type CompositeIndex, type FieldOf } from './declaration';
import { compositeIndexes } from './query-declaration';

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

/**
 * Each search's indexes follow from its declaration (search-shapes.ts): the
 * equalities, then each choice of the filters held equal (so every search
 * has its index), then the walk's field, then the other bounds: Firestore's
 * multi-field range query. A knee walks its volume up; a sweep walks out
 * from the pattern's radius both ways (≥ R ascending, < R descending).
 */
const searchIndexes: CompositeIndex<PieceField>[] = Object.values(SEARCHES).flatMap((search) =>
  search.directions.flatMap((direction) => compositeIndexes<PieceField | `measures.${string}`>(searchQuery(search, direction))),
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
    ...searchIndexes,
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
