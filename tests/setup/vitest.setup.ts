// Test environment: a fake IndexedDB for the local backend, jest-dom matchers,
// and a rule that any unexpected console.error or console.warn fails the test.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

let unexpected: string[] = [];

beforeEach(() => {
  unexpected = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  const messages = unexpected;
  unexpected = [];
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});

/** For a test that expects a console message: takes it out of the failure list. */
export function expectConsole(method: 'error' | 'warn', pattern: RegExp): void {
  const index = unexpected.findIndex((line) => line.startsWith(`console.${method}`) && pattern.test(line));
  if (index === -1) throw new Error(`Expected console.${method} matching ${pattern}`);
  unexpected.splice(index, 1);
}
