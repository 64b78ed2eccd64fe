// @vitest-environment node
// The local search's key table follows from each search's declaration
// (src/domain/catalogue/search-shapes.ts, ADR 039): a key per walk, holding
// the fields in the declared order, which the search reads back by name.
import { describe, expect, it } from 'vitest';
import { SEED_PIECES } from '../../domain/catalogue/seed-pieces';
import { keyFields, keyPositions, localWalks, SEARCH_FILTERS, SEARCHES } from '../../domain/catalogue/search-shapes';
import { storedPiece } from '../../domain/server/pieces';
import { searchKeys, type PieceRecord } from './db-catalogue';

const times = { createdAt: new Date('2026-11-01T00:00:00Z'), updatedAt: new Date('2026-11-01T00:00:00Z') };
const records: PieceRecord[] = SEED_PIECES.map(({ id, ...piece }) => ({ ...storedPiece(piece, times), id }));

describe('a listed piece’s local keys', () => {
  const valueAt = (record: PieceRecord, field: string): unknown =>
    field.startsWith('measures.') ? (record.measures as Record<string, unknown>)[field.slice('measures.'.length)] : (record as unknown as Record<string, unknown>)[field];

  it('are one per walk of its search, each read back by name: the walk, the value walked, the measurements, the filters and the id', () => {
    const kinds = new Set<string>();
    for (const record of records.filter(({ listed }) => listed)) {
      const search = SEARCHES[record.kind];
      const at = keyPositions(search);
      const keys = searchKeys(record);
      const walks = localWalks(search);
      expect(keys.map((key) => key[at.walk])).toEqual(walks.map(({ name }) => name));
      for (const [i, key] of keys.entries()) {
        const walk = walks[i];
        if (!walk) throw new Error('A key without its walk.');
        const walked = (valueAt(record, walk.field) as number | undefined) ?? Number.MAX_VALUE;
        expect(key[at.walked]).toBe(walk.direction === 'asc' ? walked : -walked);
        for (const field of search.bounded) expect(key[at[field]], `${record.id} ${field}`).toBe(valueAt(record, field));
        for (const filter of SEARCH_FILTERS) expect(key[at[filter]], `${record.id} ${filter}`).toBe(record[filter]);
        expect(key[at.id]).toBe(record.id);
      }
      kinds.add(record.kind);
    }
    expect([...kinds].sort()).toEqual(['knee', 'sweep']);
  });

  it('are a knee’s by volume and along each measurement, a sweep’s by radius up and down, and a sold piece’s none', () => {
    const knee = records.find(({ kind, listed }) => kind === 'knee' && listed);
    const sweep = records.find(({ kind, listed }) => kind === 'sweep' && listed);
    if (!knee || !sweep) throw new Error('The seed lists a knee and a sweep.');
    expect(searchKeys(knee).map(([walk]) => walk)).toEqual(['knee', 'knee-armLength', 'knee-armDepth', 'knee-legLength', 'knee-legDepth', 'knee-thickness']);
    expect(searchKeys(sweep).map(([walk]) => walk)).toEqual(['sweep', 'sweep-down']);
    expect(searchKeys({ ...knee, listed: false })).toEqual([]);
  });

  it('keep the order the stored keys of local version 12 have (another order is a new version)', () => {
    expect(keyFields(SEARCHES.knee)).toEqual([
      'walk',
      'walked',
      'measures.armLength',
      'measures.armDepth',
      'measures.legLength',
      'measures.legDepth',
      'measures.thickness',
      'source',
      'carbon',
      'province',
      'species',
      'id',
    ]);
    expect(keyFields(SEARCHES.sweep)).toEqual(['walk', 'walked', 'measures.span', 'measures.thickness', 'source', 'carbon', 'province', 'species', 'id']);
  });
});
