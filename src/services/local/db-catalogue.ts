// Version 12 of the local database: the catalogue's pieces (docs/decisions/023),
// written only by the server rule (src/domain/server/pieces.ts), and the
// search's index, `pieceKeys`: one entry per listed piece (two for a sweep),
// whose key carries every value a fit and a filter test and ends in the
// piece's id. It is a table of keys rather than a Dexie compound index
// because IndexedDB hands back a range of primary keys in one request
// (getAllKeys) but an index's own keys only one cursor step at a time, which
// at 20,000 pieces was most of a search's time. The hooks below keep it,
// whoever writes a piece: a sold piece has no entry, so no search meets it.
import type { Dexie, IndexableTypeArrayReadonly, Table, Transaction } from 'dexie';
import { KNEE_MEASURES, type KneeMeasure } from '../../domain/catalogue/piece';
import type { PieceDoc } from '../../domain/model/catalogue-collections';
import { dexieSchema } from '../../domain/model/declaration';
import { collections } from '../../domain/model/collections';

export type PieceRecord = PieceDoc & { id: string };

const LOCAL = collections.pieces.local!;

/** The search index's table: out-of-line keys, no values worth reading. */
export const PIECE_KEYS = 'pieceKeys';

/**
 * The first element of a key: a knee's by volume, or by one of its
 * measurements (the walk a pattern that gives only some of them takes); a
 * sweep's by radius up, and down (negated, so that walk goes up too).
 */
export const KEY_KINDS = { knee: 'knee', sweepUp: 'sweep', sweepDown: 'sweep-down' } as const;
export const kneeKeyKind = (measure: KneeMeasure) => `knee-${measure}`;

/** Declared in openDatabase after version 11, before the hooks (a later version() would drop them). */
export function declareCatalogueTable(db: Dexie): void {
  db.version(12).stores({ [LOCAL.table]: dexieSchema(LOCAL), [PIECE_KEYS]: '' });
}

export const piecesTable = (db: Dexie): Table<PieceRecord, string> => db.table<PieceRecord, string>(LOCAL.table);
export const pieceKeysTable = (db: Dexie): Table<number, unknown[]> => db.table<number, unknown[]>(PIECE_KEYS);

/**
 * A listed piece's index keys: a knee by volume and by each measurement, then its five measurements;
 * a sweep by radius (up and down), then span and thickness; each then
 * source, carbon, province, species (the performance filter, ADR 032) and id. None for a sold piece.
 */
export function searchKeys(record: PieceRecord): unknown[][] {
  if (!record.listed) return [];
  const tail = [record.source, record.carbon, record.province, record.species, record.id];
  if (record.kind === 'knee') {
    const m = record.measures;
    const rest = [m.armLength, m.armDepth, m.legLength, m.legDepth, m.thickness, ...tail];
    return [[KEY_KINDS.knee, record.volume, ...rest], ...KNEE_MEASURES.map((measure) => [kneeKeyKind(measure), m[measure], ...rest])];
  }
  const radius = record.radius ?? Number.MAX_VALUE;
  const rest = [record.measures.span, record.measures.thickness, ...tail];
  return [
    [KEY_KINDS.sweepUp, radius, ...rest],
    [KEY_KINDS.sweepDown, -radius, ...rest],
  ];
}

/** Writes index keys in one request; their value is never read. */
export function putSearchKeys(keys: Table<number, unknown[]>, added: unknown[][]): Promise<unknown> {
  // Each key is a compound key (an array of a piece's numbers and texts); Dexie types bulkPut's keys as simple ones.
  return keys.bulkPut(
    added.map(() => 1),
    added as unknown as IndexableTypeArrayReadonly,
  );
}

function rekey(transaction: Transaction, before: PieceRecord | null, after: PieceRecord | null): void {
  const keys = transaction.table<number, unknown[]>(PIECE_KEYS);
  if (before) void keys.bulkDelete(searchKeys(before));
  if (after) void putSearchKeys(keys, searchKeys(after));
}

/** The search index follows every write of a piece (Dexie runs `updating` for a put that replaces one). */
export function keepSearchKeys(db: Dexie): void {
  const table = piecesTable(db);
  table.hook('creating', function (_key, record, transaction) {
    this.onsuccess = () => rekey(transaction, null, record);
  });
  table.hook('updating', function (_changes, _key, record, transaction) {
    this.onsuccess = (updated: PieceRecord) => rekey(transaction, record, updated);
  });
  table.hook('deleting', (_key, record, transaction) => rekey(transaction, record, null));
}
