// The router's links and redirects in the page's language: an absolute path
// from src/config/paths.ts ('/store') leads to the same page in the language on
// screen (/fr/store on a French page). Features import these, never the
// router's own (eslint.config.js), so no link leaves a French visitor on an
// English page.
import { useEffect, type Ref } from 'react';
import {
  createPath,
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

/** The one language this build's messages carry (a production build), or null when they carry both (vite.config.ts). */
declare const __BUILD_LOCALE__: Locale | null;

/**
 * Whether a page in `locale` needs the other language's build: then the
 * browser loads it as a new document (as Canada.ca's toggle does), since this
 * build's messages have only its own language.
 */
export function needsOtherBuild(locale: Locale): boolean {
  return __BUILD_LOCALE__ !== null && locale !== __BUILD_LOCALE__;
}

/** `locale` leads to the page in another language (the header's toggle). */
interface InLocale {
  locale?: Locale;
}

export function Link({ to, locale, reloadDocument, ...props }: LinkProps & InLocale & { ref?: Ref<HTMLAnchorElement> }) {
  const pageLocale = useLocale();
  const target = locale ?? pageLocale;
  return <RouterLink to={localizeTo(to, target)} reloadDocument={reloadDocument || needsOtherBuild(target)} {...props} />;
}

export function Navigate({ to, locale, ...props }: NavigateProps & InLocale) {
  const pageLocale = useLocale();
  const target = locale ?? pageLocale;
  const destination = localizeTo(to, target);
  if (needsOtherBuild(target)) return <LoadDocument href={typeof destination === 'string' ? destination : createPath(destination)} replace={props.replace} />;
  return <RouterNavigate to={destination} {...props} />;
}

/** Goes to a page of the other language's build: a new document, not a route change. */
function LoadDocument({ href, replace }: { href: string; replace?: boolean }) {
  useEffect(() => {
    if (replace) window.location.replace(href);
    else window.location.assign(href);
  }, [href, replace]);
  return null;
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
