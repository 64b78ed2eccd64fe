// Version 12 of the local database: the catalogue's pieces (docs/decisions/023),
// written only by the server rule (src/domain/server/pieces.ts), with the
// indexes its model declares. A search reads one compound index per kind,
// whose keys carry every value a fit and a filter test; `listedKey` is the
// stored `listed` as a key IndexedDB can hold (booleans are no keys), kept
// here whoever writes the piece.
import type { Dexie, Table } from 'dexie';
import type { PieceDoc } from '../../domain/model/catalogue-collections';
import { dexieSchema } from '../../domain/model/declaration';
import { collections } from '../../domain/model/collections';

export type PieceRecord = PieceDoc & { id: string; listedKey?: 0 | 1 };

const LOCAL = collections.pieces.local!;

/** Declared in openDatabase after version 11, before the hooks (a later version() would drop them). */
export function declareCatalogueTable(db: Dexie): void {
  db.version(12).stores({ [LOCAL.table]: dexieSchema(LOCAL) });
}

export const piecesTable = (db: Dexie): Table<PieceRecord, string> => db.table<PieceRecord, string>(LOCAL.table);

const keyOf = (listed: unknown): 0 | 1 => (listed === true ? 1 : 0);

/** listedKey follows listed, on a put that creates and on one that replaces (Dexie runs `updating` for the latter). */
export function keepListedKeys(db: Dexie): void {
  const table = piecesTable(db);
  table.hook('creating', (_key, record) => {
    record.listedKey = keyOf(record.listed);
  });
  table.hook('updating', (changes, _key, record) => {
    const listed: unknown = 'listed' in changes ? Reflect.get(changes, 'listed') : record.listed;
    return keyOf(listed) === record.listedKey ? undefined : { listedKey: keyOf(listed) };
  });
}
