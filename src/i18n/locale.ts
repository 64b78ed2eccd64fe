// Which language a path is in, and the same page's path in the other one
// (issue 17). English pages keep their paths; each French page is `/fr`
// followed by the English path (/fr/store, /fr/quality#durability). Paths
// match case-insensitively, as the router matches them.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/languages';

export type Locale = Language;
export const LOCALES = LANGUAGES;
export const BASE_LOCALE: Locale = DEFAULT_LANGUAGE;

/** The path prefix of French pages. */
export const FRENCH_PREFIX = '/fr';

const french = /^\/fr(?=\/|$)/i;

export function localeOfPath(pathname: string): Locale {
  return french.test(pathname) ? 'fr-CA' : 'en-CA';
}

/** The page's path without its language prefix: /fr/store and /store are both /store. */
export function pagePath(pathname: string): string {
  const rest = pathname.replace(french, '');
  return rest === '' ? '/' : rest;
}

/** An absolute path (as in src/config/paths.ts) in a language: ('/store', 'fr-CA') is /fr/store. */
export function localizePath(path: string, locale: Locale): string {
  const bare = pagePath(path);
  if (locale === BASE_LOCALE) return bare;
  return bare === '/' ? FRENCH_PREFIX : `${FRENCH_PREFIX}${bare}`;
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
}

/** The language's two-letter code, for the narrow toggle ("FR") and `lang` attributes' short forms. */
export function shortCode(locale: Locale): string {
  return locale.slice(0, 2).toUpperCase();
}
