// The router's links and redirects in the page's language: an absolute path
// from src/config/paths.ts ('/store') leads to the same page in the language on
// screen (/fr/store on a French page). Features import these, never the
// router's own (eslint.config.js), so no link leaves a French visitor on an
// English page.
import type { Ref } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type To,
} from 'react-router-dom';
import { useLocale } from './context';
import { localizePath, pagePath, type Locale } from './locale';

/** A destination in a language: absolute paths get the language's prefix; relative ones and bare hashes stay. */
export function localizeTo(to: To, locale: Locale): To {
  if (typeof to === 'string') {
    if (!to.startsWith('/')) return to;
    const end = to.search(/[?#]/);
    const path = end === -1 ? to : to.slice(0, end);
    return `${localizePath(path, locale)}${end === -1 ? '' : to.slice(end)}`;
  }
  if (to.pathname?.startsWith('/')) return { ...to, pathname: localizePath(to.pathname, locale) };
  return to;
}

/** `locale` leads to the page in another language (the header's toggle). */
interface InLocale {
  locale?: Locale;
}

export function Link({ to, locale, ...props }: LinkProps & InLocale & { ref?: Ref<HTMLAnchorElement> }) {
  const pageLocale = useLocale();
  return <RouterLink to={localizeTo(to, locale ?? pageLocale)} {...props} />;
}

export function Navigate({ to, locale, ...props }: NavigateProps & InLocale) {
  const pageLocale = useLocale();
  return <RouterNavigate to={localizeTo(to, locale ?? pageLocale)} {...props} />;
}

/** useNavigate in the page's language (numbers, as in navigate(-1), pass through). */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return (to, options) => {
    if (typeof to === 'number') void navigate(to);
    else void navigate(localizeTo(to, locale), options);
  };
}

/** The current page's path without its language prefix, as src/config/paths.ts names it (/fr/store is /store). */
export function usePagePath(): string {
  return pagePath(useLocation().pathname);
}
