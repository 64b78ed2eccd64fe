// The header's language toggle (issue 17), as Canada.ca has it: a link to the
// same page in the other language, keeping the query and the #section, in
// that language's own words ("Français" on wide screens, "FR" on narrow ones).
// The page in the other language opens where the reader was, with what they
// had typed (language-handoff.ts).
import { useLocation } from 'react-router-dom';
import { Link, localizePath, otherLocale, pagePath, shortCode, useLocale, type Locale } from '../../../i18n';
import { rememberLocale } from './language-choice';
import { handOff, loadHandoff, usePrefetchHandoff } from './use-language-handoff';
import styles from '../header.module.css';

/** Each language's name in itself: the toggle is read in the language it leads to. */
const NAMES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

export function LanguageToggle() {
  const { pathname, search, hash } = useLocation();
  const target = otherLocale(useLocale());
  usePrefetchHandoff();
  return (
    <Link
      to={{ pathname: pagePath(pathname), search, hash }}
      locale={target}
      lang={target}
      hrefLang={target}
      className={styles.language}
      // Pointing at the toggle fetches the handover code, if the page has not yet.
      onPointerEnter={() => void loadHandoff()}
      onFocus={() => void loadHandoff()}
      onClick={() => {
        rememberLocale(target);
        handOff(localizePath(pagePath(pathname), target));
      }}
    >
      <span className={styles.languageWide}>{NAMES[target]}</span>
      <abbr className={styles.languageNarrow} title={NAMES[target]}>
        {shortCode(target)}
      </abbr>
    </Link>
  );
}
