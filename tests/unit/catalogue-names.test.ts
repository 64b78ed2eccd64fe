// @vitest-environment node
// The names a piece's summary uses (src/domain/catalogue/summary.ts) are the
// site's own: the store's species names and /story's partner titles, in each
// language, read from messages/. The domain keeps its copy because it imports
// no message catalogue (the server writes the summary); this holds them equal,
// and sends every refusal of the catalogue's rule with its reason.
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

describe('the catalogue’s refusals', () => {
  it('are each sent with a reason, which the page says in its language (src/features/catalogue/stock/refusals.ts; stock-page.test.tsx shows one)', () => {
    const exported: unknown[] = Object.values(rule);
    const refusals = exported.filter((value): value is string => typeof value === 'string' && value.endsWith('.'));
    expect(refusals.length).toBeGreaterThan(5);
    // A signed-out writer is refused as one not allowed, in words of its own.
    const sent = new Set<string>([...Object.values(rule.PIECE_REFUSALS), rule.SIGN_IN_TO_LIST]);
    for (const refusal of refusals) expect(sent.has(refusal), refusal).toBe(true);
  });
});
