// The router's links and redirects in the page's language: an absolute path
// from src/config/paths.ts ('/store') leads to the same page in the language on
// screen (/fr/store on a French page). Features import these, never the
// router's own (eslint.config.js), so no link leaves a French visitor on an
// English page.
import { useEffect, type MouseEvent, type Ref } from 'react';
import {
  createPath,
  Navigate as RouterNavigate,
  useHref,
  useLinkClickHandler,
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

/** A URL with a scheme (https:, mailto:) or a protocol-relative one: left to the browser. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * The router's <Link> for what the app uses of it: an href, and a click that
 * navigates in the app. React Router's own also carries framework mode's
 * prefetching and RSC redirects (about 2 KB gzip of the first route that no
 * page here can use; ADR 038), so it is written here from the
 * router's public hooks.
 */
export function Link({
  to,
  locale,
  reloadDocument,
  replace,
  state,
  target,
  preventScrollReset,
  relative,
  viewTransition,
  onClick,
  ...rest
}: Omit<LinkProps, 'prefetch' | 'discover' | 'mask' | 'defaultShouldRevalidate'> & InLocale & { ref?: Ref<HTMLAnchorElement> }) {
  const pageLocale = useLocale();
  const language = locale ?? pageLocale;
  const destination = localizeTo(to, language);
  const external = typeof destination === 'string' && ABSOLUTE_URL.test(destination);
  const href = useHref(destination, { relative });
  const navigate = useLinkClickHandler<HTMLAnchorElement>(destination, { replace, state, target, preventScrollReset, relative, viewTransition });
  const inApp = !(external || reloadDocument || needsOtherBuild(language));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={external ? (destination as string) : href} target={target} onClick={inApp ? handleClick : onClick} />;
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
