// How Paraglide compiles messages/ into src/paraglide (issue 17, docs/decisions/010-i18n-library.md and 011-bilingual-pages.md).
// The Vite plugin (build, dev server, Vitest) and `npm run i18n` (after
// install and before the type check) use the same options.
export const PARAGLIDE = /** @type {const} */ ({
  project: './project.inlang',
  outdir: './src/paraglide',
  // The page's language comes from its path: src/i18n/current.ts overrides
  // getLocale with it. These two strategies are the smallest runtime that
  // allows that (no cookie, URL or browser-language code is bundled).
  strategy: ['globalVariable', 'baseLocale'],
  // One module per message, so a route's code carries only the messages it
  // shows. Stated here because Vite's plugin and the compiler default
  // differently in dev, and a build that reuses the other layout ships every
  // message in the first route.
  outputStructure: 'message-modules',
});

/**
 * A Vite plugin: Paraglide's compiled messages import getLocale from its
 * runtime; this points that import at src/i18n/message-runtime.ts, which
 * reads the page's language and is all the messages need. Paraglide's own
 * runtime (its locale strategies: cookie, URL, storage, redirects; about
 * 1 KB gzip that tree-shaking cannot drop) never reaches the bundle.
 * @returns {import('vite').Plugin}
 */
export function messageRuntime() {
  const runtime = new URL('../src/i18n/message-runtime.ts', import.meta.url).pathname;
  return {
    name: 'atc:paraglide-message-runtime',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../runtime.js' && importer && /[\\/]src[\\/]paraglide[\\/]messages[\\/][^\\/]+\.js$/.test(importer)) return runtime;
      return null;
    },
  };
}
