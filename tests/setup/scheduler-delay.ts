/// <reference types="node" />
// Stress mode, off by default: `REACT_SCHEDULER_DELAY_MS=20 npm run test:unit`
// delays every setImmediate, which React's scheduler uses in Node to post its
// render tasks, as a slow machine does. A test that asserts a render without
// waiting for it fails here. This file must run before anything imports React;
// it keeps the real timers so that a test's fake timers do not stop React.
const delay = Number(process.env.REACT_SCHEDULER_DELAY_MS ?? 0);
if (delay > 0) {
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
  globalThis.setImmediate = ((callback: (...args: unknown[]) => void, ...args: unknown[]) =>
    realSetTimeout(callback, delay, ...args)) as unknown as typeof setImmediate;
  globalThis.clearImmediate = ((handle: ReturnType<typeof setTimeout>) =>
    realClearTimeout(handle)) as unknown as typeof clearImmediate;
}
