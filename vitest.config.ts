import { paraglideVitePlugin } from '@inlang/paraglide-js';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PARAGLIDE, devMessages, messageRuntime } from './scripts/paraglide.config.mjs';

export default defineConfig({
  plugins: [paraglideVitePlugin({ ...PARAGLIDE, strategy: [...PARAGLIDE.strategy] }), messageRuntime(), devMessages(), react()],
  define: {
    __BACKEND__: JSON.stringify('local'),
    __SITE_ORIGIN__: JSON.stringify('http://localhost:4173'),
    __BUILD_LOCALE__: JSON.stringify(null),
  },
  test: {
    // jsdom by default; a file that needs no DOM starts with `// @vitest-environment node`
    // (no jsdom to set up: about a second a file here; docs/performance.md).
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup/scheduler-delay.ts', './tests/setup/vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    // The emulator suites run inside `firebase emulators:exec` (vitest.emulators.config.ts).
    exclude: ['tests/contract/**/*.emulator.test.ts', 'tests/functions/**/*.emulator.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    testTimeout: 60_000,
  },
});
