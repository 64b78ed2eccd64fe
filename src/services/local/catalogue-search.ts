// The local backend's catalogue search (docs/decisions/023, option 3): a walk
// along the search index (db-catalogue.ts), whose keys carry every value a fit
// and a filter test, so pieces that do not fit are never read; only the
// pieces a page lists are. This is what Firestore does with option 1's
// composite indexes (index entries scanned, matching documents read). A
// walk reads keys in growing steps and stops once a page and one more fit;
// the domain then orders, puts the visitor's province first and cuts the
// page (search.ts).
import { Dexie, type Table } from 'dexie';
import type { KneeMatch, KneePattern, SweepMatch, SweepPattern } from '../../domain/catalogue/matching';
import { pieceSchema, type Piece } from '../../domain/catalogue/piece';
import { provinceOf, type Province } from '../../domain/catalogue/province';
import {
  equalitiesOf,
  kneeBounds,
  kneePage,
  passes,
  performanceFindsNothing,
  sweepFindsNothing,
  sweepPage,
  sweepRadiusRange,
  type CatalogueFilters,
  type CatalogueResults,
  type Equalities,
} from '../../domain/catalogue/search';
import type { PatternSearch } from '../../domain/server/demand';
import { keyPositions, measureOf, SEARCHES, walkName } from '../../domain/catalogue/search-shapes';
import { pieceKeysTable, piecesTable, type PieceRecord } from './db-catalogue';

/** The first step of a walk reads this many keys per wanted fit, each next step twice the last, up to MAX_STEP. */
const FIRST_STEP = 2;
const MAX_STEP = 2_048;

/** Compares stored lengths as whole tenths, as the matching rule does. */
const atLeast = (have: unknown, need: number) => typeof have === 'number' && Math.round(have * 10) >= Math.round(need * 10);

/** How a search holds the province: any, the visitor's only, or every other. */
type ProvincePass = { only: Province } | { except: Province } | null;

const inPass = (province: unknown, pass: ProvincePass) => pass === null || ('only' in pass ? province === pass.only : province !== pass.except);

export interface SearchReads {
  /** Told how many pieces a search read (LocalOptions.onRead). */
  onRead: (count: number) => void;
  /** Told how many index entries it scanned (the bench's figure; optional). */
  onScan?: (count: number) => void;
}

/** A walk from `lower` up to `upper`, resumed step by step; each key ends in the id, so a step resumes exactly after the last. */
function walker(keys: Table<number, unknown[]>, lower: unknown[], upper: unknown[], fits: (key: unknown[]) => boolean, reads: SearchReads) {
  const state = { kept: [] as unknown[][], ended: false };
  let from = lower;
  let first = true;
  async function next(step: number, want: number): Promise<void> {
    const found = (await keys.where(':id').between(from, upper, first, true).limit(step).primaryKeys()) as unknown[][];
    reads.onScan?.(found.length);
    for (const key of found) {
      if (fits(key)) state.kept.push(key);
      if (state.kept.length >= want) return;
    }
    const last = found.at(-1);
    if (found.length < step || last === undefined) state.ended = true;
    else {
      from = last;
      first = false;
    }
  }
  return { state, next };
}

type Walker = ReturnType<typeof walker>;

/**
 * The first `want` fits of whichever walk finds them first: the walks take
 * steps in turn, each twice the last, so the cost is a few times the best
 * walk's. A walk that reaches its range's end has every fit there is.
 */
async function race(walks: readonly Walker[], want: number): Promise<unknown[][]> {
  let step = Math.max(32, want * FIRST_STEP);
  for (;;) {
    for (const { state, next } of walks) {
      await next(step, want);
      if (state.kept.length >= want || state.ended) return state.kept;
    }
    step = Math.min(step * 2, MAX_STEP);
  }
}

/** Where each search's key holds each field, by name (search-shapes.ts). */
const knee = keyPositions(SEARCHES.knee);
const sweep = keyPositions(SEARCHES.sweep);
const KNEE_WALK = walkName(SEARCHES.knee, SEARCHES.knee.walk);
const SWEEP_UP = walkName(SEARCHES.sweep, SEARCHES.sweep.walk, 'asc');
const SWEEP_DOWN = walkName(SEARCHES.sweep, SEARCHES.sweep.walk, 'desc');

/** The piece's id in a key of the search whose positions these are. */
const idOf =
  (at: { readonly id: number }) =>
  (key: unknown[]): string =>
    String(key[at.id]);

async function readPieces(db: Dexie, ids: readonly string[], reads: SearchReads): Promise<Piece[]> {
  const records = (await piecesTable(db).bulkGet([...new Set(ids)])).filter((record): record is PieceRecord => record !== undefined);
  reads.onRead(records.length);
  return records.flatMap((record) => {
    const parsed = pieceSchema.safeParse(record);
    return parsed.success ? [{ ...parsed.data, id: record.id }] : [];
  });
}

/** The passes a search makes: one, or the visitor's province and then the rest (so home pieces are never crowded out). */
function passesOf(filters: CatalogueFilters): ProvincePass[] {
  const home = provinceOf(filters.postalCode);
  if (home === null || filters.local) return [null];
  return [{ only: home }, { except: home }];
}

/** The knees whose keys fit, the least waste first: the volume walk, raced against one along each measurement the pattern gives. */
async function kneeIds(db: Dexie, pattern: KneePattern, equal: Equalities, pass: ProvincePass, want: number, reads: SearchReads): Promise<string[]> {
  const bounds = kneeBounds(pattern);
  // Each measurement's place in a key and the least the pattern takes, found once for the walk.
  const needs = SEARCHES.knee.bounded.map((field) => ({ field, at: knee[field], need: bounds.measures[measureOf(field)] }));
  const fits = (key: unknown[]) =>
    needs.every(({ at, need }) => atLeast(key[at], need)) &&
    passes({ source: key[knee.source], carbon: key[knee.carbon], province: key[knee.province], species: key[knee.species] }, equal) &&
    inPass(key[knee.province], pass);
  const keys = pieceKeysTable(db);
  const byVolume = walker(keys, [KNEE_WALK, bounds.volume], [KNEE_WALK, Dexie.maxKey], fits, reads);
  // A pattern that gives every measurement walks by volume alone: that order is the waste's. One that
  // leaves some out races the volume walk against one along each measurement it gives (ADR 023).
  const given = needs.filter(({ field }) => pattern[measureOf(field)] !== undefined);
  const byMeasure =
    given.length === needs.length
      ? []
      : given.map(({ field, need }) => {
          const along = walkName(SEARCHES.knee, field);
          return walker(keys, [along, need], [along, Dexie.maxKey], fits, reads);
        });
  return (await race([byVolume, ...byMeasure], want)).map(idOf(knee));
}

export async function searchKnees(db: Dexie, pattern: KneePattern, filters: CatalogueFilters, limit: number, reads: SearchReads): Promise<CatalogueResults<KneeMatch>> {
  if (performanceFindsNothing(filters)) return { matches: [], more: false };
  const equal = equalitiesOf(filters);
  const ids: string[] = [];
  for (const pass of passesOf(filters)) ids.push(...(await kneeIds(db, pattern, equal, pass, limit + 1, reads)));
  return kneePage(await readPieces(db, ids, reads), pattern, filters, limit);
}

/** The sweeps whose keys fit, nearest the pattern's radius first: a walk up from it and one down, merged by distance. */
async function nearestSweeps(db: Dexie, pattern: SweepPattern, equal: Equalities, pass: ProvincePass, want: number, reads: SearchReads): Promise<string[]> {
  const fits = (key: unknown[]) =>
    (pattern.span === undefined || atLeast(key[sweep['measures.span']], pattern.span)) &&
    (pattern.thickness === undefined || atLeast(key[sweep['measures.thickness']], pattern.thickness)) &&
    passes({ source: key[sweep.source], carbon: key[sweep.carbon], province: key[sweep.province], species: key[sweep.species] }, equal) &&
    inPass(key[sweep.province], pass);
  const keys = pieceKeysTable(db);
  const range = sweepRadiusRange(pattern);
  if (range === null) return (await race([walker(keys, [SWEEP_UP, Dexie.minKey], [SWEEP_UP, Dexie.maxKey], fits, reads)], want)).map(idOf(sweep));
  const [up, down] = await Promise.all([
    race([walker(keys, [SWEEP_UP, range.centre], [SWEEP_UP, range.high, Dexie.maxKey], fits, reads)], want),
    race([walker(keys, [SWEEP_DOWN, -range.centre, Dexie.maxKey], [SWEEP_DOWN, -range.low, Dexie.maxKey], fits, reads)], want),
  ]);
  // A walk down holds the radius negated.
  const distance = (key: unknown[]) => Math.abs(Math.abs(Number(key[sweep.walked])) - range.centre);
  return [...up, ...down]
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, want)
    .map(idOf(sweep));
}

/**
 * The listed pieces of one walk that fit a pattern's keys under the given
 * equalities, at most `want`, as stored (with what the server derived): the
 * server's re-check of a reported pattern (src/domain/server/demand.ts).
 */
export async function fittingRecords(db: Dexie, search: PatternSearch, equal: Equalities, want: number, reads: SearchReads): Promise<PieceRecord[]> {
  const ids = search.kind === 'knee' ? await kneeIds(db, search.pattern, equal, null, want, reads) : await nearestSweeps(db, search.pattern, equal, null, want, reads);
  const records = (await piecesTable(db).bulkGet(ids)).filter((record): record is PieceRecord => record !== undefined);
  reads.onRead(records.length);
  return records;
}

export async function searchSweeps(db: Dexie, pattern: SweepPattern, filters: CatalogueFilters, limit: number, reads: SearchReads): Promise<CatalogueResults<SweepMatch>> {
  if (sweepFindsNothing(pattern) || performanceFindsNothing(filters)) return { matches: [], more: false };
  const equal = equalitiesOf(filters);
  const ids: string[] = [];
  for (const pass of passesOf(filters)) ids.push(...(await nearestSweeps(db, pattern, equal, pass, limit + 1, reads)));
  return sweepPage(await readPieces(db, ids, reads), pattern, filters, limit);
}
