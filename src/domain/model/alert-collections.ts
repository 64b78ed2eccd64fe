// Pattern alerts (ADR 036): the patterns visitors saved on /knees and /sweeps
// to hear when a fitting piece is listed, and the alert index a listing reads
// instead of them. Both are written by the server rules only
// (src/domain/server/pattern-alerts.ts, alert-listing.ts); firestore.rules
// has no match for either, so no client reads or writes them.
import { z } from 'zod/mini';
import { PIECE_KINDS } from '../catalogue/piece';
import { LANGUAGES } from '../languages';
import { declare, storedTime } from './declaration';

/**
 * savedPatterns/{random id}: one saved pattern of one address. `fields` are
 * the pattern as typed (the search's URL fields), `cell` the index cell it
 * is filed in once confirmed. `endsAt`: an unconfirmed one's end (its
 * request's, RETENTION_DAYS.unverifiedApplication), a confirmed one's
 * (RETENTION_DAYS.patternAlert from its confirmation or latest renewal); the
 * purge finds it by this field. `mailedPieces`: the pieces it was mailed
 * about, each at most once.
 */
export const savedPatterns = declare({
  path: 'savedPatterns',
  schema: z.object({
    email: z.string(),
    language: z.enum(LANGUAGES),
    kind: z.enum(PIECE_KINDS),
    fields: z.record(z.string(), z.number()),
    cell: z.string(),
    status: z.enum(['unconfirmed', 'confirmed']),
    wording: z.string(),
    createdAt: storedTime,
    confirmedAt: z.nullable(storedTime),
    endsAt: storedTime,
    mailedPieces: z.array(z.string()),
  }),
  local: { table: 'savedPatterns', key: 'id', indexes: ['endsAt', 'email'] },
  writes: 'server',
});

/**
 * patternCells/{cell}: the alert index (pattern-alert.ts's cells). Each
 * holds the confirmed patterns filed in it, by saved pattern id, as their
 * measurements in millimetres; a listing reads the few cells its piece could
 * fit, never the saved patterns themselves. `entries` is left out of
 * Firestore's automatic indexes (firestore.indexes.json): nothing queries
 * it, and a full cell would pass the per-document index-entry limit.
 */
export const patternCells = declare({
  path: 'patternCells',
  schema: z.object({
    kind: z.enum(PIECE_KINDS),
    entries: z.record(z.string(), z.array(z.nullable(z.number()))),
  }),
  local: { table: 'patternCells', key: 'id', indexes: [] },
  writes: 'server',
});
