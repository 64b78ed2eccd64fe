// The build, the dev server and `vite preview` (docs/decisions/004-prerendering.md
// and 011-bilingual-pages.md); the plugins are in scripts/vite/ and
// scripts/prerender-plugin.ts.
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { prerender } from './scripts/prerender-plugin.ts';
import { hostingOnPreview } from './scripts/vite/hosting-on-preview.ts';
import { reactRouterProductionBuild, reactRouterTreeShaking } from './scripts/vite/react-router.ts';
import { resolveBackendConfig } from './src/services/config.ts';
import { BUILD_LOCALE_ENV, PARAGLIDE, devMessages, messageRuntime } from './scripts/paraglide.config.mjs';

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The backend is chosen once, here, from the checked environment; the
  // constant lets the bundler drop the other backend entirely.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const backendConfig = resolveBackendConfig({ ...env, ...pickVite(process.env) });
  const { backend } = backendConfig;
  // `vite preview` of a build for the emulators lets its pages reach them (the deployed policy never does).
  const emulators = backendConfig.backend === 'firebase' && backendConfig.firebase.useEmulators;
  // A production client build carries one language (docs/decisions/011): the
  // English build, then the French one that scripts/prerender-plugin.ts runs
  // into dist/fr. The dev server, the tests and the prerender's server build
  // carry both.
  const buildLocale = command === 'build' && !isSsrBuild ? (process.env[BUILD_LOCALE_ENV] === 'fr-CA' ? 'fr-CA' : 'en-CA') : null;

  return {
    plugins: [paraglideVitePlugin({ ...PARAGLIDE, strategy: [...PARAGLIDE.strategy] }), messageRuntime({ locale: buildLocale }), devMessages(), react(), prerender(), reactRouterTreeShaking(), hostingOnPreview({ emulators })],
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
      alias: [
        ...(command === 'build' ? reactRouterProductionBuild() : []),
        // React Email's render imports prettier only for { pretty: true }, never used: out of the mail chunk (src/mail/prettier-stub.ts, ADR 013).
        { find: /^prettier\/(standalone|plugins\/html)$/, replacement: fileURLToPath(new URL('./src/mail/prettier-stub.ts', import.meta.url)) },
      ],
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
      // No modulepreload polyfill in the entry (about 0.3 KB gzip of the first
      // route that every browser with native modulepreload, Safari 17 and
      // later, skips): a browser without it just fetches the route's modules
      // when they are imported, a little later.
      modulePreload: { polyfill: false },
      // React, React Router and the language code (src/i18n, but fillText,
      // the rejection reasons and the notification texts, which only lazily
      // loaded code uses, the last two with both languages) in one chunk
      // beside the entry: left to itself, the bundler splits them into
      // several small shared chunks, and the first route pays about 0.8 KB
      // gzip more for the split (scripts/check-size.mjs). React's server
      // renderer, which only the mails use (React Email), stays out of it.
      rolldownOptions: {
        output: {
          // Seven characters of hash rather than eight in the client's file
          // names: every lazy import and preload list names its files, and a
          // hash's characters do not compress (0.15 KB gzip of the first
          // route). Rolldown refuses a hash too short for the number of
          // chunks, so this fails the build rather than risk a collision.
          ...(isSsrBuild ? {} : { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js', assetFileNames: 'assets/[name]-[hash:7][extname]' }),
          codeSplitting: {
            groups: [{ name: 'app', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/](?!server|cjs[\\/]react-dom-server)|src[\\/](i18n[\\/](?!fill-text|reasons|notifications)|domain[\\/](languages|boards)|services[\\/](context|use-service-query|use-service-action)\.)/ }],
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
