// The French the product keeps outside messages/ (the 2026-11-28 review, G7):
// each as a page or a mail shows it, with where it is stored. The glossary,
// typography and brand tests read these with the messages (french-texts.ts).
// A module that builds French from parts (a summary, a measurement, a price, a
// date) is read through its output for every seeded piece, so a rule the
// builder breaks shows up as the reader would see it.
import { CONSENT_WORDING } from '../../src/domain/consent';
import { DATA_REGION, MAIL_PROCESSOR, POSTAL_ADDRESS, PRIVACY_OFFICER } from '../../src/domain/consortium';
import { PARTNER_NAMES, SPECIES_NAMES, pieceSummary } from '../../src/domain/catalogue/summary';
import { SEED_PIECES } from '../../src/domain/catalogue/seed-pieces';
import { formatAngle, formatLength } from '../../src/domain/catalogue/units';
import { setCurrentLocale } from '../../src/i18n/current';
import { formatLongDate, formatShortDateTime } from '../../src/lib/dates';
import { measurementRows, priceText } from '../../src/features/catalogue/piece-text';

export interface SourceText {
  where: string;
  english: string;
  text: string;
  /** A consent wording's version: retired unless a form shows it now. */
  version?: string;
}

const both = (where: string, values: Readonly<Record<'en-CA' | 'fr-CA', string>>): SourceText => ({ where, english: values['en-CA'], text: values['fr-CA'] });

/** The piece-text builders read the page's language; the French page's, then back. */
function frenchPage<T>(read: () => T): T {
  setCurrentLocale('fr-CA');
  try {
    return read();
  } finally {
    setCurrentLocale('en-CA');
  }
}

const consortium: SourceText[] = [
  both('src/domain/consortium.ts PRIVACY_OFFICER.title', PRIVACY_OFFICER.title),
  both('src/domain/consortium.ts POSTAL_ADDRESS', POSTAL_ADDRESS),
  both('src/domain/consortium.ts MAIL_PROCESSOR', MAIL_PROCESSOR),
  { where: 'src/domain/consortium.ts DATA_REGION', english: DATA_REGION, text: DATA_REGION },
];

/** As src/domain/consent-wordings.ts stores them and a consent record copies them: the sender filled in. */
const wordings: SourceText[] = Object.entries(CONSENT_WORDING).map(([version, wording]) => ({
  where: `src/domain/consent-wordings.ts ${version}`,
  english: wording.text['en-CA'],
  text: wording.text['fr-CA'],
  version,
}));

const names: SourceText[] = [
  ...Object.entries(SPECIES_NAMES['fr-CA']).map(([id, text]) => ({ where: `src/domain/catalogue/summary.ts SPECIES_NAMES ${id}`, english: SPECIES_NAMES['en-CA'][id as keyof (typeof SPECIES_NAMES)['en-CA']], text })),
  ...Object.entries(PARTNER_NAMES['fr-CA']).map(([id, text]) => ({ where: `src/domain/catalogue/summary.ts PARTNER_NAMES ${id}`, english: PARTNER_NAMES['en-CA'][id as keyof (typeof PARTNER_NAMES)['en-CA']], text })),
];

const pieces: SourceText[] = SEED_PIECES.flatMap((piece) => [
  { where: `src/domain/catalogue/summary.ts pieceSummary ${piece.id}`, english: pieceSummary(piece, 'en-CA'), text: pieceSummary(piece, 'fr-CA') },
  ...frenchPage(() => measurementRows(piece, 'fr-CA')).map(({ name, value }) => ({
    where: `src/features/catalogue/piece-text.ts measurementRows ${piece.id}`,
    english: '',
    text: `${name}\u00a0: ${value}`,
  })),
  { where: `src/features/catalogue/piece-text.ts priceText ${piece.id}`, english: '', text: frenchPage(() => priceText(piece.priceCents, 'fr-CA')) },
]);

const numbers: SourceText[] = [
  { where: 'src/domain/catalogue/units.ts formatLength', english: formatLength(304.8, 'en-CA'), text: formatLength(304.8, 'fr-CA') },
  { where: 'src/domain/catalogue/units.ts formatAngle', english: formatAngle(22.5, 'en-CA'), text: formatAngle(22.5, 'fr-CA') },
  { where: 'src/features/catalogue/piece-text.ts priceText', english: priceText(125_050, 'en-CA'), text: priceText(125_050, 'fr-CA') },
  { where: 'src/lib/dates.ts formatLongDate', english: formatLongDate('2026-12-01', { locale: 'en-CA' }), text: formatLongDate('2026-12-01', { locale: 'fr-CA' }) },
  {
    where: 'src/lib/dates.ts formatShortDateTime',
    english: formatShortDateTime('2026-12-01T19:05:00Z', { locale: 'en-CA', timeZone: 'America/Halifax' }),
    text: formatShortDateTime('2026-12-01T19:05:00Z', { locale: 'fr-CA', timeZone: 'America/Halifax' }),
  },
];

export const SOURCE_TEXTS: readonly SourceText[] = [...consortium, ...wordings, ...names, ...pieces, ...numbers];
