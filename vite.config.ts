import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Alias } from 'vite';
import { prerender } from './scripts/prerender-plugin.ts';
import { resolveBackendConfig } from './src/services/config.ts';

export default defineConfig(({ command, mode }) => {
  // The backend is chosen once, here, from the checked environment; the
  // constant lets the bundler drop the other backend entirely.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const { backend } = resolveBackendConfig({ ...env, ...pickVite(process.env) });

  return {
    plugins: [react(), prerender()],
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
