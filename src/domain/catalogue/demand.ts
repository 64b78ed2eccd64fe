// What people ask for (docs/decisions/037): a pattern search that found
// nothing, as the client reports it and as the server counts it. The report
// is parsed as untrusted input (the callable's schema); the server checks
// again that nothing listed fits, then counts it under a coarse bucket it
// derives here, one counter a day, so that a 36-inch knee typed as 36 or
// 36.25 inches is one line on /stock. Nothing in a report or a counter
// names the visitor: no address, no postal code (only the province a Local
// search held), no uid, no client key.
import { z } from 'zod/mini';
import { CARBON_CLASSES } from './carbon';
import type { KneePattern, SweepPattern } from './matching';
import { patternRadius } from './matching';
import { KNEE_MEASURES, PIECE_LIMITS, PIECE_SOURCES } from './piece';
import { PROVINCES, type Province } from './province';
import type { Equalities } from './search';
import { asksPerformance, qualifyingSpecies } from './species-properties';
import { MM_PER_INCH, roundToTenth } from './units';
import { DAY_MS, RETENTION_DAYS } from '../model/retention';

/** A pattern's length as reported: 0 (asks nothing) to the longest a piece may be, to the stored tenth. */
const length = z.optional(z.number().check(z.gte(0), z.lte(PIECE_LIMITS.longestMm), z.overwrite(roundToTenth)));

const kneePattern = z.object(Object.fromEntries(KNEE_MEASURES.map((measure) => [measure, length])) as Record<(typeof KNEE_MEASURES)[number], typeof length>);

const sweepPattern = z.object({
  span: length,
  rise: length,
  radius: length,
  arcAngle: z.optional(z.number().check(z.gt(0), z.lte(360))),
  thickness: length,
});

/** The search's filters a report carries: the province only when the search held one (Local), never the postal code. */
export const reportedFilters = z.object({
  province: z.nullable(z.enum(PROVINCES)),
  source: z.enum([...PIECE_SOURCES, 'any']),
  carbon: z.enum([...CARBON_CLASSES, 'any']),
  /** The performance filter (ADR 032): least bending strength in MPa and stiffness in GPa, 0 for none. */
  minMor: z.number().check(z.gte(0), z.lte(1000)),
  minMoe: z.number().check(z.gte(0), z.lte(100)),
  durable: z.boolean(),
});
export type ReportedFilters = z.output<typeof reportedFilters>;

const givesALength = (pattern: Record<string, number | undefined>) => Object.entries(pattern).some(([name, value]) => name !== 'arcAngle' && value !== undefined && value > 0);

/** What the client reports of a search that found nothing: at least one length, or there is nothing to cut. */
export const unmetReport = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('knee'), pattern: kneePattern.check(z.refine(givesALength)), filters: reportedFilters }),
  z.object({ kind: z.literal('sweep'), pattern: sweepPattern.check(z.refine(givesALength)), filters: reportedFilters }),
]);
export type UnmetReport = z.output<typeof unmetReport>;

/** The lengths a bucket keeps: a knee's five; a sweep's span, radius (however the pattern gave its curve) and thickness. */
export const BUCKET_MEASURES = [...KNEE_MEASURES, 'span', 'radius'] as const;
export type BucketMeasure = (typeof BUCKET_MEASURES)[number];

/** A report's coarse bucket: what a counter stores and what /stock groups by. */
export interface DemandBucket {
  kind: 'knee' | 'sweep';
  /** Each given length, in mm, rounded to its step (coarseLength). */
  measures: Partial<Record<BucketMeasure, number>>;
  /** The province a Local search held, '' for none. */
  province: Province | '';
  source: ReportedFilters['source'];
  carbon: ReportedFilters['carbon'];
  /** Rounded down to a whole 10 MPa and a whole GPa: no stricter than asked. */
  minMor: number;
  minMoe: number;
  durable: boolean;
}

/**
 * A length to the step a buyer thinks in: a whole inch up to a foot, two
 * inches up to four feet, six inches beyond; in mm, to the stored tenth, so
 * it shows back as whole inches. Zero or less asks nothing: null.
 */
export function coarseLength(mm: number): number | null {
  if (!(mm > 0)) return null;
  const inches = mm / MM_PER_INCH;
  const step = inches < 12 ? 1 : inches < 48 ? 2 : 6;
  return roundToTenth(Math.max(step, Math.round(inches / step) * step) * MM_PER_INCH);
}

function kneeMeasures(pattern: KneePattern): DemandBucket['measures'] {
  const measures: DemandBucket['measures'] = {};
  for (const measure of KNEE_MEASURES) {
    const rounded = coarseLength(pattern[measure] ?? 0);
    if (rounded !== null) measures[measure] = rounded;
  }
  return measures;
}

function sweepMeasures(pattern: SweepPattern): DemandBucket['measures'] {
  const measures: DemandBucket['measures'] = {};
  const radius = patternRadius(pattern);
  const given: [BucketMeasure, number | null | undefined][] = [
    ['span', pattern.span],
    ['radius', radius !== null && Number.isFinite(radius) ? radius : null],
    ['thickness', pattern.thickness],
  ];
  for (const [measure, mm] of given) {
    const rounded = coarseLength(mm ?? 0);
    if (rounded !== null) measures[measure] = rounded;
  }
  return measures;
}

/** The bucket a report is counted in: derived by the server, never a key the caller names. */
export function demandBucket(report: UnmetReport): DemandBucket {
  const { filters } = report;
  return {
    kind: report.kind,
    measures: report.kind === 'knee' ? kneeMeasures(report.pattern) : sweepMeasures(report.pattern),
    province: filters.province ?? '',
    source: filters.source,
    carbon: filters.carbon,
    minMor: Math.floor(filters.minMor / 10) * 10,
    minMoe: Math.floor(filters.minMoe),
    durable: filters.durable,
  };
}

/** One text per bucket, its fields in a fixed order: what the counters are grouped by (and, hashed, named by). */
export function bucketKey(bucket: DemandBucket): string {
  const measures = BUCKET_MEASURES.map((measure) => bucket.measures[measure] ?? '').join(',');
  return [bucket.kind, measures, bucket.province, bucket.source, bucket.carbon, bucket.minMor, bucket.minMoe, bucket.durable ? 1 : 0].join('|');
}

/** The search's equalities (search.ts) for a report: what the server's re-check holds equal. */
export function reportEqualities(filters: ReportedFilters): Equalities {
  const performance = { minMor: filters.minMor, minMoe: filters.minMoe, durable: filters.durable };
  return {
    source: filters.source === 'any' ? null : filters.source,
    carbon: filters.carbon === 'any' ? null : filters.carbon,
    province: filters.province,
    species: asksPerformance(performance) ? qualifyingSpecies(performance) : null,
  };
}

/** The UTC day a time falls in, as its first instant: a counter's day. */
export function dayOf(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The first day /stock lists: the counters of the last RETENTION_DAYS.unmetPattern days, today's included. */
export function demandSince(now: Date): Date {
  return new Date(dayOf(now).getTime() - (RETENTION_DAYS.unmetPattern - 1) * DAY_MS);
}

/** One day's counter as /stock reads it. */
export interface DemandCounter extends DemandBucket {
  day: Date;
  count: number;
}

/** A bucket with its count over the days read, and the last day it was asked. */
export interface DemandGroup extends DemandBucket {
  count: number;
  lastAsked: Date;
}

/** The counters grouped by bucket: the most asked first, then the most recently, then by key (a stable order). */
export function groupDemand(counters: readonly DemandCounter[]): DemandGroup[] {
  const groups = new Map<string, DemandGroup>();
  for (const { day, count, ...bucket } of counters) {
    const key = bucketKey(bucket);
    const group = groups.get(key);
    if (!group) groups.set(key, { ...bucket, count, lastAsked: day });
    else {
      group.count += count;
      if (day > group.lastAsked) group.lastAsked = day;
    }
  }
  return [...groups.entries()]
    .sort(([keyA, a], [keyB, b]) => b.count - a.count || b.lastAsked.getTime() - a.lastAsked.getTime() || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .map(([, group]) => group);
}
