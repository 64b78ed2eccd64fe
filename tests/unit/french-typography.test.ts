// @vitest-environment node
// French typography and the brand, over every French text of the product,
// messages and the French kept in src/ alike (french-texts.ts): Canadian
// French puts a no-break space (U+00A0, or the narrow U+202F) before « : »
// and inside « », never an ordinary space, which lets a line break strand the
// colon or the guillemet. No space before ; ! ? (the glossary's convention; a
// narrow no-break space U+202F is let through, never an ordinary or a full
// no-break one). A no-break space before $ and %, and between a number (or a
// placeholder that stands for one) and its unit, so « 48 heures » or
// « 610 mm » never wraps apart. The consortium's name is a brand:
// « Atlantic Timber Consortium », never translated and used without an
// article, as the glossary says.
import { FRENCH_TEXTS, MESSAGE_TEXTS, type FrenchText } from './french-texts';

const NO_BREAK = '[\\u00a0\\u202f]';
/** The units a number or a placeholder comes before in the site's texts (times of day, « 14 h 05 », come from Intl). */
const UNIT = /(?:\d|\})\u0020(?:heures?|jours?|ans|mois|semaines?|minutes?|secondes?|mm|cm|m|km|po|pi|kg|t|tonnes?|Mo|Ko|Go|caractères?|photos?|images?|°C)(?![\p{L}’'])/u;

/** The typographic faults of a French text, named. */
export function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  if (/ :/.test(text)) faults.push('ordinary space before « : »');
  if (/[\p{L}\p{N}}»)]:(?!\/\/)/u.test(text)) faults.push('no space before « : »');
  if (/« /.test(text)) faults.push('ordinary space after «');
  if (/ »/.test(text)) faults.push('ordinary space before »');
  if (new RegExp(`«(?!${NO_BREAK}| )`).test(text)) faults.push('no space after «');
  if (new RegExp(`(?<!${NO_BREAK}| )»`).test(text)) faults.push('no space before »');
  if (/[ \u00a0][;!?]/.test(text)) faults.push('a space before ; ! ?');
  if (/(?<![\u00a0\u202f])[$%]/.test(text)) faults.push('no no-break space before $ or %');
  if (UNIT.test(text)) faults.push('ordinary space between a number and its unit');
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

const faultsIn = (texts: readonly FrenchText[], check: (text: string) => string[]) =>
  texts.filter(({ retired }) => !retired).flatMap(({ where, text }) => check(text).map((found) => `${where}: ${found} in « ${text} »`));
const fault = (check: (text: string) => string[]) => faultsIn(FRENCH_TEXTS, check);

describe('French typography', () => {
  it('finds each fault in a planted example', () => {
    expect(typographyFaults('Motif : spam')).toContain('ordinary space before « : »');
    expect(typographyFaults('Motif: spam')).toContain('no space before « : »');
    expect(typographyFaults('la mention « Ce message a été supprimé\u00a0»')).toContain('ordinary space after «');
    expect(typographyFaults('la mention «\u00a0Ce message a été supprimé »')).toContain('ordinary space before »');
    expect(typographyFaults('la mention «Ce message»')).toEqual(['no space after «', 'no space before »']);
    expect(typographyFaults('Félicitations !')).toEqual(['a space before ; ! ?']);
    expect(typographyFaults('Vous avez des questions\u00a0?')).toEqual(['a space before ; ! ?']);
    expect(typographyFaults('Visitez la boutique ; vous pourrez adhérer')).toEqual(['a space before ; ! ?']);
    expect(typographyFaults('Prix : 100$')).toContain('no no-break space before $ or %');
    expect(typographyFaults('100 $')).toEqual(['no no-break space before $ or %']);
    expect(typographyFaults('{percent} %')).toEqual(['no no-break space before $ or %']);
    for (const bad of ['dans les 48 heures', '{days} jours', '{years} ans', 'entre 1 mm et 20\u00a0m', 'au plus 20 m.', '{max} caractères', '0,8 tonne', 'jusqu’à 6 photos', 'de 10 Mo']) {
      expect(typographyFaults(bad), bad).toEqual(['ordinary space between a number and its unit']);
    }
  });

  it('lets through what is right', () => {
    for (const right of [
      'Motif\u00a0: spam',
      'Compte\u202f: {name}',
      'la mention «\u00a0Ce message a été supprimé\u00a0»',
      'Voir https://example.com',
      '14 h 05',
      'Prix?',
      'Félicitations!',
      'Félicitations\u202f!',
      'Visitez la boutique; vous pourrez adhérer',
      '100\u00a0000\u00a0$',
      '{percent}\u00a0%',
      'dans les 48\u00a0heures',
      '{days}\u00a0jours',
      'entre 1\u00a0mm et 20\u00a0m',
      '304,8\u00a0mm (12\u00a0po)',
      '22,5°',
      '{name} m’a répondu',
      '3 membres',
      'https://example.com/?a=1',
    ]) {
      expect(typographyFaults(right), right).toEqual([]);
    }
  });

  it('holds in every French text of the product', () => {
    expect(MESSAGE_TEXTS.length).toBeGreaterThan(1300);
    // The French kept in src/ is read too: the consortium's details, the stored wordings, the summaries, the measurements.
    const sources = FRENCH_TEXTS.filter(({ where }) => where.startsWith('src/')).map(({ where }) => where.split(' ')[0]);
    expect(new Set(sources)).toEqual(
      new Set([
        'src/domain/consortium.ts',
        'src/domain/consent-wordings.ts',
        'src/domain/catalogue/summary.ts',
        'src/domain/catalogue/units.ts',
        'src/features/catalogue/piece-text.ts',
        'src/lib/dates.ts',
      ]),
    );
    // The consent wordings are read with the rest, as messages and as stored (newsletter, offers, pattern alerts); only retired versions, kept verbatim as proof, are not.
    expect(FRENCH_TEXTS.filter(({ where, retired }) => /consent_wording_|consent-wordings/.test(where) && !retired)).toHaveLength(6);
    expect(FRENCH_TEXTS.filter(({ retired }) => retired).map(({ where }) => where)).toEqual([
      'consent_wording_newsletter_2026_11',
      'consent_wording_offers_2026_11',
      'consent_wording_newsletter_2026_11_27',
      'consent_wording_offers_2026_11_27',
      'src/domain/consent-wordings.ts newsletter-2026-11',
      'src/domain/consent-wordings.ts offers-2026-11',
      'src/domain/consent-wordings.ts newsletter-2026-11-27',
      'src/domain/consent-wordings.ts offers-2026-11-27',
    ]);
    expect(fault(typographyFaults)).toEqual([]);
  });

  it('would catch a fault in the French kept in src/', () => {
    const planted: FrenchText = { where: 'src/domain/consortium.ts (planted)', english: '', text: 'un délai de 30 jours !', retired: false };
    expect(faultsIn([...FRENCH_TEXTS, planted], typographyFaults)).toEqual([
      ...fault(typographyFaults),
      'src/domain/consortium.ts (planted): a space before ; ! ? in « un délai de 30 jours ! »',
      'src/domain/consortium.ts (planted): ordinary space between a number and its unit in « un délai de 30 jours ! »',
    ]);
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
