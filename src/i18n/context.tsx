import { createContext, Fragment, use, useEffect, type ReactNode } from 'react';
import { setCurrentLocale } from './current';
import { BASE_LOCALE, type Locale } from './locale';

const LocaleContext = createContext<Locale>(BASE_LOCALE);

/** The page's language. */
export function useLocale(): Locale {
  return use(LocaleContext);
}

/**
 * Puts everything below it in one language: message functions, `useLocale`
 * and `<html lang>`. A change of language renders the subtree afresh (it is
 * keyed by language), so nothing keeps a message of the other one.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Set while rendering (an idempotent assignment), so children rendered after
  // this line already read messages in this language.
  setCurrentLocale(locale);
  useEffect(() => {
    setCurrentLocale(locale);
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleContext value={locale}>
      <Fragment key={locale}>{children}</Fragment>
    </LocaleContext>
  );
}
