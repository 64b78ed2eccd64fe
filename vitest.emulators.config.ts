// Vitest for the Firebase Emulator Suite (`npm run test:emulators`, run
// inside `firebase emulators:exec`): the service contract against the firebase
// backend. The emulators are emptied and seeded once before the run; the test
// files run one at a time since they share the emulators' state.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __BACKEND__: JSON.stringify('firebase'),
  },
  test: {
    environment: 'node',
    globals: true,
    include: ['tests/contract/**/*.emulator.test.ts'],
    globalSetup: ['./scripts/seed-emulators.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
