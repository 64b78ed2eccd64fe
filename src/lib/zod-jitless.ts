// Zod compiles its object parsers with `new Function` where the page allows
// eval, and probes for it the first time a chunk builds an object schema. The
// site's Content-Security-Policy refuses eval, as it should: zod catches the
// refusal and parses without compiling, but the browser still reports the
// probe as a CSP violation. Set before any schema exists, `jitless` skips the
// probe. The entry imports this module first.
import { config } from 'zod/mini';

config({ jitless: true });
