// The latest version of the local database, derived from the declarations
// (src/domain/model, ADR 020): every declared collection's local table, with
// the backend's own tables. Earlier versions keep the schemas they were made
// with (db.ts, db-*.ts): deriving them from today's declarations would change
// what an existing database at that version means.
import type { Dexie } from 'dexie';
import { ALL_COLLECTIONS } from '../../domain/model/collections';
import { dexieSchema } from '../../domain/model/declaration';

/** The latest version of the local database: a change of a declared local table is a new version (db.test.ts records each one's stores). */
export const LOCAL_VERSION = 14;

/** The tables of no collection: Auth's accounts, Storage's files (the attachments' metadata with them), the seed's marks, the catalogue search's keys (db-catalogue.ts). */
const BACKEND_TABLES = {
  accounts: 'uid, &email',
  files: 'path, messageId',
  meta: 'key',
  pieceKeys: '',
};

/** The latest version's stores: each declared collection's local table (src/domain/model), and the backend's own. */
export function currentStores(): Record<string, string> {
  const declared = ALL_COLLECTIONS.flatMap(({ local }) =>
    local ? [[local.table, dexieSchema(local)] as const] : [],
  );
  return { ...BACKEND_TABLES, ...Object.fromEntries(declared) };
}

/**
 * The latest version restated from the declarations: the schema versions 1 to
 * LOCAL_VERSION built, so a declaration changed without a new version fails
 * db.test.ts instead of quietly meaning another schema. Declared in
 * openDatabase after every version, before the hooks (a later version() would drop them).
 */
export function declareLatestStores(db: Dexie): void {
  db.version(LOCAL_VERSION).stores(currentStores());
}
