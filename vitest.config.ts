import { paraglideVitePlugin } from '@inlang/paraglide-js';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PARAGLIDE, devMessages, messageRuntime } from './scripts/paraglide.config.mjs';
import { ByEnvironmentSequencer } from './tests/setup/by-environment-sequencer';

export default defineConfig({
  plugins: [paraglideVitePlugin({ ...PARAGLIDE, strategy: [...PARAGLIDE.strategy] }), messageRuntime(), devMessages(), react()],
  define: {
    __BACKEND__: JSON.stringify('local'),
    __SITE_ORIGIN__: JSON.stringify('http://localhost:4173'),
    __BUILD_LOCALE__: JSON.stringify(null),
  },
  test: {
    // happy-dom by default (the run took 211 s instead of 254 s in jsdom on our
    // machines: docs/performance.md), with the browser's rules for hidden
    // elements it lacks (tests/setup/vitest.setup.ts); a file that needs no DOM
    // starts with `// @vitest-environment node`.
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./tests/setup/scheduler-delay.ts', './tests/setup/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    // The emulator suites run inside `firebase emulators:exec` (vitest.emulators.config.ts).
    exclude: ['tests/contract/**/*.emulator.test.ts', 'tests/functions/**/*.emulator.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // The files of a worker share their modules (each still gets a fresh
    // environment and its own mocks): no file imports the app anew. The whole
    // run went from about 400 to 245 s on our 2-core machines. What a test
    // changes outside its modules is undone after it: spies, stubbed globals
    // and environment variables, fake timers (tests/setup/vitest.setup.ts).
    isolate: false,
    // A worker goes on only to a file of its own environment: the files of each go together.
    sequence: { sequencer: ByEnvironmentSequencer },
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 60_000,
  },
});
