// @vitest-environment node
// The catalogue's species and partner ids are the domain's, and the pages
// that show species and partners keep their own lists (the species pages'
// ids are their URLs): this holds the lists equal, so a piece's species always
// links to a species page and its partner to a /story entry.
import { describe, expect, it } from 'vitest';
import { PARTNER_IDS, SPECIES_IDS } from '../../src/domain/catalogue/piece';
import { PARTNERS } from '../../src/features/content/story-content';
import { SPECIES_GROUPS } from '../../src/features/species/species-data';

describe('catalogue ids', () => {
  it("are the species pages' 29 species", () => {
    const pages = SPECIES_GROUPS.flatMap((group) => group.species.map((species) => species.id));
    expect([...SPECIES_IDS].sort()).toEqual([...pages].sort());
    expect(SPECIES_IDS).toHaveLength(29);
  });

  it("are /story's six partners, in its order", () => {
    expect(PARTNERS.map((partner) => partner.art)).toEqual([...PARTNER_IDS]);
  });
});
