// @vitest-environment node
// The names a piece's summary uses (src/domain/catalogue/summary.ts) are the
// site's own: the store's species names and /story's partner titles, in each
// language, read from messages/. The domain keeps its copy because it imports
// no message catalogue (the server writes the summary); this holds them equal,
// and gives every refusal of the catalogue's rule its message in each language.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/languages';
import { PARTNER_IDS, SPECIES_IDS } from '../../src/domain/catalogue/piece';
import { PARTNER_NAMES, SPECIES_NAMES } from '../../src/domain/catalogue/summary';
import * as rule from '../../src/domain/server/pieces';

const messages = (area: string, language: string) => JSON.parse(readFileSync(`messages/${area}/${language}.json`, 'utf8')) as Record<string, unknown>;

describe.each(LANGUAGES)('the summary’s names in %s', (language) => {
  it('are the store’s species names', () => {
    const store = messages('store', language);
    for (const id of SPECIES_IDS) expect(SPECIES_NAMES[language][id], id).toBe(store[`store_species_${id.replaceAll('-', '_')}`]);
  });

  it('are /story’s partner titles', () => {
    const content = messages('content', language);
    for (const id of PARTNER_IDS) expect(PARTNER_NAMES[language][id], id).toBe(content[`content_story_partner_${id}_role`]);
  });
});

describe.each(LANGUAGES)('the catalogue’s refusals in %s', (language) => {
  it('each have their message, for every refusal the rule makes', () => {
    const catalogue = messages('catalogue', language);
    const exported: unknown[] = Object.values(rule);
    const refusals = exported.filter((value): value is string => typeof value === 'string' && value.endsWith('.'));
    expect(refusals.length).toBeGreaterThan(5);
    for (const refusal of refusals) {
      const key = rule.PIECE_REFUSALS[refusal];
      expect(key, refusal).toBeDefined();
      expect(catalogue[key!], key).toEqual(expect.any(String));
    }
  });
});
