// Vitest for the Firebase Emulator Suite, run inside `firebase emulators:exec`,
// one project at a time (`--project NAME`) since they share the emulators:
// - contract: the service contract against the firebase backend; the
//   emulators are emptied and seeded once before it (scripts/seed-emulators.ts);
// - rules: the firestore.rules and storage.rules matrix (@firebase/rules-unit-testing),
//   which empties Firestore and Storage as it goes;
// - functions: createUserOnApproval's Auth half against the Auth emulator.
// scripts/emulator-suites.mjs runs all three in one start of the emulators
// (`npm run test:emulators`, and `npm test`); `npm run test:functions` only the last.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __BACKEND__: JSON.stringify('firebase'),
  },
  test: {
    environment: 'node',
    globals: true,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.emulator.test.ts'],
          globalSetup: ['./scripts/seed-emulators.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'rules', include: ['tests/rules/**/*.emulator.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'functions', include: ['tests/functions/**/*.emulator.test.ts'] },
      },
    ],
  },
});
