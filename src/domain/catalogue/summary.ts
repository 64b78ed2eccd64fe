// A piece in one line, in each of the site's languages: what the stock list,
// a result and a pricing inquiry show of it ("Larch knee, arm 610 × 150 mm,
// leg 460 × 150 mm, 75 mm thick — Sawyer, Montague PE"). The server stores
// both languages' lines with the piece, so an inquiry copies the words the
// visitor saw and a partner reads it in their own language.
//
// The domain imports no message catalogue, so the names are here, the
// store's species names and /story's partner titles as the pages show them;
// tests/unit/catalogue-names.test.ts holds them equal to messages/.
import type { Language } from '../languages';
import { type PartnerId, type PieceData, type SpeciesId } from './piece';
import { provinceOf, type Province } from './province';

type Names<K extends string> = Readonly<Record<K, string>>;

export const SPECIES_NAMES: Readonly<Record<Language, Names<SpeciesId>>> = {
  'en-CA': {
    'black-spruce': 'Black Spruce',
    'red-spruce': 'Red Spruce',
    'white-spruce': 'White Spruce',
    'balsam-fir': 'Balsam Fir',
    'jack-pine': 'Jack Pine',
    hemlock: 'Hemlock',
    larch: 'Larch',
    'red-pine': 'Red Pine',
    'white-pine': 'White Pine',
    'white-cedar': 'White Cedar',
    'scots-pine': 'Scots Pine',
    'austrian-pine': 'Austrian Pine',
    'norway-spruce': 'Norway Spruce',
    'colorado-spruce': 'Colorado Spruce',
    'bigtooth-aspen': 'Bigtooth Aspen',
    'trembling-aspen': 'Trembling Aspen',
    'balsam-poplar': 'Balsam Poplar',
    'red-maple': 'Red Maple',
    'white-birch': 'White Birch',
    'gray-birch': 'Gray Birch',
    'speckled-alder': 'Speckled Alder',
    basswood: 'Basswood',
    'red-oak': 'Red Oak',
    'yellow-birch': 'Yellow Birch',
    'sugar-maple': 'Sugar Maple',
    ironwood: 'Ironwood',
    beech: 'Beech',
    'burr-oak': 'Burr Oak',
    'black-locust': 'Black Locust',
  },
  'fr-CA': {
    'black-spruce': 'Épinette noire',
    'red-spruce': 'Épinette rouge',
    'white-spruce': 'Épinette blanche',
    'balsam-fir': 'Sapin baumier',
    'jack-pine': 'Pin gris',
    hemlock: 'Pruche du Canada',
    larch: 'Mélèze laricin',
    'red-pine': 'Pin rouge',
    'white-pine': 'Pin blanc',
    'white-cedar': 'Thuya occidental',
    'scots-pine': 'Pin sylvestre',
    'austrian-pine': 'Pin noir d’Autriche',
    'norway-spruce': 'Épinette de Norvège',
    'colorado-spruce': 'Épinette du Colorado',
    'bigtooth-aspen': 'Peuplier à grandes dents',
    'trembling-aspen': 'Peuplier faux-tremble',
    'balsam-poplar': 'Peuplier baumier',
    'red-maple': 'Érable rouge',
    'white-birch': 'Bouleau blanc',
    'gray-birch': 'Bouleau gris',
    'speckled-alder': 'Aulne rugueux',
    basswood: 'Tilleul d’Amérique',
    'red-oak': 'Chêne rouge',
    'yellow-birch': 'Bouleau jaune',
    'sugar-maple': 'Érable à sucre',
    ironwood: 'Ostryer de Virginie',
    beech: 'Hêtre à grandes feuilles',
    'burr-oak': 'Chêne à gros fruits',
    'black-locust': 'Robinier faux-acacia',
  },
};

/** The partners by their /story titles (trade titles keep the generic masculine in French, docs/glossary.md). */
export const PARTNER_NAMES: Readonly<Record<Language, Names<PartnerId>>> = {
  'en-CA': {
    originator: 'Originator',
    woodlot: 'Woodlot Owner',
    harvester: 'Silviculturist and Harvester',
    sawyer: 'Sawyer',
    remanufacturer: 'Remanufacturer',
    architect: 'Architect',
  },
  'fr-CA': {
    originator: 'Initiateur',
    woodlot: 'Propriétaire de boisé',
    harvester: 'Sylviculteur et entrepreneur forestier',
    sawyer: 'Scieur',
    remanufacturer: 'Réusineur',
    architect: 'Architecte',
  },
};

/** Canada Post's abbreviations in English, the Canadian Government's in French. */
const PROVINCE_ABBREVIATIONS: Readonly<Record<Language, Names<Province>>> = {
  'en-CA': { NL: 'NL', NS: 'NS', PE: 'PE', NB: 'NB', QC: 'QC', ON: 'ON', MB: 'MB', SK: 'SK', AB: 'AB', BC: 'BC', NT: 'NT', NU: 'NU', YT: 'YT' },
  'fr-CA': {
    NL: 'T.-N.-L.',
    NS: 'N.-É.',
    PE: 'Î.-P.-É.',
    NB: 'N.-B.',
    QC: 'Qc',
    ON: 'Ont.',
    MB: 'Man.',
    SK: 'Sask.',
    AB: 'Alb.',
    BC: 'C.-B.',
    NT: 'T.N.-O.',
    NU: 'Nt',
    YT: 'Yn',
  },
};

/** A no-break space between a number and its unit, and around ×, so a measurement never wraps apart. */
const NBSP = '\u00a0';

/** A stored length in millimetres, to its tenth where it has one (a decimal comma in French). */
function mm(value: number, language: Language): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${language === 'fr-CA' ? text.replace('.', ',') : text}${NBSP}mm`;
}

const by = (a: number, b: number, language: Language) => `${mm(a, language).replace(`${NBSP}mm`, '')}${NBSP}×${NBSP}${mm(b, language)}`;

/** Where the piece is: its partner, its town and its province. */
function yard(piece: Pick<PieceData, 'partnerId' | 'town' | 'postalCode'>, language: Language): string {
  const province = provinceOf(piece.postalCode);
  const place = province === null ? piece.town : language === 'fr-CA' ? `${piece.town} (${PROVINCE_ABBREVIATIONS[language][province]})` : `${piece.town} ${province}`;
  return `${PARTNER_NAMES[language][piece.partnerId]}, ${place}`;
}

/** "Larch knee, arm 610 × 150 mm, leg 460 × 150 mm, 75 mm thick — Sawyer, Montague PE", in the language asked. */
export function pieceSummary(piece: PieceData, language: Language): string {
  const fr = language === 'fr-CA';
  const name = SPECIES_NAMES[language][piece.species];
  // Mid-sentence in French the common name is lower case, its proper nouns kept (« pin noir d’Autriche »).
  const species = fr ? name.charAt(0).toLowerCase() + name.slice(1) : name;
  const thick = (t: number) => (fr ? `${mm(t, language)} d’épaisseur` : `${mm(t, language)} thick`);
  let shape: string;
  if (piece.kind === 'knee') {
    const m = piece.measures;
    shape = fr
      ? `Courbe en ${species}, bras ${by(m.armLength, m.armDepth, language)}, jambe ${by(m.legLength, m.legDepth, language)}, ${thick(m.thickness)}`
      : `${species} knee, arm ${by(m.armLength, m.armDepth, language)}, leg ${by(m.legLength, m.legDepth, language)}, ${thick(m.thickness)}`;
  } else {
    const m = piece.measures;
    shape = fr
      ? `Pièce arquée en ${species}, portée ${mm(m.span, language)}, flèche ${mm(m.rise, language)}, ${thick(m.thickness)}`
      : `${species} sweep, span ${mm(m.span, language)}, rise ${mm(m.rise, language)}, ${thick(m.thickness)}`;
  }
  return `${shape} — ${yard(piece, language)}`;
}

/** Both languages' lines, as the server stores them with the piece. */
export function pieceSummaries(piece: PieceData): Record<Language, string> {
  return { 'en-CA': pieceSummary(piece, 'en-CA'), 'fr-CA': pieceSummary(piece, 'fr-CA') };
}
