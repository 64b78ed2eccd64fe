// The Admin SDK that the functions package installs (npm ci --prefix
// functions), loaded from there by the scripts that reach a project
// (add-thread-ids.ts, migrate-attachment-urls.ts).
import { createRequire } from 'node:module';
import type * as AdminApp from '../functions/node_modules/firebase-admin/lib/app/index.js';
import type * as AdminFirestore from '../functions/node_modules/firebase-admin/lib/firestore/index.js';
import type * as AdminStorage from '../functions/node_modules/firebase-admin/lib/storage/index.js';

export interface AdminSdk {
  app: typeof AdminApp;
  firestore: typeof AdminFirestore;
  storage: typeof AdminStorage;
}

export function loadAdmin(): AdminSdk {
  const requireFromFunctions = createRequire(new URL('../functions/package.json', import.meta.url));
  try {
    return {
      app: requireFromFunctions('firebase-admin/app') as typeof AdminApp,
      firestore: requireFromFunctions('firebase-admin/firestore') as typeof AdminFirestore,
      storage: requireFromFunctions('firebase-admin/storage') as typeof AdminStorage,
    };
  } catch (error) {
    throw new Error('firebase-admin not found: run `npm ci --prefix functions` first.', { cause: error });
  }
}
