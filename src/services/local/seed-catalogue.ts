// The demo stock (src/domain/catalogue/seed-pieces.ts): 40 pieces across the
// six yards, stored as the server rule stores a piece (storedPiece derives
// what a search reads), and the demo Franchisee linked to the Sawyer, whose
// trade theirs is, so `npm start` shows a working store and /stock. Once per
// database, its own marker: a database seeded before the catalogue gets it too.
import { SEED_PIECES } from '../../domain/catalogue/seed-pieces';
import { storedPiece } from '../../domain/server/pieces';
import { DEMO_FRANCHISEE } from '../demo-data';
import type { LocalDatabase } from './db';
import { PIECE_KEYS, pieceKeysTable, piecesTable, putSearchKeys, searchKeys } from './db-catalogue';

const CATALOGUE_MARKER = 'seed-catalogue-v1';
/** The search index's keys carry the species and its species (ADR 032): a database keyed before is keyed again, once. */
const KEYS_MARKER = 'piece-keys-species-v1';

/** Rebuilds the search index from the stored pieces where it was written before its keys held the species. */
async function rekeyWithSpecies(db: LocalDatabase, now: () => Date): Promise<void> {
  if (await db.meta.get(KEYS_MARKER)) return;
  const pieces = piecesTable(db);
  const keys = pieceKeysTable(db);
  await db.transaction('rw', [pieces, keys, db.meta], async () => {
    if (await db.meta.get(KEYS_MARKER)) return;
    await keys.clear();
    await putSearchKeys(keys, (await pieces.toArray()).flatMap(searchKeys));
    await db.meta.put({ key: KEYS_MARKER, value: now().toISOString() });
  });
}

export async function seedCatalogue(db: LocalDatabase, now: () => Date): Promise<void> {
  await seedOnce(db, now);
  await rekeyWithSpecies(db, now);
}

async function seedOnce(db: LocalDatabase, now: () => Date): Promise<void> {
  if (await db.meta.get(CATALOGUE_MARKER)) return;
  const pieces = piecesTable(db);
  await db.transaction('rw', [pieces, db.table(PIECE_KEYS), db.approvedUsers, db.meta], async () => {
    if (await db.meta.get(CATALOGUE_MARKER)) return;
    const at = now();
    // A minute apart, so /stock lists them in a stable order, the first piece newest.
    const stamp = (index: number) => new Date(at.getTime() - index * 60_000);
    await pieces.bulkPut(SEED_PIECES.map(({ id, ...piece }, index) => ({ id, ...storedPiece(piece, { createdAt: stamp(index), updatedAt: stamp(index) }) })));
    await db.table(db.approvedUsers.name).update(DEMO_FRANCHISEE.uid, { partnerId: DEMO_FRANCHISEE.partnerId });
    await db.meta.put({ key: CATALOGUE_MARKER, value: at.toISOString() });
    // Its pieces were keyed as they were stored, species included: nothing to key again.
    await db.meta.put({ key: KEYS_MARKER, value: at.toISOString() });
  });
}
