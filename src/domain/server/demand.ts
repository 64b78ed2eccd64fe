// What people ask for (docs/decisions/037): the reportUnmetPattern rule.
// A client says its search found nothing; the rule believes none of it: the
// report is parsed by the callable's schema (src/domain/catalogue/demand.ts),
// the client's limits are taken first (so a flood costs no searches), the
// search is run again here through its own indexed query with a limit, and
// only when nothing listed fits is the day's counter of the report's coarse
// bucket counted, under an id the rule derives from the day and the bucket.
// The counter names nobody: the client key lives only in the rate windows,
// hashed, as every per-client limit's does.
import type { KneePattern, SweepPattern } from '../catalogue/matching';
import { matchKnees, matchSweeps } from '../catalogue/matching';
import { pieceDoc } from '../model/catalogue-collections';
import { bucketKey, dayOf, demandBucket, reportEqualities, type UnmetReport } from '../catalogue/demand';
import { passes, sweepFindsNothing, type Equalities } from '../catalogue/search';
import { UNMET_PATTERN_LIMITS } from '../limits';
import { collections } from '../model/collections';
import { clientLimits, globalLimit, requireRateLimits } from './rate-limits';
import { docRef, type Store } from './store';
import { sha256Hex } from './tokens';

/** A pattern search as the re-check runs it. */
export type PatternSearch = { kind: 'knee'; pattern: KneePattern } | { kind: 'sweep'; pattern: SweepPattern };

/** A stored piece as a backend read it: the rule parses it. */
export interface StoredPieceEntry {
  id: string;
  data: unknown;
}

/**
 * The catalogue's search index as the server reads it: the functions run the
 * search's Firestore queries (search-queries.ts), the local backend walks its
 * search keys (src/services/local/catalogue-search.ts).
 */
export interface PieceSearch {
  /** At most `limit` listed pieces (per query) of the search's index range under `equal`, as stored. */
  candidates(search: PatternSearch, equal: Equalities, limit: number): Promise<StoredPieceEntry[]>;
}

/**
 * Pieces the re-check reads at most per query. The index range holds only
 * pieces whose measurements pass (a sweep's curve is checked here): one that
 * fits is almost always among the first.
 */
export const RECHECK_LIMIT = 20;

/** Whether something listed fits the pattern under the filters: the search's own rule, over what its index range holds. */
export async function somethingFits(search: PieceSearch, report: UnmetReport, equal: Equalities): Promise<boolean> {
  if (equal.species?.length === 0) return false;
  if (report.kind === 'sweep' && sweepFindsNothing(report.pattern)) return false;
  const read = await search.candidates(report, equal, RECHECK_LIMIT);
  const pieces = read.flatMap(({ id, data }) => {
    const parsed = pieceDoc.safeParse(data);
    return parsed.success && parsed.data.listed && passes(parsed.data, equal) ? [{ ...parsed.data, id }] : [];
  });
  const matches = report.kind === 'knee' ? matchKnees(pieces, report.pattern) : matchSweeps(pieces, report.pattern);
  return matches.length > 0;
}

/** A day's counter of a bucket: `{YYYY-MM-DD}_{SHA-256 of the bucket's key}`. */
async function counterId(report: UnmetReport, now: Date): Promise<string> {
  return `${dayOf(now).toISOString().slice(0, 10)}_${await sha256Hex(bucketKey(demandBucket(report)))}`;
}

/** Counts a reported search that found nothing, once the client's limits allow it and the re-check agrees. */
export async function reportUnmetPattern(ports: { store: Store; search: PieceSearch }, report: UnmetReport, client: string, now: Date): Promise<{ counted: boolean }> {
  const limits = [...(await clientLimits('unmetPattern', client, UNMET_PATTERN_LIMITS.perClient)), globalLimit('unmetPattern', UNMET_PATTERN_LIMITS.global)];
  await ports.store.runTransaction((transaction) => requireRateLimits(transaction, limits, now));
  if (await somethingFits(ports.search, report, reportEqualities(report.filters))) return { counted: false };
  const ref = docRef(collections.unmetPatterns, await counterId(report, now));
  await ports.store.runTransaction(async (transaction) => {
    const stored = await transaction.get(ref);
    transaction.set(ref, { ...demandBucket(report), day: dayOf(now), count: (stored?.count ?? 0) + 1 });
  });
  return { counted: true };
}
