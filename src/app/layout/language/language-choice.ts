// The language a visitor chose with the header's toggle, remembered on this
// device (issue 17), so / leads them to the store in it. Only the toggle
// writes it: following a link into the other language is not a choice.
import { isLanguage, type Language } from '../../../domain/languages';

const KEY = 'atc-language';

export function rememberedLocale(): Language | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked or no window (prerender)
  }
}

export function rememberLocale(locale: Language): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Storage blocked: the toggle still works; only / forgets.
  }
}
