// Every French text of the product, wherever it is stored, for the tests that
// read French as a reviewer would (glossary, typography, the brand): each
// message of the catalogue and each variant of a plural, and the French kept
// in src/ (french-source-texts.ts: the consortium's details, the consent
// wordings as stored with their sender filled in, the stored one-line piece
// summaries, the catalogue's measurements, prices and dates as French pages
// render them). The consent wordings are messages too (messages/consent,
// consent_wording_*); a retired version stays verbatim because stored consent
// records name it, so it is marked `retired`: the checks of wording apply to
// what the site shows now.
import { CURRENT_WORDING } from '../../src/domain/consent';
import { load, settings, texts } from './catalogue';
import { SOURCE_TEXTS } from './french-source-texts';

export interface FrenchText {
  /** Its message key. */
  where: string;
  /** The English it translates (joined variants), to tell an error from a success. */
  english: string;
  text: string;
  /** A consent wording no form shows any more, kept word for word as proof. */
  retired: boolean;
}

const WORDING_KEY = /^consent_wording_(newsletter|offers)_(.+)$/;
const current = new Set(Object.values(CURRENT_WORDING));

/** A consent wording's key whose version is not the one a form shows now. */
function isRetiredWording(key: string): boolean {
  const match = WORDING_KEY.exec(key);
  return match !== null && !current.has(`${match[1]}-${match[2]!.replaceAll('_', '-')}`);
}

/** The French messages of the catalogue (messages/<area>/fr-CA.json). */
export const MESSAGE_TEXTS: readonly FrenchText[] = settings['plugin.inlang.messageFormat'].pathPattern.flatMap((pattern) => {
  const english = load(pattern, 'en-CA');
  const french = load(pattern, 'fr-CA');
  return Object.entries(french)
    .filter(([key]) => !key.startsWith('$'))
    .flatMap(([key, message]) =>
      texts(message).map((text) => ({ where: key, english: texts(english[key] ?? '').join(' '), text, retired: isRetiredWording(key) })),
    );
});

export const FRENCH_TEXTS: readonly FrenchText[] = [
  ...MESSAGE_TEXTS,
  ...SOURCE_TEXTS.map(({ where, english, text, version }) => ({ where, english, text, retired: version !== undefined && !current.has(version) })),
];
