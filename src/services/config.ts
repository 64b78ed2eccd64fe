// Which backend the app talks to, decided once from the build environment and
// checked with zod. `local` unless VITE_BACKEND says firebase or a Firebase
// config is given; the emulators need only a demo- project id. A firebase build
// with VITE_APPCHECK_SITE_KEY turns on App Check (src/services/firebase/app-check.ts).
// Zod Mini, as in the rest of the app (src/lib/validation.ts); vite.config.ts
// runs this in Node too.
import { z } from 'zod/mini';

const nonEmpty = z.string().check(z.minLength(1));
const flag = z.pipe(z.optional(z.enum(['true', 'false'])), z.transform((value) => value === 'true'));

export const envSchema = z.object({
  VITE_BACKEND: z.optional(z.enum(['local', 'firebase'])),
  VITE_USE_EMULATORS: flag,
  VITE_FIREBASE_API_KEY: z.optional(nonEmpty),
  VITE_FIREBASE_AUTH_DOMAIN: z.optional(nonEmpty),
  VITE_FIREBASE_PROJECT_ID: z.optional(nonEmpty),
  VITE_FIREBASE_STORAGE_BUCKET: z.optional(nonEmpty),
  VITE_FIREBASE_APP_ID: z.optional(nonEmpty),
  // A reCAPTCHA Enterprise site key is letters, digits, '-' and '_'; a stray
  // quote or space from an .env file would only fail later, in the browser.
  VITE_APPCHECK_SITE_KEY: z.optional(z.string().check(z.regex(/^[\w-]+$/))),
});

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  useEmulators: boolean;
  /** reCAPTCHA Enterprise site key: App Check runs only when it is set. */
  appCheckSiteKey?: string;
}

export type BackendConfig = { backend: 'local' } | { backend: 'firebase'; firebase: FirebaseSettings };

export const DEMO_PROJECT_ID = 'demo-atlantic-timber';

export function resolveBackendConfig(rawEnv: Record<string, unknown>): BackendConfig {
  const parsed = envSchema.safeParse(rawEnv);
  if (!parsed.success) {
    throw new Error(`Invalid backend environment: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  }
  const env = parsed.data;
  const hasConfig = env.VITE_FIREBASE_PROJECT_ID !== undefined;
  const backend = env.VITE_BACKEND ?? (hasConfig ? 'firebase' : 'local');
  if (backend === 'local') return { backend };

  if (!hasConfig && !env.VITE_USE_EMULATORS) {
    throw new Error('VITE_BACKEND=firebase needs VITE_FIREBASE_PROJECT_ID (and the rest of the config) or VITE_USE_EMULATORS=true.');
  }
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  return {
    backend,
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
      appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
      useEmulators: env.VITE_USE_EMULATORS,
      ...(env.VITE_APPCHECK_SITE_KEY === undefined ? {} : { appCheckSiteKey: env.VITE_APPCHECK_SITE_KEY }),
    },
  };
}
