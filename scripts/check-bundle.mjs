#!/usr/bin/env node
// Checks of the built files that `npm test` runs after the local build:
// - the local build carries no Firebase code: the firebase backend is left out
//   at build time (see src/services/load.ts), so no emitted script may contain
//   a Firebase SDK marker;
// - no script or stylesheet names a source map (`sourceMappingURL`): the build
//   writes hidden maps (vite.config.ts) that hosting never serves, and a
//   comment pointing at one would publish the source or ask for a missing file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'dist/assets';
const markers = ['firestore.googleapis.com', 'identitytoolkit.googleapis.com', 'firebasestorage.googleapis.com', '@firebase/'];
const files = readdirSync(dir).filter((name) => name.endsWith('.js') || name.endsWith('.css'));
const scripts = files.filter((name) => name.endsWith('.js'));
const text = new Map(files.map((name) => [name, readFileSync(join(dir, name), 'utf8')]));

const firebase = scripts.filter((name) => markers.some((marker) => text.get(name).includes(marker)));
// `//# sourceMappingURL=` in scripts, `/*# sourceMappingURL= */` in stylesheets (the `@` form is the old spelling).
const mapped = files.filter((name) => /[#@]\s*sourceMappingURL\s*=/.test(text.get(name)));

let failed = false;
if (firebase.length > 0) {
  console.error(`The local build contains Firebase code in: ${firebase.join(', ')}`);
  failed = true;
}
if (mapped.length > 0) {
  console.error(`These built files name a source map (sourceMappingURL), which must not be public: ${mapped.join(', ')}`);
  failed = true;
}
if (failed) process.exit(1);
console.log(`Bundle check: ${scripts.length} scripts, no Firebase code; ${files.length} scripts and stylesheets, no sourceMappingURL.`);
