// Loads the chosen backend with a dynamic import, after the shell's first
// paint. __BACKEND__ is replaced at build time (vite.config.ts), so the branch
// not taken, and with it the whole Firebase SDK, is left out of a local build.
import type { Services } from './api';

declare const __BACKEND__: 'local' | 'firebase';

export async function loadServices(): Promise<Services> {
  if (__BACKEND__ === 'firebase') {
    const [{ resolveBackendConfig }, { createFirebaseServices }] = await Promise.all([
      import('./config'),
      import('./firebase/backend'),
    ]);
    const config = resolveBackendConfig(import.meta.env);
    if (config.backend !== 'firebase') throw new Error('This build was made for the firebase backend.');
    return createFirebaseServices(config.firebase);
  }
  const { createLocalServices } = await import('./local/backend');
  return createLocalServices({ sweepFiles: true, purge: true });
}
