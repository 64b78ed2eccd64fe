// Zod compiles its object parsers with `new Function` where the page allows
// eval, and probes for it the first time a chunk builds an object schema. The
// site's Content-Security-Policy refuses eval, as it should: zod catches the
// refusal and parses without compiling, but the browser still reports the
// probe as a CSP violation. With `jitless` set before zod loads, it skips the
// probe. Zod reads its global configuration from this global when it loads
// (zod/v4/core's core.js), so the entry sets it without importing zod, which
// loads after the first route. The entry imports this module first.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
