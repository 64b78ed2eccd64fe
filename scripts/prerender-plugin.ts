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
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

const ENTRY = 'src/prerender.tsx';
const ROUTER = 'src/app/router.tsx';
const PATHS = 'src/config/paths.ts';
/** Routes not written as pages: the index redirects to /store. */
const SKIPPED = new Set(['/']);
/** Each page is written in English at its path and in French under /fr (issue 17). */
const LANGUAGE_PREFIXES = ['', '/fr'];

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
      if (config.build.ssr || process.env.PRERENDER === 'off') return;
      const root = config.root;
      const outDir = resolve(root, config.build.outDir);
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
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root"></div>.');
      if (!/<html lang="[^"]+">/.test(template)) throw new Error('prerender: index.html has no <html lang="…">.');
      // The entry's stylesheet links, taken out of the pages (their CSS is inlined).
      const entryCss: string[] = [];
      const pageTemplate = template.replace(/\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => {
        entryCss.push(file);
        return '';
      });
      if (entryCss.length === 0) throw new Error('prerender: index.html links no stylesheet.');

      let pages = 0;
      for (const [englishPath, module] of routeModules(root)) {
        if (SKIPPED.has(englishPath) || englishPath.includes('*') || englishPath.includes(':')) continue;
        for (const prefix of LANGUAGE_PREFIXES) {
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
