// The links the site's mails carry: absolute URLs on the site's origin, in the
// recipient's language (/fr/… for French), so a mail opens the page it names
// in the language it was written in. The functions take the origin from their
// SITE_ORIGIN parameter, the local backend from the page it runs in.
import type { Language } from '../languages';

/** An absolute link to `path` (an English path such as /verify) in `language`, with its query. */
export function siteLink(origin: string, path: string, language: Language, query: Record<string, string> = {}): string {
  const url = new URL(language === 'fr-CA' ? `/fr${path}` : path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** Where the site runs under `npm start` and the emulators. */
export const DEV_ORIGIN = 'http://localhost:5173';

/**
 * The origin mailed links point at, from the functions' SITE_ORIGIN: the
 * emulators fall back to the dev server, production refuses to send links
 * rather than mail a recipient links to their own machine.
 */
export function siteOriginOf(configured: string | undefined, emulator: boolean): string {
  const value = configured?.trim() ?? '';
  if (value === '') {
    if (emulator) return DEV_ORIGIN;
    throw new Error('SITE_ORIGIN is not set (functions/.env.<project>): no mail with links is sent until it names the site’s origin.');
  }
  return new URL(value).origin;
}
