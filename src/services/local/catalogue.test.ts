// @vitest-environment node
// The local catalogue's own index (db-catalogue.ts): it follows every write of
// a piece, whoever makes it, so a sold or deleted piece has no entry and no
// search meets it; and a search reads only the pieces it lists.
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type CatalogueResults } from '../../domain/catalogue/search';
import type { KneeMatch } from '../../domain/catalogue/matching';
import { SEED_PIECES } from '../../domain/catalogue/seed-pieces';
import { DEMO_ACCOUNTS } from '../demo-data';
import { createTestLocalServices } from '../../../tests/setup/local-services';
import { openDatabase } from './db';
import { pieceKeysTable } from './db-catalogue';

async function setUp() {
  let reads = 0;
  const { services, dbName } = await createTestLocalServices('catalogue', { onRead: (count) => (reads += count) });
  const db = openDatabase(dbName);
  await db.open();
  return { services, db, reads: () => reads, resetReads: () => (reads = 0) };
}

const entriesOf = async (db: Awaited<ReturnType<typeof setUp>>['db'], id: string) =>
  (await pieceKeysTable(db).toCollection().primaryKeys()).filter((key) => key.at(-1) === id).length;

function firstKnees(services: Awaited<ReturnType<typeof setUp>>['services'], pattern: object, limit?: number) {
  return new Promise<CatalogueResults<KneeMatch>>((resolve, reject) => {
    const stop = services.catalogue.watchKnees(pattern, NO_FILTERS, limit === undefined ? {} : { limit }, (results) => {
      resolve(results);
      setTimeout(() => stop());
    }, reject);
  });
}

describe('the local catalogue index', () => {
  it('holds six entries per listed knee and two per listed sweep, none for a sold piece', async () => {
    const { db } = await setUp();
    const listed = SEED_PIECES.filter((piece) => piece.availability !== 'sold');
    const expected = listed.reduce((sum, piece) => sum + (piece.kind === 'knee' ? 6 : 2), 0);
    expect(await pieceKeysTable(db).count()).toBe(expected);
    expect(await entriesOf(db, 'knee-22')).toBe(0);
    expect(await entriesOf(db, 'knee-14')).toBe(6);
  });

  it('drops a piece’s entries when it is sold or deleted, and gives them back when it is available again', async () => {
    const { services, db } = await setUp();
    await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await services.catalogue.setAvailability('sweep-09', 'sold');
    expect(await entriesOf(db, 'sweep-09')).toBe(0);
    await services.catalogue.setAvailability('sweep-09', 'available');
    expect(await entriesOf(db, 'sweep-09')).toBe(2);
    await services.catalogue.deletePiece('sweep-09');
    expect(await entriesOf(db, 'sweep-09')).toBe(0);
  });

  it('reads only the pieces a search lists, and one more when more fit', async () => {
    const { services, reads, resetReads } = await setUp();
    resetReads();
    const few = await firstKnees(services, { armLength: 850 });
    expect(few.more).toBe(false);
    expect(few.matches.length).toBeGreaterThan(0);
    expect(reads()).toBe(few.matches.length);
    resetReads();
    const page = await firstKnees(services, { armLength: 300 }, 2);
    expect(page).toMatchObject({ more: true });
    expect(page.matches).toHaveLength(2);
    expect(reads()).toBe(3);
  });
});
