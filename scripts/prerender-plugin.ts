// A Vite plugin: after a production build, renders every page of the route
// table (spec §2) to static HTML, as a first visit shows it, and writes it
// beside index.html as <path>.html. `vite preview` and Firebase Hosting
// (cleanUrls) serve /store from store.html, so a page's content paints from
// the HTML alone; src/main.tsx then renders the app over it. Paths the table
// does not name exactly (case variants, unknown paths) keep index.html.
//
// The pages are rendered by a server build of src/prerender.tsx; each page
// carries its stylesheets inline (so nothing restyles when the app takes over,
// and the first paint needs no other request) and modulepreload links for its
// route's code.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { BUILD_LOCALE_ENV } from './paraglide.config.mjs';

const ENTRY = 'src/prerender.tsx';
const ROUTER = 'src/app/router.tsx';
const PATHS = 'src/config/paths.ts';
/** Routes not written as pages: the index redirects to /store. */
const SKIPPED = new Set(['/']);
/**
 * Each page is written in English at its path and in French under /fr (issue
 * 17), each language with its own build's scripts: the French client build
 * (its messages French only) goes into dist/fr/index.html, its manifest into
 * dist/.vite/manifest.fr-CA.json and its scripts beside the English ones in
 * dist/assets (hashed names: a file both builds make is the same file).
 */
const LANGUAGES = [
  { prefix: '', template: 'index.html', manifest: '.vite/manifest.json' },
  { prefix: '/fr', template: 'fr/index.html', manifest: '.vite/manifest.fr-CA.json' },
];

/** Runs the French client build and puts it into outDir (see LANGUAGES). */
async function buildFrench(config: ResolvedConfig, outDir: string): Promise<void> {
  const frenchDir = resolve(config.root, 'node_modules/.build-fr-CA');
  const previous = process.env[BUILD_LOCALE_ENV];
  process.env[BUILD_LOCALE_ENV] = 'fr-CA';
  try {
    await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: { outDir: frenchDir, emptyOutDir: true, copyPublicDir: false },
    });
  } finally {
    if (previous === undefined) delete process.env[BUILD_LOCALE_ENV];
    else process.env[BUILD_LOCALE_ENV] = previous;
  }
  for (const file of readdirSync(join(frenchDir, 'assets'))) {
    const target = join(outDir, 'assets', file);
    if (!existsSync(target)) cpSync(join(frenchDir, 'assets', file), target);
  }
  mkdirSync(join(outDir, 'fr'), { recursive: true });
  // The page a French path without a page of its own gets (/fr/nulle-part) is French from the start.
  const frenchIndex = readFileSync(join(frenchDir, 'index.html'), 'utf8').replace(/<html lang="[^"]+">/, '<html lang="fr-CA">');
  writeFileSync(join(outDir, 'fr/index.html'), frenchIndex);
  cpSync(join(frenchDir, '.vite/manifest.json'), join(outDir, '.vite/manifest.fr-CA.json'));
  rmSync(frenchDir, { recursive: true, force: true });
}

interface Prerendered {
  status: number;
  html: string;
  title: string | null;
  lang: string;
  head: string[];
}

/** Each page path with its route module, read from the route table's `page(paths.x, () => import('./routes/y'))` lines. */
export function routeModules(root: string): Map<string, string> {
  const pathsSource = readFileSync(join(root, PATHS), 'utf8');
  const routerSource = readFileSync(join(root, ROUTER), 'utf8');
  const values = new Map([...pathsSource.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map((match) => [match[1]!, match[2]!]));
  const modules = new Map<string, string>();
  for (const match of routerSource.matchAll(/page\(paths\.(\w+), \(\) => import\('\.\/(routes\/[\w-]+)'\)\)/g)) {
    const path = values.get(match[1]!);
    if (!path) throw new Error(`prerender: paths.${match[1]} is not in ${PATHS}.`);
    modules.set(path, `src/app/${match[2]}.tsx`);
  }
  if (modules.size === 0) throw new Error(`prerender: no page(paths.x, () => import(...)) routes found in ${ROUTER}.`);
  return modules;
}

/** The stylesheets and scripts a route module loads with it (its static imports, recursively). */
function routeAssets(manifest: Manifest, module: string) {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    if (chunk.isEntry) return; // already in index.html
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  if (js.size === 0) throw new Error(`prerender: ${module} is not in the build manifest.`);
  return { css: [...css], js: [...js] };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'atc:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The French client build (run from here) and the prerender's server build do neither.
      if (config.build.ssr || process.env[BUILD_LOCALE_ENV] === 'fr-CA') return;
      const root = config.root;
      const outDir = resolve(root, config.build.outDir);
      await buildFrench(config, outDir);
      if (process.env.PRERENDER === 'off') return;
      const serverDir = resolve(root, 'node_modules/.prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
      });
      const { render } = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as {
        render: (path: string) => Promise<Prerendered>;
      };
      const languages = LANGUAGES.map((language) => {
        const manifest = JSON.parse(readFileSync(join(outDir, language.manifest), 'utf8')) as Manifest;
        const template = readFileSync(join(outDir, language.template), 'utf8');
        if (!template.includes('<div id="root"></div>')) throw new Error(`prerender: ${language.template} has no empty <div id="root"></div>.`);
        if (!/<html lang="[^"]+">/.test(template)) throw new Error(`prerender: ${language.template} has no <html lang="…">.`);
        // The entry's stylesheet links, taken out of the pages (their CSS is inlined).
        const entryCss: string[] = [];
        const pageTemplate = template.replace(/\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => {
          entryCss.push(file);
          return '';
        });
        if (entryCss.length === 0) throw new Error(`prerender: ${language.template} links no stylesheet.`);
        return { ...language, manifest, template, pageTemplate, entryCss };
      });

      let pages = 0;
      for (const [englishPath, module] of routeModules(root)) {
        if (SKIPPED.has(englishPath) || englishPath.includes('*') || englishPath.includes(':')) continue;
        for (const { prefix, manifest, template, pageTemplate, entryCss } of languages) {
          const path = `${prefix}${englishPath}`;
          const page = await render(path);
          if (page.status !== 200) throw new Error(`prerender: ${path} rendered with status ${page.status}.`);
          const { css, js } = routeAssets(manifest, module);
          // The page's stylesheets are inlined: the first paint waits for no
          // request but the page itself. The route's own are also linked with
          // media="not all" (never applied): the app's module loader then sees
          // them as loaded and does not add them a second time.
          // The route's code is preloaded at low priority: the page paints
          // without it, and hydration waits for the entry (high priority) as
          // well, so the order changes nothing measurable (see the README's
          // performance notes). At the default (high) priority, Lighthouse's
          // simulation counts module scripts as render-blocking.
          const styles = [...entryCss, ...css].map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
          const links = [
            ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" media="not all">`),
            ...js.filter((file) => !template.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
          ].join('\n    ');
          // The page's own <meta> and <link> elements (its description, its
          // language alternates) go into <head>, where React finds and keeps them.
          const head = page.head.join('\n    ');
          let html = pageTemplate
            .replace(/<html lang="[^"]+">/, () => `<html lang="${page.lang}">`)
            .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
            .replace('</head>', () => `  ${head}\n    <style>${styles}</style>\n    ${links}\n  </head>`);
          // The title comes out of React's markup, escaped already.
          if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
          const file = join(outDir, `${path.slice(1)}.html`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
          pages += 1;
        }
      }
      rmSync(serverDir, { recursive: true, force: true });
      config.logger.info(`prerendered ${pages} pages into ${config.build.outDir}`);
    },
  };
}
