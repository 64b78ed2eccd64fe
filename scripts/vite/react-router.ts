// Vite plugins that make React Router's production bundle what the app uses
// (the first route's size, scripts/check-size.mjs): its production files, and
// its unused components left out.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/**
 * React Router 7 exports only its development build, whatever the mode
 * (remix-run/react-router#12532), so a production bundle would carry its dev
 * checks and warnings (about 0.8 KB gzip of the first route). A build takes the
 * production files it ships beside them instead; the dev server keeps the
 * warnings. If a release moves the files, nothing is aliased and the size
 * check (scripts/check-size.mjs) reports the difference.
 */
export function reactRouterProductionBuild(): Alias[] {
  const file = (name: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${name}`, import.meta.url));
  const index = file('index.mjs');
  const dom = file('dom-export.mjs');
  if (!existsSync(index) || !existsSync(dom)) return [];
  return [
    { find: /^react-router$/, replacement: index },
    { find: /^react-router\/dom$/, replacement: dom },
  ];
}

/** `code` padded with spaces to the length of what it replaces. */
const sameLength = (code: string, replaced: string) => code.padEnd(replaced.length, ' ');

/** The rewrites of reactRouterTreeShaking: each pattern and what replaces it. */
const REWRITES: { name: string; pattern: RegExp; replace: (match: string, ...groups: string[]) => string }[] = [
  // var X = React.forwardRef(…) → var X = /* @__PURE__ */ React.forwardRef(…) (adds a comment: the line grows, no line moves).
  { name: 'forwardRef', pattern: /^(var \w+ = )(\w+\.forwardRef\()/gm, replace: (_, head, call) => `${head}/* @__PURE__ */ ${call}` },
  { name: 'displayName', pattern: /^\w+\.displayName = "[^"\n]*";$/gm, replace: (statement) => ' '.repeat(statement.length) },
  // if (this.context) { … RSCErrorHandler … } and if (this.context && typeof error …) in RenderErrorBoundary.
  { name: 'RSC error boundary', pattern: /^(\s+if \()this\.context(?=\)| && typeof error)/gm, replace: (_, head) => `${head}${sameLength('false', 'this.context')}` },
  // if (init.instrumentations) { … } in createRouter.
  { name: 'instrumentations', pattern: /^(\s+if \()init\.instrumentations(?=\) \{$)/gm, replace: (_, head) => `${head}${sameLength('false', 'init.instrumentations')}` },
  // hydrationData: opts?.hydrationData || parseHydrationData(), in createBrowserRouter and createHashRouter.
  { name: 'hydrationData', pattern: /(?<=^ +hydrationData: opts\?\.hydrationData)( \|\| parseHydrationData\(\))(?=,$)/gm, replace: (_, call) => ' '.repeat(call.length) },
];

/**
 * React Router's bundle keeps every component it defines, used or not: each is
 * `var X = React.forwardRef(…)` (a call the bundler must assume has side
 * effects) followed by `X.displayName = "X"` (a property write, which it
 * keeps). So NavLink, Form and their hooks (about 1.7 KB gzip) ship in the
 * first route though the app uses neither. In a build this marks those
 * forwardRef calls pure and drops the displayName writes (names only React
 * DevTools and error stacks show), so the bundler leaves out what nothing
 * imports.
 *
 * Three features the app cannot use are cut off the same way (ADR 038; about 1.8 KB gzip
 * of the first route, docs/performance.md):
 * - React Server Components: the route error boundary hands an error to the
 *   RSC redirect handler when it sits under an RSC router (its class
 *   component's `this.context`); the app has none, so the test reads `false`.
 * - Instrumentation: createRouter wraps the router and every route when it is
 *   given `instrumentations`; the app's router (src/app/router.tsx) is given
 *   none, so the test reads `false`. A router created with them in a build
 *   would not be instrumented.
 * - Hydration data: createBrowserRouter reads the loader data and errors a
 *   server render left in window.__staticRouterHydrationData. The app has no
 *   loaders and its prerendered pages leave none (src/prerender.tsx renders
 *   with hydrate={false}), so the router is not told to look.
 * The build warns when a module of the app mentions either option.
 *
 * Every line stays where it was, with its length, so source maps still point
 * at the right places. If a release changes a pattern, nothing matches, the
 * build warns, and the size check reports the difference.
 */
export function reactRouterTreeShaking(): Plugin {
  const file = /\/node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/;
  const counts = new Map<string, number>();
  let ssr = false;
  /** A module of the app that mentions an option the rewrites take as unused. */
  let mentions: string | undefined;
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    configResolved(config) {
      // A server build (the prerender's) leaves React Router in node_modules.
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      counts.clear();
      mentions = undefined;
    },
    transform(code, id) {
      if (!file.test(id)) {
        if (!id.includes('/node_modules/') && /\/src\/.*\.tsx?$/.test(id) && /\b(instrumentations|hydrationData)\b|\bhydrate(=\{|: )true\b/.test(code)) mentions = id;
        return null;
      }
      let out = code;
      for (const { name, pattern, replace } of REWRITES) {
        out = out.replace(pattern, (...args: string[]) => {
          counts.set(name, (counts.get(name) ?? 0) + 1);
          return replace(...(args as [string, ...string[]]));
        });
      }
      return out === code ? null : { code: out, map: null };
    },
    buildEnd() {
      if (ssr) return;
      const missing = REWRITES.filter(({ name }) => !counts.get(name)).map(({ name }) => name);
      if (missing.length > 0) this.warn(`React Router: no ${missing.join(', ')} pattern found; that code stays in the bundle.`);
      if (mentions) this.warn(`React Router: ${mentions} mentions instrumentations or hydration data, which this build's router ignores (scripts/vite/react-router.ts).`);
    },
  };
}
