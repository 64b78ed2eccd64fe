// Build-time rendering of the public pages (scripts/prerender-plugin.ts), in
// English and in French (/fr/…): each page's
// HTML as a visitor who is not yet signed in first sees it, so the content
// paints before any JavaScript runs. The browser then renders the app over it
// (src/main.tsx) once the page's code has arrived. No backend is loaded here:
// everything that needs data shows its loading state, as on a first visit.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { buildRoutes } from './app/router';
import type { Services } from './services/api';
import { ServicesProvider } from './services/context';
import { localeOfPath } from './i18n/locale';

const neverLoads = () => new Promise<Services>(() => {});

export interface Prerendered {
  status: number;
  /** The markup of #root. */
  html: string;
  /** The page's <title> text, if it sets one. */
  title: string | null;
  /** The page's language (its <html lang>). */
  lang: string;
  /** The <meta> and <link> elements the page renders for <head> (description, language alternates). */
  head: string[];
}

export async function render(path: string): Promise<Prerendered> {
  const routes = buildRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}); only pages are prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <ServicesProvider load={neverLoads}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServicesProvider>
    </StrictMode>
  );
  // prerender, unlike renderToString, waits for what suspends (a lazily loaded
  // part of a page), so every boundary is rendered whole and the browser
  // hydrates it instead of rendering it again (React #419). Every boundary
  // stays in place: past a size React would otherwise write a boundary after
  // the page with an inline script to move it, which the
  // Content-Security-Policy refuses.
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const markup = await new Response(prelude).text();
  if (markup.includes('<!--$?-->') || markup.includes('<!--$!-->')) throw new Error(`prerender: ${path} has a part React could not render in place.`);
  // React writes a page's <title> where it is rendered; it belongs in <head>.
  let title: string | null = null;
  const head: string[] = [];
  const html = markup
    .replace(/<title>([\s\S]*?)<\/title>/g, (_, text: string) => {
      title ??= text;
      return '';
    })
    // So do its <meta> and <link> elements (React 19 hoists them there in the browser).
    .replace(/<(?:meta|link)\b[^>]*\/>/g, (element) => {
      head.push(element);
      return '';
    });
  return { status: context.statusCode, html, title, lang: localeOfPath(path), head };
}
