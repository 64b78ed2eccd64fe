// @vitest-environment node
// App Check in the firebase build (src/services/firebase/app-check.ts): on
// only with a site key from the environment, with reCAPTCHA Enterprise and
// automatic refresh, started before the services, and with the debug token
// under the emulators. The SDK's App Check module is replaced: the test checks
// what the app asks of it, offline.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
// eslint-disable-next-line no-restricted-imports
import { deleteApp, initializeApp } from 'firebase/app';
import { resolveBackendConfig, type FirebaseSettings } from '../../src/services/config';
// The firebase backend's own modules are what this test is about.
// eslint-disable-next-line no-restricted-imports
import { startAppCheck } from '../../src/services/firebase/app-check';
// eslint-disable-next-line no-restricted-imports
import { getFirebaseSdk, releaseFirebaseSdk } from '../../src/services/firebase/sdk';

const calls = vi.hoisted(() => [] as { appName: string; siteKey: string; autoRefresh: boolean | undefined; debugToken: unknown }[]);

vi.mock('firebase/app-check', () => {
  class ReCaptchaEnterpriseProvider {
    constructor(readonly siteKey: string) {}
  }
  return {
    ReCaptchaEnterpriseProvider,
    initializeAppCheck: (app: { name: string }, options: { provider: unknown; isTokenAutoRefreshEnabled?: boolean }) => {
      if (!(options.provider instanceof ReCaptchaEnterpriseProvider)) throw new Error('App Check was given another provider.');
      calls.push({
        appName: app.name,
        siteKey: options.provider.siteKey,
        autoRefresh: options.isTokenAutoRefreshEnabled,
        // What the SDK would read as it initialises.
        debugToken: globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN,
      });
      return {};
    },
  };
});

const SITE_KEY = '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_';
const firebaseEnv = { VITE_BACKEND: 'firebase', VITE_FIREBASE_PROJECT_ID: 'atc-production', VITE_FIREBASE_API_KEY: 'key' };

function settings(env: Record<string, string>): FirebaseSettings {
  const config = resolveBackendConfig(env);
  if (config.backend !== 'firebase') throw new Error('expected the firebase backend');
  return config.firebase;
}

afterEach(() => {
  calls.length = 0;
  globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = undefined;
});

/**
 * Every Firebase app checks, in the background, that IndexedDB opens (its
 * heartbeat store); the check's callback reads `self`. On a loaded machine it
 * could run after this file's environment was torn down ("self is not
 * defined"). fake-indexeddb answers requests in order, so once a request made
 * after the apps has been answered, theirs have been too.
 */
afterAll(async () => {
  for (let round = 0; round < 2; round += 1) {
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('app-check-test-flush');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
  }
});

describe('App Check settings (src/services/config.ts)', () => {
  it('carries the site key only when VITE_APPCHECK_SITE_KEY is set, and refuses a malformed one', () => {
    expect(settings({ ...firebaseEnv, VITE_APPCHECK_SITE_KEY: SITE_KEY }).appCheckSiteKey).toBe(SITE_KEY);
    expect(settings(firebaseEnv).appCheckSiteKey).toBeUndefined();
    expect(() => settings({ ...firebaseEnv, VITE_APPCHECK_SITE_KEY: `"${SITE_KEY}"` })).toThrow(/VITE_APPCHECK_SITE_KEY/);
    expect(() => settings({ ...firebaseEnv, VITE_APPCHECK_SITE_KEY: '' })).toThrow(/VITE_APPCHECK_SITE_KEY/);
  });
});

describe('startAppCheck', () => {
  const app = initializeApp({ projectId: 'atc-production', apiKey: 'key', appId: 'app' }, 'app-check-test');
  afterAll(() => deleteApp(app));

  it('uses reCAPTCHA Enterprise with the site key and automatic token refresh, without a debug token in production', () => {
    startAppCheck(app, SITE_KEY, false);
    expect(calls).toEqual([{ appName: 'app-check-test', siteKey: SITE_KEY, autoRefresh: true, debugToken: undefined }]);
  });

  it('switches the SDK to its debug token before initialising under the emulators', () => {
    startAppCheck(app, SITE_KEY, true);
    expect(calls).toEqual([{ appName: 'app-check-test', siteKey: SITE_KEY, autoRefresh: true, debugToken: true }]);
  });

  it('keeps a debug token registered in the console (a string) under the emulators', () => {
    globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = 'registered-debug-token';
    startAppCheck(app, SITE_KEY, true);
    expect(calls[0]?.debugToken).toBe('registered-debug-token');
  });
});

describe('getFirebaseSdk', () => {
  it('starts App Check for an app whose settings carry a site key, and only then', async () => {
    const sdks = [
      getFirebaseSdk(settings({ ...firebaseEnv, VITE_APPCHECK_SITE_KEY: SITE_KEY }), 'with-app-check'),
      getFirebaseSdk(settings(firebaseEnv), 'without-app-check'),
    ];
    // Auth reads its persistence as it starts; deleting the app midway logs errors.
    await Promise.all(sdks.map((sdk) => sdk.auth.authStateReady()));
    try {
      expect(calls).toEqual([{ appName: 'with-app-check', siteKey: SITE_KEY, autoRefresh: true, debugToken: undefined }]);
    } finally {
      await releaseFirebaseSdk('with-app-check');
      await releaseFirebaseSdk('without-app-check');
    }
  });
});
