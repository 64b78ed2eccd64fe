// @vitest-environment node
// Where the functions run is where the privacy page says they run:
// one region, FUNCTIONS_REGION in src/domain/consortium.ts (Montréal, with
// Firestore and Storage), set on every exported function, on the client's
// Functions instance, in firebase.json's rewrite and Content-Security-Policy,
// and in scripts/hosting-config.mjs, which the deploy reads. No other region
// is named anywhere in these files. The privacy page's own check is in
// src/features/privacy/privacy-notice.test.tsx.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PROJECT_ID, FUNCTIONS_REGION as HOSTING_REGION, functionsOrigin } from '../../scripts/hosting-config.mjs';
import { callableOptions, triggerOptions } from '../../functions/src/callable';
import { callables } from '../../src/domain/model/callables';
import { DATA_REGION, FUNCTIONS_REGION } from '../../src/domain/consortium';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');
const firebaseJson = JSON.parse(read('firebase.json')) as {
  hosting: { rewrites: { function?: { functionId: string; region: string } }[]; headers: { headers: { key: string; value: string }[] }[] };
};

/** Google Cloud regions as they are spelt (us-central1, northamerica-northeast1, europe-west2 …). */
const REGION = /\b(?:us|northamerica|southamerica|europe|asia|australia|me|africa)-[a-z]+\d\b/g;

let exported: Record<string, { __endpoint?: { region?: string[] } } | undefined>;
beforeAll(async () => {
  process.env['GCLOUD_PROJECT'] = DEMO_PROJECT_ID;
  process.env['FIREBASE_CONFIG'] = JSON.stringify({ projectId: DEMO_PROJECT_ID, storageBucket: `${DEMO_PROJECT_ID}.appspot.com` });
  exported = (await import('../../functions/src/index')) as typeof exported;
}, 120_000);

// Later files import the SDK module afresh, with their own mocks.
afterAll(() => {
  vi.resetModules();
});

describe('the functions’ region', () => {
  it('is Montréal’s, the one the privacy page names', () => {
    expect(FUNCTIONS_REGION).toBe('northamerica-northeast1');
    expect(DATA_REGION).toContain(FUNCTIONS_REGION);
    expect(HOSTING_REGION).toBe(FUNCTIONS_REGION);
  });

  it('is set on every function the deploy exports, callables, triggers and schedules alike', () => {
    const regions = Object.entries(exported)
      .filter(([, value]) => value?.__endpoint)
      .map(([name, value]) => [name, value!.__endpoint!.region] as const);
    expect(regions.length).toBeGreaterThan(Object.keys(callables).length);
    for (const [name, region] of regions) expect(region, name).toEqual([FUNCTIONS_REGION]);
    expect(triggerOptions.region).toBe(FUNCTIONS_REGION);
    for (const spec of Object.values(callables)) expect(callableOptions(spec, {}).region, spec.name).toBe(FUNCTIONS_REGION);
  });

  it('is the one firebase.json’s rewrite and Content-Security-Policy name, and no other', () => {
    const rewrites = firebaseJson.hosting.rewrites.flatMap((rewrite) => (rewrite.function ? [rewrite.function] : []));
    expect(rewrites).toEqual([{ functionId: 'oneClickUnsubscribe', region: FUNCTIONS_REGION }]);
    const policy = firebaseJson.hosting.headers.flatMap((rule) => rule.headers).find(({ key }) => key === 'Content-Security-Policy')!.value;
    expect(policy).toContain(functionsOrigin(DEMO_PROJECT_ID));
    expect(functionsOrigin(DEMO_PROJECT_ID)).toBe(`https://${FUNCTIONS_REGION}-${DEMO_PROJECT_ID}.cloudfunctions.net`);
    for (const file of ['firebase.json', 'scripts/hosting-config.mjs', 'src/domain/consortium.ts']) {
      expect(new Set(read(file).match(REGION)), file).toEqual(new Set([FUNCTIONS_REGION]));
    }
    // The functions and the client read the constant and name no region of their own.
    for (const file of ['functions/src/callable.ts', 'functions/src/index.ts', 'src/services/firebase/sdk.ts']) expect(read(file).match(REGION), file).toBeNull();
  });

  it('is the one the client calls, the emulators included', async () => {
    // The client's own Functions instance, imported here only: the files share one module registry
    // (isolate: false), and tests/unit/app-check.test.ts mocks App Check under this module.
    const { getFirebaseSdk, releaseFirebaseSdk } = await import('../../src/services/firebase/sdk');
    const settings = { apiKey: 'demo-key', authDomain: 'localhost', projectId: DEMO_PROJECT_ID, storageBucket: `${DEMO_PROJECT_ID}.appspot.com`, appId: 'demo-app' };
    for (const useEmulators of [false, true]) {
      const name = `region-${useEmulators}`;
      const { functions } = getFirebaseSdk({ ...settings, useEmulators }, name);
      expect(functions.region).toBe(FUNCTIONS_REGION);
      await releaseFirebaseSdk(name);
    }
  });
});
