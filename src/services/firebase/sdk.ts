// Creates the Firebase SDK objects (app, Auth, Firestore, Storage, Functions)
// on first use, connecting them to the local Emulator Suite when the settings
// say so, and starts App Check first when they carry a site key. One bundle
// per app name: the browser uses the default app, tests make one named app per
// simulated user and release it afterwards.
import { deleteApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { FUNCTIONS_REGION } from '../../domain/consortium';
import type { FirebaseSettings } from '../config';
import { startAppCheck } from './app-check';

export interface FirebaseSdk {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
  functions: Functions;
}

export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199, functions: 5001 } as const;

const DEFAULT_APP_NAME = '[DEFAULT]';
const bundles = new Map<string, FirebaseSdk>();
/** Per Functions instance with App Check, its twin without: made on first use, for the callables a mailed link authorizes. */
const linkTwins = new WeakMap<Functions, { make: () => Functions; app: FirebaseApp | null }>();

/**
 * The Functions instance a byLinkToken callable goes through
 * (src/domain/model/callables.ts): one of an app without App Check, so a
 * browser that blocks reCAPTCHA, where the App Check SDK waits for a script
 * that never loads, still confirms its address and unsubscribes. Where App
 * Check is not started, the instance itself.
 */
export function functionsWithoutAppCheck(functions: Functions): Functions {
  return linkTwins.get(functions)?.make() ?? functions;
}

function linkTwin(app: FirebaseApp, functions: Functions, useEmulators: boolean) {
  const twin = {
    app: null as FirebaseApp | null,
    instance: null as Functions | null,
    make(): Functions {
      if (twin.instance) return twin.instance;
      twin.app = initializeApp(app.options, `${app.name}~links`);
      twin.instance = getFunctions(twin.app, functions.customDomain ?? functions.region);
      if (useEmulators) connectFunctionsEmulator(twin.instance, EMULATOR_HOST, EMULATOR_PORTS.functions);
      return twin.instance;
    },
  };
  return twin;
}

export function getFirebaseSdk(settings: FirebaseSettings, appName: string = DEFAULT_APP_NAME): FirebaseSdk {
  const existing = bundles.get(appName);
  if (existing) return existing;
  if (getApps().some((app) => app.name === appName)) {
    throw new Error(`A Firebase app named ${appName} exists but was not made here.`);
  }

  const app = initializeApp(
    {
      apiKey: settings.apiKey,
      authDomain: settings.authDomain,
      projectId: settings.projectId,
      storageBucket: settings.storageBucket,
      appId: settings.appId,
    },
    appName,
  );
  // Before the services are made, so their first requests carry a token.
  if (settings.appCheckSiteKey) startAppCheck(app, settings.appCheckSiteKey, settings.useEmulators);
  // No popupRedirectResolver: only email and password sign-in is used, and
  // leaving it out keeps the popup/redirect code out of the bundle.
  const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
  // Optional fields left undefined are dropped instead of failing the write.
  const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
  const storage = getStorage(app);
  // The functions' region (Montréal), not the SDK's default (Iowa): the emulator's URLs name it too.
  const functions = getFunctions(app, FUNCTIONS_REGION);

  if (settings.useEmulators) {
    connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
    connectStorageEmulator(storage, EMULATOR_HOST, EMULATOR_PORTS.storage);
    connectFunctionsEmulator(functions, EMULATOR_HOST, EMULATOR_PORTS.functions);
  }

  if (settings.appCheckSiteKey) linkTwins.set(functions, linkTwin(app, functions, settings.useEmulators));
  const sdk = { app, auth, db, storage, functions };
  bundles.set(appName, sdk);
  return sdk;
}

/** Deletes a named app and its connections (tests). */
export async function releaseFirebaseSdk(appName: string): Promise<void> {
  const sdk = bundles.get(appName);
  if (!sdk) return;
  bundles.delete(appName);
  const twinApp = linkTwins.get(sdk.functions)?.app;
  if (twinApp) await deleteApp(twinApp);
  await deleteApp(sdk.app);
}
