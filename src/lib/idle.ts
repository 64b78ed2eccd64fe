/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`),
 * or after `fallbackMs` where requestIdleCallback is missing (Safari). Returns
 * the function that cancels it, ready to be an effect's cleanup.
 */
export function whenIdle(callback: () => void, timeoutMs: number, fallbackMs = Math.min(timeoutMs, 200)): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}
