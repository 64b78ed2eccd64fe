import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Alias, type Plugin } from 'vite';
import { z } from 'zod/mini';
import { prerender } from './scripts/prerender-plugin.ts';
import { resolveBackendConfig } from './src/services/config.ts';
import { BUILD_LOCALE_ENV, PARAGLIDE, devMessages, messageRuntime } from './scripts/paraglide.config.mjs';

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The backend is chosen once, here, from the checked environment; the
  // constant lets the bundler drop the other backend entirely.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const { backend } = resolveBackendConfig({ ...env, ...pickVite(process.env) });
  // A production client build carries one language (docs/decisions/011): the
  // English build, then the French one that scripts/prerender-plugin.ts runs
  // into dist/fr. The dev server, the tests and the prerender's server build
  // carry both.
  const buildLocale = command === 'build' && !isSsrBuild ? (process.env[BUILD_LOCALE_ENV] === 'fr-CA' ? 'fr-CA' : 'en-CA') : null;

  return {
    plugins: [paraglideVitePlugin({ ...PARAGLIDE, strategy: [...PARAGLIDE.strategy] }), messageRuntime({ locale: buildLocale }), devMessages(), react(), prerender(), reactRouterTreeShaking(), hostingOnPreview()],
    define: {
      __BACKEND__: JSON.stringify(backend),
      // The origin of the pages' hreflang alternates (absolute URLs): set
      // VITE_SITE_ORIGIN to the custom domain; a firebase build defaults to
      // the project's web.app address, a local build to the preview server's.
      __SITE_ORIGIN__: JSON.stringify(siteOrigin({ ...env, ...pickVite(process.env) })),
      // The one language this build's messages carry, or null when they carry both (src/i18n/navigation.tsx).
      __BUILD_LOCALE__: JSON.stringify(buildLocale),
    },
    resolve: {
      alias: command === 'build' ? reactRouterProductionBuild() : [],
    },
    build: {
      target: 'es2022',
      // 'hidden': the maps are written (scripts/check-size.mjs reads them to
      // find which libraries reached the first route) but no script names
      // them, and firebase.json's hosting.ignore ("**/*.map") keeps them off
      // the server, so the deployed site publishes no source. `false` would
      // leave the size check blind to a forbidden library.
      sourcemap: 'hidden',
      // dist/.vite/manifest.json: scripts/check-size.mjs finds the first route's chunks in it.
      manifest: true,
      // React, React Router and the language code (src/i18n, but fillText,
      // which only lazily loaded pages use) in one chunk
      // beside the entry: left to itself, the bundler splits them into
      // several small shared chunks, and the first route pays about 0.8 KB
      // gzip more for the split (scripts/check-size.mjs).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [{ name: 'app', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|src[\\/](i18n[\\/](?!fill-text)|domain[\\/]languages)/ }],
          },
        },
      },
    },
    server: {
      port: 5173,
    },
    preview: {
      port: 4173,
    },
  };
});

function siteOrigin(env: Record<string, string>): string {
  if (env.VITE_SITE_ORIGIN) return new URL(env.VITE_SITE_ORIGIN).origin;
  if (env.VITE_BACKEND === 'firebase' && env.VITE_FIREBASE_PROJECT_ID) return `https://${env.VITE_FIREBASE_PROJECT_ID}.web.app`;
  return 'http://localhost:4173';
}

function pickVite(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined),
  );
}

/**
 * React Router 7 exports only its development build, whatever the mode
 * (remix-run/react-router#12532), so a production bundle would carry its dev
 * checks and warnings (about 0.8 KB gzip of the first route). A build takes the
 * production files it ships beside them instead; the dev server keeps the
 * warnings. If a release moves the files, nothing is aliased and the size
 * check (scripts/check-size.mjs) reports the difference.
 */
function reactRouterProductionBuild(): Alias[] {
  const file = (name: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${name}`, import.meta.url));
  const index = file('index.mjs');
  const dom = file('dom-export.mjs');
  if (!existsSync(index) || !existsSync(dom)) return [];
  return [
    { find: /^react-router$/, replacement: index },
    { find: /^react-router\/dom$/, replacement: dom },
  ];
}

/**
 * React Router's bundle keeps every component it defines, used or not: each is
 * `var X = React.forwardRef(…)` (a call the bundler must assume has side
 * effects) followed by `X.displayName = "X"` (a property write, which it
 * keeps). So NavLink, Form and their hooks (about 1.7 KB gzip) ship in the
 * first route though the app uses neither. In a build this marks those
 * forwardRef calls pure and drops the displayName writes (names only React
 * DevTools and error stacks show), so the bundler leaves out what nothing
 * imports. Every line stays where it was, so source maps still point at the
 * right lines. If a release changes the pattern, nothing matches, the build
 * warns, and the size check reports the difference.
 */
function reactRouterTreeShaking(): Plugin {
  const file = /\/node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/;
  let changed = 0;
  let ssr = false;
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    configResolved(config) {
      // A server build (the prerender's) leaves React Router in node_modules.
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      changed = 0;
    },
    transform(code, id) {
      if (!file.test(id)) return null;
      let count = 0;
      const out = code
        .replace(/^(var \w+ = )(\w+\.forwardRef\()/gm, (_, head: string, call: string) => {
          count += 1;
          return `${head}/* @__PURE__ */ ${call}`;
        })
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, (statement) => {
          count += 1;
          return ' '.repeat(statement.length);
        });
      changed += count;
      return count > 0 ? { code: out, map: null } : null;
    },
    buildEnd() {
      if (changed === 0 && !ssr) this.warn('React Router: no forwardRef or displayName pattern found; unused components stay in the bundle.');
    },
  };
}

/** The parts of firebase.json's hosting section that `vite preview` mirrors, checked (it is read at run time). */
const hostingSchema = z.object({
  hosting: z.object({
    ignore: z._default(z.array(z.string()), []),
    rewrites: z._default(z.array(z.object({ source: z.string(), destination: z.string() })), []),
    headers: z._default(z.array(z.object({ source: z.string(), headers: z.array(z.object({ key: z.string(), value: z.string() })) })), []),
  }),
});

/**
 * A hosting glob as a test of a request path, the way Firebase Hosting reads
 * them (leading slashes aside): `**` any depth (`**\/` none too), `*` and `?`
 * within one segment, `{a,b}` alternatives. Enough for the globs firebase.json
 * uses; anything else is taken literally.
 */
function hostingGlob(glob: string): (path: string) => boolean {
  let pattern = '';
  let braces = 0;
  const source = glob.replace(/^\//, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (source.startsWith('**/', i)) {
      pattern += '(?:.*/)?';
      i += 2;
    } else if (source.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else if (char === '{') {
      braces += 1;
      pattern += '(?:';
    } else if (char === '}' && braces > 0) {
      braces -= 1;
      pattern += ')';
    } else if (char === ',' && braces > 0) pattern += '|';
    else pattern += char.replace(/[.+^$|(){}[\]\\]/g, '\\$&');
  }
  const regex = new RegExp(`^${pattern}$`);
  return (path) => regex.test(path.replace(/^\//, ''));
}

/**
 * `vite preview` serves the build the way Firebase Hosting does: with the
 * headers firebase.json gives each path, without the files it leaves out
 * of a deployment (the hidden source maps among them: such a path gets
 * index.html, as the "**" rewrite gives it in production), and a path with no
 * file of its own rewritten as firebase.json says (a French path to the French
 * build's fr/index.html). Read once at start,
 * so the end-to-end suite runs under the production Content-Security-Policy
 * and a policy that breaks the app fails it.
 */
function hostingOnPreview(): Plugin {
  return {
    name: 'atc:hosting-on-preview',
    configurePreviewServer(server) {
      const { hosting } = hostingSchema.parse(JSON.parse(readFileSync(fileURLToPath(new URL('./firebase.json', import.meta.url)), 'utf8')));
      const ignored = hosting.ignore.map(hostingGlob);
      const rules = hosting.headers.map((rule) => ({ matches: hostingGlob(rule.source), headers: rule.headers }));
      const rewrites = hosting.rewrites.map((rule) => ({ matches: hostingGlob(rule.source), destination: rule.destination }));
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
      // A file, its clean URL (store.html) or a folder's index.html, as Hosting finds them.
      const served = (path: string) => [path, `${path}.html`, join(path, 'index.html')].some((file) => isFile(join(outDir, file)));
      server.middlewares.use((request, response, next) => {
        const path = pathOf(request.url);
        if (!served(path)) {
          const rewrite = rewrites.find((rule) => rule.matches(path));
          if (rewrite) request.url = rewrite.destination;
        }
        // As in a deployment, an ignored folder (dist/.vite) takes its files
        // with it, and a file not deployed gets the rewrite's index.html.
        const segments = path.replace(/^\//, '').split('/');
        const prefixes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
        if (prefixes.some((prefix) => ignored.some((matches) => matches(prefix)))) request.url = '/index.html';
        for (const rule of rules) {
          if (!rule.matches(path)) continue;
          for (const { key, value } of rule.headers) response.setHeader(key, value);
        }
        next();
      });
    },
  };
}

function pathOf(url: string | undefined): string {
  const path = new URL(url ?? '/', 'http://preview').pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
