// App Check for the firebase build: every request to Firestore, Storage, Auth
// and the callable functions then carries a token from reCAPTCHA Enterprise
// that the project can require (the README's deploy section: monitor, then
// enforce). Started by sdk.ts right after the app is made, before any service
// sends a request, and only when the build has a site key; the local build
// never imports this file (src/services/load.ts).
import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';

declare global {
  // Read by the App Check SDK on its first initialisation (its documented
  // debug switch): true makes it use a debug token, logged to the console,
  // instead of reCAPTCHA; a string is a debug token registered in the console.
  // `var`: only a var declaration adds to globalThis's type.
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

export function startAppCheck(app: FirebaseApp, siteKey: string, useEmulators: boolean): AppCheck {
  // The emulators neither check tokens nor run reCAPTCHA's scoring on
  // 127.0.0.1: the debug provider stands in, so the same code path runs.
  if (useEmulators) globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN ??= true;
  return initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    // Keeps a fresh token ready, so no request waits for one.
    isTokenAutoRefreshEnabled: true,
  });
}
