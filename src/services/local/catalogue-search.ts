// The local backend's catalogue search (docs/decisions/023, option 3): a walk
// along one compound index per kind whose keys carry every value a fit and a
// filter test, so pieces that do not fit are never read; only the pieces a
// page lists are. This is what Firestore does with option 1's composite
// indexes (index entries scanned, matching documents read), over IndexedDB.
// The walk goes in chunks and stops once a page and one more fit; the
// domain then orders, filters by province and cuts the page (search.ts).
import { Dexie, type Table } from 'dexie';
import type { KneeMatch, KneePattern, SweepMatch, SweepPattern } from '../../domain/catalogue/matching';
import { KNEE_MEASURES, pieceSchema, type Piece } from '../../domain/catalogue/piece';
import { provinceOf, type Province } from '../../domain/catalogue/province';
import {
  equalitiesOf,
  kneeBounds,
  kneePage,
  passes,
  sweepFindsNothing,
  sweepPage,
  sweepRadiusRange,
  type CatalogueFilters,
  type CatalogueResults,
  type Equalities,
} from '../../domain/catalogue/search';
import { collections } from '../../domain/model/collections';
import { piecesTable, type PieceRecord } from './db-catalogue';

/** Index keys read per step of a walk: enough for a page in one step when fits are dense. */
const CHUNK = 200;

const [KNEE_INDEX, SWEEP_INDEX] = collections.pieces.local!.indexes.filter((index) => index.includes('+listedKey+'));
const LISTED = 1;

/** Compares stored lengths as whole tenths, as the matching rule does. */
const atLeast = (have: unknown, need: number) => typeof have === 'number' && Math.round(have * 10) >= Math.round(need * 10);

/** How a search holds the province: any, the visitor's only, or every other. */
type ProvincePass = { only: Province } | { except: Province } | null;

const inPass = (province: unknown, pass: ProvincePass) => pass === null || ('only' in pass ? province === pass.only : province !== pass.except);

interface Walk {
  index: string;
  lower: unknown[];
  upper: unknown[];
  reverse: boolean;
  fits: (key: unknown[]) => boolean;
}

/** The ids of the first `want` entries whose index key fits, in the index's order; each key ends in the piece's id, so every step resumes exactly after the last. */
async function walk(table: Table<PieceRecord, string>, { index, lower, upper, reverse, fits }: Walk, want: number): Promise<unknown[][]> {
  const kept: unknown[][] = [];
  let from = lower;
  let to = upper;
  let first = true;
  for (;;) {
    const range = table.where(index).between(from, to, reverse ? true : first, reverse ? first : true);
    const keys = (await (reverse ? range.reverse() : range).limit(CHUNK).keys()) as unknown[][];
    for (const key of keys) {
      if (fits(key)) kept.push(key);
      if (kept.length >= want) return kept;
    }
    const last = keys.at(-1);
    if (keys.length < CHUNK || last === undefined) return kept;
    if (reverse) to = last;
    else from = last;
    first = false;
  }
}

const idOf = (key: unknown[]) => String(key.at(-1));

export interface SearchReads {
  /** Told how many pieces a search read (LocalOptions.onRead). */
  onRead: (count: number) => void;
}

async function readPieces(table: Table<PieceRecord, string>, ids: readonly string[], reads: SearchReads): Promise<Piece[]> {
  const records = (await table.bulkGet([...ids])).filter((record) => record !== undefined);
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

export async function searchKnees(db: Dexie, pattern: KneePattern, filters: CatalogueFilters, limit: number, reads: SearchReads): Promise<CatalogueResults<KneeMatch>> {
  const table = piecesTable(db);
  const bounds = kneeBounds(pattern);
  const equal = equalitiesOf(filters);
  const ids: string[] = [];
  for (const pass of passesOf(filters)) {
    // key: kind, listedKey, volume, the five measures, source, carbon, province, id
    const fits = (key: unknown[]) =>
      KNEE_MEASURES.every((measure, i) => atLeast(key[3 + i], bounds.measures[measure])) &&
      passes({ source: key[8], carbon: key[9], province: key[10] }, equal) &&
      inPass(key[10], pass);
    const keys = await walk(table, { index: KNEE_INDEX!, lower: ['knee', LISTED, bounds.volume], upper: ['knee', LISTED, Dexie.maxKey], reverse: false, fits }, limit + 1);
    ids.push(...keys.map(idOf));
  }
  return kneePage(await readPieces(table, ids, reads), pattern, filters, limit);
}

/** The sweeps whose keys fit, nearest the pattern's radius first: a walk up from it and one down, merged by distance. */
async function nearestSweeps(table: Table<PieceRecord, string>, pattern: SweepPattern, equal: Equalities, pass: ProvincePass, want: number): Promise<string[]> {
  // key: kind, listedKey, radius, span, thickness, source, carbon, province, id
  const fits = (key: unknown[]) =>
    (pattern.span === undefined || atLeast(key[3], pattern.span)) &&
    (pattern.thickness === undefined || atLeast(key[4], pattern.thickness)) &&
    passes({ source: key[5], carbon: key[6], province: key[7] }, equal) &&
    inPass(key[7], pass);
  const range = sweepRadiusRange(pattern);
  const sweeps = (from: unknown, to: unknown, reverse: boolean) =>
    walk(table, { index: SWEEP_INDEX!, lower: ['sweep', LISTED, from], upper: ['sweep', LISTED, to], reverse, fits }, want);
  if (range === null) return (await sweeps(Dexie.minKey, Dexie.maxKey, false)).map(idOf);
  const [up, down] = await Promise.all([sweeps(range.centre, range.high, false), sweeps(range.low, range.centre, true)]);
  const distance = (key: unknown[]) => Math.abs(Number(key[2]) - range.centre);
  // A key exactly at the centre is in both walks.
  const merged = new Map([...up, ...down].sort((a, b) => distance(a) - distance(b)).map((key) => [idOf(key), key]));
  return [...merged.keys()].slice(0, want);
}

export async function searchSweeps(db: Dexie, pattern: SweepPattern, filters: CatalogueFilters, limit: number, reads: SearchReads): Promise<CatalogueResults<SweepMatch>> {
  if (sweepFindsNothing(pattern)) return { matches: [], more: false };
  const table = piecesTable(db);
  const equal = equalitiesOf(filters);
  const ids: string[] = [];
  for (const pass of passesOf(filters)) ids.push(...(await nearestSweeps(table, pattern, equal, pass, limit + 1)));
  return sweepPage(await readPieces(table, ids, reads), pattern, filters, limit);
}
