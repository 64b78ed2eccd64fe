// The species' figures are the cited tables' own: each row below is the
// "12%" line of Wood Handbook (2010) table 5-3a as printed (kPa, MPa, N,
// columns: moisture, specific gravity, modulus of rupture, modulus of
// elasticity, work to maximum load, impact bending, compression parallel,
// compression perpendicular, shear parallel, tension perpendicular, side
// hardness), and the decay grouping's three columns as printed; the data
// file keeps them in MPa, GPa and N, so a mistyped figure fails here.
import { describe, expect, it } from 'vitest';
import type { SpeciesId } from './piece';
import { meetsPerformance, qualifyingSpecies, SPECIES_PROPERTIES } from './species-properties';

const TABLE_5_3A: Partial<Record<SpeciesId, string>> = {
  'black-spruce': 'Black 12% 0.42 74,000 11,100 72 580 41,100 3,800 8,500 — 2,400',
  'red-spruce': 'Red 12% 0.40 74,000 11,400 58 640 38,200 3,800 8,900 2,400 2,200',
  'white-spruce': 'White 12% 0.36 65,000 9,600 53 510 35,700 3,000 6,700 2,500 1,800',
  'balsam-fir': 'Balsam 12% 0.35 63,000 10,000 35 510 36,400 2,800 6,500 1,200 1,700',
  'jack-pine': 'Jack 12% 0.43 68,000 9,300 57 690 39,000 4,000 8,100 2,900 2,500',
  hemlock: 'Eastern 12% 0.40 61,000 8,300 47 530 37,300 4,500 7,300 — 2,200',
  larch: 'Tamarack 12% 0.53 80,000 11,300 49 580 49,400 5,500 8,800 2,800 2,600',
  'red-pine': 'Red 12% 0.46 76,000 11,200 68 660 41,900 4,100 8,400 3,200 2,500',
  'white-pine': 'Eastern white 12% 0.35 59,000 8,500 47 460 33,100 3,000 6,200 2,100 1,700',
  'white-cedar': 'Northern white 12% 0.31 45,000 5,500 33 300 27,300 2,100 5,900 1,700 1,400',
  'bigtooth-aspen': 'Bigtooth 12% 0.39 63,000 9,900 53 — 36,500 3,100 7,400 — —',
  'trembling-aspen': 'Quaking 12% 0.38 58,000 8,100 52 530 29,300 2,600 5,900 1,800 1,600',
  'balsam-poplar': 'Balsam poplar 12% 0.34 47,000 7,600 34 — 27,700 2,100 5,400 — —',
  'red-maple': 'Red 12% 0.54 92,000 11,300 86 810 45,100 6,900 12,800 — 4,200',
  'white-birch': 'Paper 12% 0.55 85,000 11,000 110 860 39,200 4,100 8,300 — 4,000',
  basswood: 'Basswood, American 12% 0.37 60,000 10,100 50 410 32,600 2,600 6,800 2,400 1,800',
  'red-oak': 'Northern red 12% 0.63 99,000 12,500 100 1,090 46,600 7,000 12,300 5,500 5,700',
  'yellow-birch': 'Yellow 12% 0.62 114,000 13,900 143 1,400 56,300 6,700 13,000 6,300 5,600',
  'sugar-maple': 'Sugar 12% 0.63 109,000 12,600 114 990 54,000 10,100 16,100 — 6,400',
  beech: 'Beech, American 12% 0.64 103,000 11,900 104 1,040 50,300 7,000 13,900 7,000 5,800',
  'burr-oak': 'Bur 12% 0.64 71,000 7,100 68 740 41,800 8,300 12,500 4,700 6,100',
  'black-locust': 'Locust, black 12% 0.69 134,000 14,100 127 1,450 70,200 12,600 17,100 4,400 7,600',
};

/** The grouping's columns as printed, each entry the name it gives. */
const DECAY_GROUPS = {
  resistant: 'Baldcypress (old growth); Catalpa; Cedars; Cherry, black; Chestnut; Cypress, Arizona; Junipers; Locust, black; Mulberry, red; Oak, bur; Oak, chestnut; Oak, Gambel; Oak, Oregon white; Oak, post; Oak, white; Osage-orange; Redwood; Sassafras; Walnut, black; Yew, Pacific',
  'moderately-resistant': 'Baldcypress (young growth); Douglas-fir; Honeylocust; Larch, western; Oak, swamp chestnut; Pine, eastern white; Pine, longleaf; Pine, slash; Tamarack',
  slight:
    'Alder; Ashes; Aspens; Basswood; Beech; Birches; Buckeye; Butternut; Cottonwood; Elms; Hackberry; Hemlocks; Hickories; Magnolia; Maples; Oak (red and black species); Pines (most other species); Poplar; Spruces; Sweetgum; Sycamore; Willows; Yellow-poplar',
} as const;

/** The grouping's entry each species falls under. */
const DECAY_ENTRY: Partial<Record<SpeciesId, string>> = {
  'black-spruce': 'Spruces',
  'red-spruce': 'Spruces',
  'white-spruce': 'Spruces',
  'colorado-spruce': 'Spruces',
  'jack-pine': 'Pines (most other species)',
  'red-pine': 'Pines (most other species)',
  hemlock: 'Hemlocks',
  larch: 'Tamarack',
  'white-pine': 'Pine, eastern white',
  'white-cedar': 'Cedars',
  'bigtooth-aspen': 'Aspens',
  'trembling-aspen': 'Aspens',
  'balsam-poplar': 'Poplar',
  'red-maple': 'Maples',
  'sugar-maple': 'Maples',
  'white-birch': 'Birches',
  'gray-birch': 'Birches',
  'yellow-birch': 'Birches',
  'speckled-alder': 'Alder',
  basswood: 'Basswood',
  'red-oak': 'Oak (red and black species)',
  beech: 'Beech',
  'burr-oak': 'Oak, bur',
  'black-locust': 'Locust, black',
};

/** A printed figure: "74,000" is 74000, "—" is none. */
const figure = (text: string): number | null => (text === '—' ? null : Number(text.replaceAll(',', '')));

/** The numbers after the "12%" column, in order. */
function columns(row: string): (number | null)[] {
  const after = row.slice(row.indexOf('12%') + 3).trim().split(/\s+/);
  expect(after).toHaveLength(10);
  return after.map(figure);
}

describe('species properties', () => {
  it('has a row of table 5-3a for at least ten species, and each matches it', () => {
    const rows = Object.entries(TABLE_5_3A) as [SpeciesId, string][];
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const [id, row] of rows) {
      const [specificGravity, mor, moe, , , compression, , , , hardness] = columns(row);
      const mechanical = SPECIES_PROPERTIES[id].mechanical;
      expect(mechanical, id).not.toBeNull();
      expect(mechanical?.table, id).toBe('5-3a');
      expect(mechanical?.grown, id).toBe('us');
      expect(mechanical?.specificGravity, id).toBe(specificGravity);
      expect(mechanical?.mor, id).toBeCloseTo((mor ?? NaN) / 1000, 6);
      expect(mechanical?.moe, id).toBeCloseTo((moe ?? NaN) / 1000, 6);
      expect(mechanical?.compression, id).toBeCloseTo((compression ?? NaN) / 1000, 6);
      expect(mechanical?.hardness, id).toBe(hardness);
    }
  });

  it('gives figures only for the species a table row is held for here', () => {
    for (const [id, properties] of Object.entries(SPECIES_PROPERTIES) as [SpeciesId, (typeof SPECIES_PROPERTIES)[SpeciesId]][]) {
      expect(properties.mechanical === null, id).toBe(TABLE_5_3A[id] === undefined);
      if (properties.mechanical === null) expect(properties.note, id).toBeTruthy();
    }
  });

  it("classes each species' heartwood as the decay grouping's column that names it", () => {
    for (const [id, properties] of Object.entries(SPECIES_PROPERTIES) as [SpeciesId, (typeof SPECIES_PROPERTIES)[SpeciesId]][]) {
      const entry = DECAY_ENTRY[id];
      if (entry === undefined) {
        expect(properties.decay, id).toBeNull();
        continue;
      }
      const column = (Object.keys(DECAY_GROUPS) as (keyof typeof DECAY_GROUPS)[]).find((name) => DECAY_GROUPS[name].split('; ').includes(entry));
      expect(column, id).toBeDefined();
      expect(properties.decay, id).toBe(column);
    }
  });

  it('filters species by least bending strength, stiffness and durable heartwood', () => {
    expect(qualifyingSpecies({ minMor: 0, minMoe: 0, durable: true })).toEqual(['white-cedar', 'burr-oak', 'black-locust']);
    expect(qualifyingSpecies({ minMor: 100, minMoe: 0, durable: false })).toEqual(['yellow-birch', 'sugar-maple', 'beech', 'black-locust']);
    expect(qualifyingSpecies({ minMor: 100, minMoe: 0, durable: true })).toEqual(['black-locust']);
    expect(qualifyingSpecies({ minMor: 0, minMoe: 13, durable: false })).toEqual(['yellow-birch', 'black-locust']);
    // A species without published figures never meets a minimum.
    expect(meetsPerformance('ironwood', { minMor: 1, minMoe: 0, durable: false })).toBe(false);
    expect(meetsPerformance('ironwood', { minMor: 0, minMoe: 0, durable: false })).toBe(true);
  });
});
