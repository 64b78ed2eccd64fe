// Stands in for prettier in the builds (vite.config.ts, functions/package.json
// "bundle"; ADR 013). @react-email/render imports prettier's standalone
// formatter and HTML plugin at the top, only for render(…, { pretty: true }),
// which the site never asks: left in, they were some 250 KB of minified code
// in the functions bundle and in the browser's mail chunk. Without `printers`,
// the render module leaves the HTML plugin alone; `format` is never called.
export function format(): never {
  throw new Error('Pretty-printed mail HTML is not part of the build (src/mail/prettier-stub.ts).');
}
