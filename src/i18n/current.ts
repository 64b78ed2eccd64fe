// The language every message function reads. It is the language of the page
// on screen: LocaleProvider sets it, from the route, as it renders, before any
// of its children call a message, so a message is always in the page's
// language, also in an event handler or a validation run after the render.
// The page's subtree is keyed by language, so a switch renders everything
// afresh. Paraglide's messages read it through src/i18n/message-runtime.ts.
import { BASE_LOCALE, type Locale } from './locale';

let current: Locale = BASE_LOCALE;

export function currentLocale(): Locale {
  return current;
}

/** Sets the language messages are read in (LocaleProvider does this; tests may too). */
export function setCurrentLocale(locale: Locale): void {
  current = locale;
}
