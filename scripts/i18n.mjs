// npm run i18n: compiles messages/ into src/paraglide (gitignored), as the Vite
// plugin does, for the tools that run without Vite (tsc, ESLint), and writes the
// consent wordings' module for the server rules (scripts/consent-wordings.mjs).
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE } from './paraglide.config.mjs';
import { writeConsentWordings } from './consent-wordings.mjs';

writeConsentWordings();

await compile({ ...PARAGLIDE, strategy: [...PARAGLIDE.strategy] });
// The compiler leaves a timer behind (about 30 s); its CLI exits at once too.
process.exit(0);
