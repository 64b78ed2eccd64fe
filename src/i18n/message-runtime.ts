// What Paraglide's compiled messages import from its runtime (getLocale and
// experimentalStaticLocale), and nothing else: the build points the messages'
// `../runtime.js` here (scripts/paraglide.config.mjs, messageRuntime), so the
// site ships no locale strategies it does not use (cookies, URL patterns,
// storage, redirects). The language is the page's, set by LocaleProvider.
import { currentLocale } from './current';

export const experimentalStaticLocale: undefined = undefined;

export const getLocale = currentLocale;
