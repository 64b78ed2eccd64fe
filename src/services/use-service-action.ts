// The writing half of the data layer (docs/decisions/007): a write to the
// backend with its pending state and its last error. It waits for the backend
// to load, so a press before then is not lost, and resolves with what the
// service returns (a saved message, say), which the caller shows at once.
import { useCallback, useLayoutEffect, useRef, useState, useTransition } from 'react';
import type { Services } from './api';
import { useServices } from './context';

export interface ServiceAction<A extends unknown[], R> {
  /** Runs the write; rejects as the service does (the error is also in `error`). */
  run: (...args: A) => Promise<R>;
  /** True while a run is in flight. */
  pending: boolean;
  /** The last run's failure, or null once a run succeeds. */
  error: unknown;
}

/**
 * A write. `write` is read when `run` is called; `run` keeps its identity while
 * the backend does, so memoised rows it is passed to do not render again.
 */
export function useServiceAction<A extends unknown[], R>(write: (services: Services, ...args: A) => Promise<R>): ServiceAction<A, R> {
  const { ready } = useServices();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(write);
  useLayoutEffect(() => {
    latest.current = write;
  });

  const run = useCallback(
    (...args: A) =>
      new Promise<R>((resolve, reject) => {
        // An async transition: `pending` holds until the write settles.
        startTransition(async () => {
          try {
            const result = await latest.current(await ready, ...args);
            setError(null);
            resolve(result);
          } catch (failure) {
            setError(failure);
            // The service's own error, so callers can tell its code.
            reject(failure);
          }
        });
      }),
    [ready],
  );

  return { run, pending, error };
}
