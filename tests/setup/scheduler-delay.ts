/// <reference types="node" />
// Stress mode, off by default: with REACT_SCHEDULER_DELAY_MS set (as
// `npm run test:unit:slow` does), every setImmediate is delayed, which is how
// React's scheduler posts its render tasks in Node, as on a slow machine. A
// test that asserts a render without waiting for it fails here. This file must
// run before anything imports React; it keeps the real timers so that a test's
// fake timers do not stop React.
const delay = Number(process.env.REACT_SCHEDULER_DELAY_MS ?? 0);
if (delay > 0) {
  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
  globalThis.setImmediate = ((callback: (...args: unknown[]) => void, ...args: unknown[]) =>
    realSetTimeout(callback, delay, ...args)) as unknown as typeof setImmediate;
  globalThis.clearImmediate = ((handle: ReturnType<typeof setTimeout>) =>
    realClearTimeout(handle)) as unknown as typeof clearImmediate;
}
