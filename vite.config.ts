import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Alias, type Plugin } from 'vite';
import { prerender } from './scripts/prerender-plugin.ts';
import { resolveBackendConfig } from './src/services/config.ts';

export default defineConfig(({ command, mode }) => {
  // The backend is chosen once, here, from the checked environment; the
  // constant lets the bundler drop the other backend entirely.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const { backend } = resolveBackendConfig({ ...env, ...pickVite(process.env) });

  return {
    plugins: [react(), prerender(), reactRouterTreeShaking()],
    define: {
      __BACKEND__: JSON.stringify(backend),
    },
    resolve: {
      alias: command === 'build' ? reactRouterProductionBuild() : [],
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // dist/.vite/manifest.json: scripts/check-size.mjs finds the first route's chunks in it.
      manifest: true,
    },
    server: {
      port: 5173,
    },
    preview: {
      port: 4173,
    },
  };
});

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
