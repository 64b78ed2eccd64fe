// firebase.json names the emulators' demo project's functions origin in the
// Content-Security-Policy's connect-src (the one project the preview and the
// end-to-end suite know), so the policy allows one functions origin, not every
// *.cloudfunctions.net. scripts/deploy.mjs writes a copy naming the deployed
// project's origin and deploys with it (`firebase deploy --config`).
// tests/unit/hosting-headers.test.ts checks both.

/**
 * The region of every function and callable: Montréal, with Firestore and
 * Storage (FUNCTIONS_REGION in src/domain/consortium.ts, which the functions'
 * options, the client's getFunctions() and the privacy page read; firebase.json's
 * rewrite names it; tests/unit/region.test.ts holds them equal).
 */
export const FUNCTIONS_REGION = 'northamerica-northeast1';

/** The demo project of the emulators (DEMO_PROJECT_ID in src/services/config.ts). */
export const DEMO_PROJECT_ID = 'demo-atlantic-timber';

/** Where the callables of a project answer (2nd gen callables keep this alias). */
export function functionsOrigin(projectId) {
  return `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
}

/**
 * firebase.json with the deployed project's functions origin in every header
 * that names the demo one. Throws when none does, so a policy edited without
 * it never deploys unnoticed.
 */
export function deployConfig(firebaseJson, projectId) {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId)) throw new Error(`Not a Firebase project id: ${projectId}`);
  const demo = functionsOrigin(DEMO_PROJECT_ID);
  let replaced = 0;
  const headers = firebaseJson.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map(({ key, value }) => {
      if (!value.includes(demo)) return { key, value };
      replaced += 1;
      return { key, value: value.replaceAll(demo, functionsOrigin(projectId)) };
    }),
  }));
  if (replaced === 0) throw new Error(`firebase.json's headers do not name ${demo}.`);
  return { ...firebaseJson, hosting: { ...firebaseJson.hosting, headers } };
}

/**
 * The origins a page of an emulator build talks to: the Auth, Firestore,
 * Functions and Storage emulators of firebase.json's emulators section
 * (http://127.0.0.1:9099 …).
 */
export function emulatorOrigins(firebaseJson) {
  return ['auth', 'firestore', 'functions', 'storage'].flatMap((name) => {
    const emulator = firebaseJson.emulators?.[name];
    return emulator ? [`http://${emulator.host}:${emulator.port}`] : [];
  });
}

/**
 * A Content-Security-Policy whose connect-src also allows `origins`. Only
 * `vite preview` of an emulator build applies it (scripts/vite/hosting-on-preview.ts):
 * neither firebase.json nor the deployed copy ever names an emulator.
 */
export function allowConnections(policy, origins) {
  if (!/(^|;\s*)connect-src\s/.test(policy)) throw new Error('The Content-Security-Policy has no connect-src to extend.');
  return policy.replace(/(^|;\s*)(connect-src [^;]*)/, (_, start, directive) => `${start}${directive} ${origins.join(' ')}`);
}
