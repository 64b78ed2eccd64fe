// @vitest-environment node
// French typography and the brand, over every French text of the product
// (french-texts.ts): Canadian French puts a no-break space (U+00A0, or the
// narrow U+202F) before « : » and inside « », never an ordinary space, which
// lets a line break strand the colon or the guillemet. The consortium's name
// is a brand: « Atlantic Timber Consortium », never translated and used
// without an article, as the glossary says.
import { FRENCH_TEXTS } from './french-texts';

const NO_BREAK = '[\\u00a0\\u202f]';

/** The typographic faults of a French text, named. */
export function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  if (/ :/.test(text)) faults.push('ordinary space before « : »');
  if (/[\p{L}\p{N}}»)]:(?!\/\/)/u.test(text)) faults.push('no space before « : »');
  if (/« /.test(text)) faults.push('ordinary space after «');
  if (/ »/.test(text)) faults.push('ordinary space before »');
  if (new RegExp(`«(?!${NO_BREAK}| )`).test(text)) faults.push('no space after «');
  if (new RegExp(`(?<!${NO_BREAK}| )»`).test(text)) faults.push('no space before »');
  return faults;
}

const BRAND = 'Atlantic Timber Consortium';
/** A translation of the brand, or the brand with an article or a contracted one. */
export function brandFaults(text: string): string[] {
  const faults: string[] = [];
  if (/Consortium (?:du|de) bois|consortium forestier de l['’]Atlantique|Consortium de l['’]Atlantique/i.test(text)) faults.push('the brand translated');
  if (/\b(?:[lL]['’]|(?:[Ll]e|[Dd]u|[Aa]u|[Dd]es|[Aa]ux) )Atlantic Timber Consortium/.test(text)) faults.push('the brand with an article');
  return faults;
}

const fault = (check: (text: string) => string[]) =>
  FRENCH_TEXTS.filter(({ retired }) => !retired).flatMap(({ where, text }) => check(text).map((found) => `${where}: ${found} in « ${text} »`));

describe('French typography', () => {
  it('finds each fault in a planted example', () => {
    expect(typographyFaults('Motif : spam')).toContain('ordinary space before « : »');
    expect(typographyFaults('Motif: spam')).toContain('no space before « : »');
    expect(typographyFaults('la mention « Ce message a été supprimé\u00a0»')).toContain('ordinary space after «');
    expect(typographyFaults('la mention «\u00a0Ce message a été supprimé »')).toContain('ordinary space before »');
    expect(typographyFaults('la mention «Ce message»')).toEqual(['no space after «', 'no space before »']);
  });

  it('lets through what is right', () => {
    for (const right of [
      'Motif\u00a0: spam',
      'Compte\u202f: {name}',
      'la mention «\u00a0Ce message a été supprimé\u00a0»',
      'Voir https://example.com',
      '14 h 05',
      'Prix?',
    ]) {
      expect(typographyFaults(right), right).toEqual([]);
    }
  });

  it('holds in every French text of the product', () => {
    expect(FRENCH_TEXTS.length).toBeGreaterThan(900);
    // The consent wordings are read with the rest; only retired versions, kept verbatim as proof, are not.
    expect(FRENCH_TEXTS.filter(({ where, retired }) => where.startsWith('consent_wording_') && !retired)).toHaveLength(2);
    expect(FRENCH_TEXTS.filter(({ retired }) => retired).map(({ where }) => where)).toEqual(['consent_wording_newsletter_2026_11', 'consent_wording_offers_2026_11']);
    expect(fault(typographyFaults)).toEqual([]);
  });
});

describe('the brand', () => {
  it('finds a translation and an article in a planted example', () => {
    expect(brandFaults('un compte du Consortium du bois de l’Atlantique')).toEqual(['the brand translated']);
    expect(brandFaults('votre demande auprès de l’Atlantic Timber Consortium')).toEqual(['the brand with an article']);
    expect(brandFaults('les offres de l’Atlantic Timber Consortium')).toEqual(['the brand with an article']);
    expect(brandFaults('les offres du Atlantic Timber Consortium')).toEqual(['the brand with an article']);
  });

  it('lets the brand stand alone', () => {
    expect(brandFaults(`l’infolettre d’${BRAND}`)).toEqual([]);
    expect(brandFaults(`${BRAND} vous remercie`)).toEqual([]);
    expect(brandFaults(`votre demande auprès d’${BRAND}`)).toEqual([]);
  });

  it('is never translated and never takes an article in any French text', () => {
    expect(fault(brandFaults)).toEqual([]);
  });
});
