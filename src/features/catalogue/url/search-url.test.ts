// @vitest-environment node
// A catalogue search in the URL: the filters and the pattern go in as typed
// and come back out, unknown or broken values fall back to nothing, and the
// pattern is read in stored millimetres.
import { describe, expect, it } from 'vitest';
import { patternSearch, readKneePattern, readSweepPattern } from './pattern';
import { filtersQuery, NO_FILTERS, readFilters } from './filters';
import { fieldValue, isSearched, readDetails, searchParamsOf } from './search-url';

describe('the store filters in the URL', () => {
  it('leaves the defaults out and reads back what was set', () => {
    expect(filtersQuery(NO_FILTERS)).toBe('');
    const query = filtersQuery({ postalCode: 'B3H 4R2', local: true, carbon: 'low', source: 'salvage' });
    expect(query).toBe('?postal=B3H+4R2&local=1&carbon=low&source=salvage');
    expect(readFilters(new URLSearchParams(query))).toEqual({ postalCode: 'B3H 4R2', local: true, carbon: 'low', source: 'salvage' });
  });

  it('reads an unknown carbon class or source as any', () => {
    expect(readFilters(new URLSearchParams('carbon=zero&source=moon&local=yes'))).toEqual(NO_FILTERS);
  });
});

describe('a search in the URL', () => {
  it('keeps the numbers typed, the boxes ticked and the filters, and marks the search', () => {
    const params = searchParamsOf({ armLength: '24', armDepth: '', thickness: '-3', legLength: 'abc' }, ['species', 'grade'], { ...NO_FILTERS, carbon: 'high' });
    expect(isSearched(params)).toBe(true);
    expect(fieldValue(params, 'armLength')).toBe('24');
    expect(fieldValue(params, 'armDepth')).toBe('');
    expect(fieldValue(params, 'thickness')).toBe('');
    expect(fieldValue(params, 'legLength')).toBe('');
    expect(readDetails(params)).toEqual(['species', 'grade']);
    expect(readFilters(params).carbon).toBe('high');
    expect(isSearched(new URLSearchParams('armLength=24'))).toBe(false);
  });

  it('reads a knee pattern in millimetres, leaving out what was not typed', () => {
    expect(readKneePattern(new URLSearchParams('armLength=12&thickness=0.75'))).toEqual({ armLength: 304.8, thickness: 19.1 });
  });

  it('reads a sweep pattern: lengths in millimetres, angles in degrees, the radius from Ro or the centre', () => {
    expect(readSweepPattern(new URLSearchParams('X=60&Y=6&A=30&T=3'))).toEqual({ span: 1524, rise: 152.4, arcAngle: 30, thickness: 76.2 });
    expect(readSweepPattern(new URLSearchParams('X=60&Ro=100&sA=45&A=30'))).toEqual({ span: 1524, radius: 2540, arcAngle: 45 });
    expect(readSweepPattern(new URLSearchParams('Xo=3&Yo=4'))).toEqual({ radius: 127 });
  });

  it('gives a piece’s link the pattern of the search and nothing else, or nothing without a pattern', () => {
    const params = new URLSearchParams('carbon=high&armLength=40&legDepth=8.5&X=60&show=grade&find=1');
    expect(patternSearch('knee', params)).toBe('?armLength=40&legDepth=8.5');
    expect(patternSearch('sweep', params)).toBe('?X=60');
    expect(patternSearch('sweep', new URLSearchParams('X=-1&Ro=abc&find=1'))).toBe('');
  });
});
