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
export function reactRouterTreeShaking(): Plugin {
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
