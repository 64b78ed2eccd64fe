// @vitest-environment node
// What people ask for: the reportUnmetPattern rule (src/domain/server/demand.ts,
// ADR 037) over the fake Firestore and a search index the test holds. A
// report is counted only when the rule's own search finds nothing that fits,
// whatever the caller says; under a day's counter it names from the bucket it
// derives, with nothing of the caller; past the client's limit it is refused
// before any search is made.
import { beforeEach, describe, expect, it } from 'vitest';
import { pieceSchema, type PieceData } from '../../src/domain/catalogue/piece';
import type { UnmetReport } from '../../src/domain/catalogue/demand';
import { UNMET_PATTERN_LIMITS } from '../../src/domain/limits';
import { reportUnmetPattern, type PieceSearch, type StoredPieceEntry } from '../../src/domain/server/demand';
import { storedPiece } from '../../src/domain/server/pieces';
import { buildKneeInput } from '../builders';
import { FakeFirestore } from './fake-firestore';
import { refusal } from './refusal';

const NOW = new Date('2026-11-29T15:00:00.000Z');
const NONE: UnmetReport['filters'] = { province: null, source: 'any', carbon: 'any', minMor: 0, minMoe: 0, durable: false };
const knee = (armLength: number, filters: Partial<UnmetReport['filters']> = {}): UnmetReport => ({ kind: 'knee', pattern: { armLength }, filters: { ...NONE, ...filters } });

let store: FakeFirestore;
let listed: StoredPieceEntry[];
let searches: number;

/** The index range as the backends read it: every listed piece it holds (the rule decides what fits). */
const search: PieceSearch = {
  candidates: (_search, _equal, limit) => {
    searches += 1;
    return Promise.resolve(listed.slice(0, limit));
  },
};

function list(id: string, armLength: number, overrides: Partial<PieceData> = {}): void {
  const piece = pieceSchema.parse({ ...buildKneeInput({ armLength }), partnerId: 'sawyer', availability: 'available', ...overrides });
  listed.push({ id, data: storedPiece(piece, { createdAt: NOW, updatedAt: NOW }) });
}

const counters = () => store.paths().filter((path) => path.startsWith('unmetPatterns/'));
const report = (input: UnmetReport, client = '203.0.113.7') => reportUnmetPattern({ store, search }, input, client, NOW);

beforeEach(() => {
  store = new FakeFirestore();
  listed = [];
  searches = 0;
});

describe('reportUnmetPattern', () => {
  it('counts a pattern nothing fits under a counter named by the day and the bucket, holding the bucket and nothing of the caller', async () => {
    list('p1', 900);
    expect(await report(knee(1200))).toEqual({ counted: true });
    expect(await report(knee(1210), '198.51.100.9')).toEqual({ counted: true });
    const [path, ...others] = counters();
    expect(others).toEqual([]);
    expect(path).toMatch(/^unmetPatterns\/2026-11-29_[0-9a-f]{64}$/);
    const stored = store.get(path!);
    expect(stored).toMatchObject({ kind: 'knee', measures: { armLength: 1219.2 }, province: '', count: 2 });
    expect(Object.keys(stored!).sort()).toEqual(['carbon', 'count', 'day', 'durable', 'kind', 'measures', 'minMoe', 'minMor', 'province', 'source']);
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it('counts nothing when a listed piece fits, whatever the client reported', async () => {
    list('p1', 1300);
    expect(await report(knee(1200))).toEqual({ counted: false });
    expect(counters()).toEqual([]);
  });

  it('trusts no piece the index returns that does not pass the filters, or is sold', async () => {
    list('sold', 1300, { availability: 'sold' });
    list('urban', 1300, { source: 'urban' });
    expect(await report(knee(1200, { source: 'salvage' }))).toEqual({ counted: true });
  });

  it('refuses a client past its limit before searching, and counts nothing more', async () => {
    for (let i = 0; i < UNMET_PATTERN_LIMITS.perClient.limit; i += 1) await report(knee(1200));
    const searched = searches;
    expect((await refusal(report(knee(1200)))).code).toBe('resource-exhausted');
    expect(searches).toBe(searched);
    expect(store.get(counters()[0]!)).toMatchObject({ count: UNMET_PATTERN_LIMITS.perClient.limit });
    // Another client is not held by this one's limit.
    expect(await report(knee(1200), '198.51.100.9')).toEqual({ counted: true });
  });
});
