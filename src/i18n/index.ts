// The site's two languages (issue 17, docs/decisions/010-i18n-library.md and 011-bilingual-pages.md).
// Messages: `import { m } from '../../i18n'` then `m.store_heading()`; each
// message is a function compiled by Paraglide from messages/<area>/<locale>.json
// and reads the page's language when called.
export { m } from '../paraglide/messages.js';
export { LocaleProvider, useLocale } from './context';
export { currentLocale, setCurrentLocale } from './current';
export { BASE_LOCALE, LOCALES, localeOfPath, localizePath, otherLocale, pagePath, shortCode, type Locale } from './locale';
export { Link, Navigate, localizeTo, useNavigate, usePagePath } from './navigation';
