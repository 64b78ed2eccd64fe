// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bucketKey, coarseLength, dayOf, demandBucket, demandSince, groupDemand, unmetReport, type DemandCounter } from './demand';
import { radiusFromSpanAndRise } from './matching';
import { roundToTenth } from './units';

const NONE = { province: null, source: 'any', carbon: 'any', minMor: 0, minMoe: 0, durable: false } as const;
const inches = (value: number) => roundToTenth(value * 25.4);

describe('coarseLength', () => {
  it('rounds to the inch up to a foot, to 2 inches up to four feet, to 6 inches beyond, and asks nothing of 0', () => {
    expect(coarseLength(inches(5.4))).toBe(127);
    expect(coarseLength(inches(35.2))).toBe(914.4);
    expect(coarseLength(inches(36.9))).toBe(914.4);
    expect(coarseLength(inches(100))).toBe(inches(102));
    expect(coarseLength(inches(0.2))).toBe(25.4);
    expect(coarseLength(0)).toBeNull();
  });
});

describe('demandBucket', () => {
  it('puts a 36-inch knee typed as 36 or 36.25 inches in one bucket, and a Local search apart', () => {
    const report = (armLength: number, province: 'NB' | null = null) => unmetReport.parse({ kind: 'knee', pattern: { armLength, thickness: inches(6) }, filters: { ...NONE, province } });
    expect(bucketKey(demandBucket(report(inches(36))))).toBe(bucketKey(demandBucket(report(inches(36.25)))));
    expect(bucketKey(demandBucket(report(inches(36))))).not.toBe(bucketKey(demandBucket(report(inches(36), 'NB'))));
    expect(demandBucket(report(inches(36), 'NB'))).toEqual({
      kind: 'knee',
      measures: { armLength: 914.4, thickness: 152.4 },
      province: 'NB',
      source: 'any',
      carbon: 'any',
      minMor: 0,
      minMoe: 0,
      durable: false,
    });
  });

  it('keeps a sweep’s span, radius (however the curve was given) and thickness, and no stricter performance than asked', () => {
    const span = inches(96);
    const rise = inches(8);
    const bucket = demandBucket(unmetReport.parse({ kind: 'sweep', pattern: { span, rise, thickness: inches(4) }, filters: { ...NONE, minMor: 87, minMoe: 11.9 } }));
    expect(bucket.measures).toEqual({ span: inches(96), radius: coarseLength(radiusFromSpanAndRise(span, rise)), thickness: inches(4) });
    expect([bucket.minMor, bucket.minMoe]).toEqual([80, 11]);
  });
});

describe('unmetReport', () => {
  it('refuses a pattern without a length, a length past 20 m, an unknown province, and drops what it does not know', () => {
    expect(unmetReport.safeParse({ kind: 'knee', pattern: {}, filters: NONE }).success).toBe(false);
    expect(unmetReport.safeParse({ kind: 'knee', pattern: { armLength: 20_001 }, filters: NONE }).success).toBe(false);
    expect(unmetReport.safeParse({ kind: 'knee', pattern: { armLength: 900 }, filters: { ...NONE, province: 'ZZ' } }).success).toBe(false);
    const parsed = unmetReport.parse({ kind: 'knee', pattern: { armLength: 900 }, filters: { ...NONE, postalCode: 'E1A 1A1' }, email: 'a@b.ca', uid: 'u1' });
    expect(parsed).toEqual({ kind: 'knee', pattern: { armLength: 900 }, filters: NONE });
  });
});

describe('groupDemand', () => {
  const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
  const counter = (armLength: number, at: string, count: number): DemandCounter => ({
    ...demandBucket(unmetReport.parse({ kind: 'knee', pattern: { armLength }, filters: NONE })),
    day: day(at),
    count,
  });

  it('sums a bucket’s days, the most asked first, then the most recently asked', () => {
    const groups = groupDemand([counter(inches(36), '2026-11-01', 2), counter(inches(24), '2026-11-20', 3), counter(inches(36), '2026-11-25', 1), counter(inches(48), '2026-11-02', 3)]);
    expect(groups.map((group) => [group.measures.armLength, group.count, group.lastAsked.toISOString().slice(0, 10)])).toEqual([
      [inches(36), 3, '2026-11-25'],
      [inches(24), 3, '2026-11-20'],
      [inches(48), 3, '2026-11-02'],
    ]);
  });

  it('reads the last 90 days, today’s included', () => {
    const now = new Date('2026-11-29T15:00:00.000Z');
    expect(dayOf(now).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(demandSince(now).toISOString()).toBe('2026-09-01T00:00:00.000Z');
  });
});
