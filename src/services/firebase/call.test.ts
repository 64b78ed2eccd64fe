// @vitest-environment node
// The firebase transport of a call: the callables a mailed link authorizes
// (confirm an address, unsubscribe) go through an app without App Check, so
// a browser that blocks reCAPTCHA, where the App Check SDK would wait for a
// script that never loads, still reaches them (CASL: an unsubscribe without
// conditions). Every other callable goes with App Check, a limited-use token
// where it mails or files something.
import type * as FunctionsSdk from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import type * as CallablesModule from '../../domain/model/callables';
import type * as CallModule from './call';
import type * as SdkModule from './sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const appCheckStarted: string[] = [];
const calledThrough: { app: string; name: string; limitedUse: boolean }[] = [];

// The files of a worker share their modules (vitest.config.ts, isolate: false): the SDK may already be
// loaded unmocked, so this file mocks it with a fresh module registry and imports the code under test after.
let modules: {
  callables: typeof CallablesModule.callables;
  caller: typeof CallModule.caller;
  sdk: typeof SdkModule;
};

beforeAll(async () => {
  vi.resetModules();
  vi.doMock('firebase/app-check', () => ({
    ReCaptchaEnterpriseProvider: class {},
    initializeAppCheck: (app: { name: string }) => {
      appCheckStarted.push(app.name);
      return {};
    },
  }));
  vi.doMock('firebase/functions', async (importOriginal) => {
    const actual = await importOriginal<typeof FunctionsSdk>();
    return {
      ...actual,
      httpsCallable: (functions: Functions, name: string, options?: { limitedUseAppCheckTokens?: boolean }) => async () => {
        calledThrough.push({ app: functions.app.name, name, limitedUse: options?.limitedUseAppCheckTokens === true });
        return { data: name === 'unsubscribe' ? { link: { status: 'already-unsubscribed', purpose: 'newsletter', maskedEmail: 'r•••@example.com' } } : { outcome: 'requested' } };
      },
    };
  });
  modules = {
    callables: (await import('../../domain/model/callables')).callables,
    caller: (await import('./call')).caller,
    sdk: await import('./sdk'),
  };
});

afterAll(() => {
  vi.doUnmock('firebase/app-check');
  vi.doUnmock('firebase/functions');
  vi.resetModules();
});

const SETTINGS = {
  apiKey: 'demo-key',
  authDomain: 'demo-atlantic-timber.firebaseapp.com',
  projectId: 'demo-atlantic-timber',
  storageBucket: 'demo-atlantic-timber.appspot.com',
  appId: 'demo-app',
  useEmulators: false,
};

afterEach(async () => {
  await modules.sdk.releaseFirebaseSdk('with-app-check');
  await modules.sdk.releaseFirebaseSdk('without-site-key');
  appCheckStarted.length = 0;
  calledThrough.length = 0;
});

describe('the firebase transport and App Check', () => {
  it('sends the unsubscribe and the link checks without App Check, and the rest with it', async () => {
    const { callables, caller, sdk } = modules;
    const { functions } = sdk.getFirebaseSdk({ ...SETTINGS, appCheckSiteKey: 'site-key' }, 'with-app-check');
    const call = caller(functions);
    await call(callables.requestSubscription, {
      purpose: 'newsletter',
      email: 'reader@example.com',
      language: 'en-CA',
      wording: 'newsletter-v1',
      source: 'hub',
    });
    await call(callables.unsubscribe, { token: 'a'.repeat(43) });

    expect(appCheckStarted).toEqual(['with-app-check']);
    expect(calledThrough).toEqual([
      { app: 'with-app-check', name: 'requestSubscription', limitedUse: true },
      { app: 'with-app-check~links', name: 'unsubscribe', limitedUse: false },
    ]);
  });

  it('uses the one app where the build starts no App Check', async () => {
    const { callables, caller, sdk } = modules;
    const { functions } = sdk.getFirebaseSdk(SETTINGS, 'without-site-key');
    await caller(functions)(callables.unsubscribe, { token: 'a'.repeat(43) });
    expect(calledThrough).toEqual([{ app: 'without-site-key', name: 'unsubscribe', limitedUse: false }]);
  });
});
