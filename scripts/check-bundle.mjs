#!/usr/bin/env node
// The local build must carry no Firebase code: the firebase backend is left out
// at build time (see src/services/load.ts). Fails when any emitted script
// contains a Firebase SDK marker.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'dist/assets';
const markers = ['firestore.googleapis.com', 'identitytoolkit.googleapis.com', 'firebasestorage.googleapis.com', '@firebase/'];
const scripts = readdirSync(dir).filter((name) => name.endsWith('.js'));
const offenders = scripts.filter((name) => {
  const text = readFileSync(join(dir, name), 'utf8');
  return markers.some((marker) => text.includes(marker));
});

if (offenders.length > 0) {
  console.error(`The local build contains Firebase code in: ${offenders.join(', ')}`);
  process.exit(1);
}
console.log(`Bundle check: ${scripts.length} scripts, no Firebase code.`);
