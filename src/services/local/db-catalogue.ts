// Version 12 of the local database: the catalogue's pieces (docs/decisions/023),
// written only by the server rule (src/domain/server/pieces.ts), and the
// search's index, `pieceKeys`: one entry per walk of a listed piece (six for
// a knee, two for a sweep), whose key carries every value a fit and a filter
// test and ends in the piece's id, in the order its search declares
// (src/domain/catalogue/search-shapes.ts, ADR 039). It is a table of keys rather than a Dexie compound index
// because IndexedDB hands back a range of primary keys in one request
// (getAllKeys) but an index's own keys only one cursor step at a time, which
// at 20,000 pieces was most of a search's time. The hooks below keep it,
// whoever writes a piece: a sold piece has no entry, so no search meets it.
import type { Dexie, IndexableTypeArrayReadonly, Table, Transaction } from 'dexie';
import { keyFields, localWalks, SEARCHES } from '../../domain/catalogue/search-shapes';
import type { PieceDoc } from '../../domain/model/catalogue-collections';
import { dexieSchema } from '../../domain/model/declaration';
import { collections } from '../../domain/model/collections';

export type PieceRecord = PieceDoc & { id: string };

const LOCAL = collections.pieces.local!;

/** The search index's table: out-of-line keys, no values worth reading. */
export const PIECE_KEYS = 'pieceKeys';

/** Declared in openDatabase after version 11, before the hooks (a later version() would drop them). */
export function declareCatalogueTable(db: Dexie): void {
  db.version(12).stores({ [LOCAL.table]: dexieSchema(LOCAL), [PIECE_KEYS]: '' });
}

export const piecesTable = (db: Dexie): Table<PieceRecord, string> => db.table<PieceRecord, string>(LOCAL.table);
export const pieceKeysTable = (db: Dexie): Table<number, unknown[]> => db.table<number, unknown[]>(PIECE_KEYS);

type Fields = Readonly<Record<string, unknown>>;

/** How a key's values are read from a record: a field, or a field of its measures ('measures.span'). */
const readField = (field: string): ((record: PieceRecord) => unknown) => {
  const [name = '', inner] = field.split('.');
  const fields = (record: PieceRecord) => record as unknown as Fields;
  return inner === undefined ? (record) => fields(record)[name] : (record) => (fields(record)[name] as Fields | undefined)?.[inner];
};

/** Each kind's keys as its search declares them (search-shapes.ts): one per walk, holding the walked value, then every other key field. */
const KEY_LAYOUTS = Object.fromEntries(
  Object.values(SEARCHES).map((search) => [
    search.kind,
    {
      walks: localWalks(search).map(({ name, field, direction }) => {
        const read = readField(field);
        // A sweep without a radius sorts last up (and first down); a walk down is stored negated, so it walks up too.
        const sign = direction === 'asc' ? 1 : -1;
        return (record: PieceRecord) => [name, sign * ((read(record) as number | undefined) ?? Number.MAX_VALUE)];
      }),
      rest: keyFields(search).slice(2).map(readField),
    },
  ]),
) as Record<PieceRecord['kind'], { walks: ((record: PieceRecord) => unknown[])[]; rest: ((record: PieceRecord) => unknown)[] }>;

/**
 * A listed piece's index keys, each in its search's keyFields order: a knee
 * by volume and by each measurement, a sweep by radius up and down; then the
 * measurements bounded, the filters (source, carbon, province, species: the
 * performance filter, ADR 032) and the id. None for a sold piece.
 */
export function searchKeys(record: PieceRecord): unknown[][] {
  if (!record.listed) return [];
  const { walks, rest } = KEY_LAYOUTS[record.kind];
  const tail = rest.map((read) => read(record));
  return walks.map((walk) => [...walk(record), ...tail]);
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
