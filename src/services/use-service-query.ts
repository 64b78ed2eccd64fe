// The reading half of the data layer (docs/decisions/007): a one-shot read
// with loading, error and retry (the live query over a `watch*` subscription
// is use-live-query.ts, apart, so the first page carries only this one). Components name what they read with a key; the hooks start,
// cancel and stop the service calls, so no component calls a service in an
// effect of its own. The writing half is use-service-action.ts.
import { useEffect, useEffectEvent, useState } from 'react';
import type { Services } from './api';
import { useServices } from './context';

export type QueryState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export type ServiceQuery<T> = QueryState<T> & {
  /** Reads again (after an error, say); the state is loading until it answers. */
  retry: () => void;
};

export interface QueryOptions {
  /** Called once per failed read, e.g. to log it. */
  onError?: (error: unknown) => void;
  /** While a new key is read, the data of the previous key stays (no loading state in between). */
  keepPrevious?: boolean;
}

export type Settled<T> = { key: string; state: QueryState<T> };

/** What a hook returns for `key` given what it holds: loading until this key has answered, unless the previous data is kept. */
export function stateFor<T>(held: Settled<T> | null, key: string, keepPrevious: boolean): QueryState<T> {
  if (held === null) return { status: 'loading' };
  if (held.key === key || (keepPrevious && held.state.status === 'ready')) return held.state;
  return { status: 'loading' };
}

/**
 * One read of the backend, made again when `key` changes or on retry. `read`
 * may change every render: `key` names what it reads. Answers to a key no
 * longer asked for are dropped.
 */
export function useServiceQuery<T>(key: string, read: (services: Services) => Promise<T>, options: QueryOptions = {}): ServiceQuery<T> {
  const { services } = useServices();
  // Counts retries: a new count reads the same key again.
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<Settled<T> | null>(null);
  const start = useEffectEvent((loaded: Services) => read(loaded));
  const failed = useEffectEvent((error: unknown) => options.onError?.(error));

  useEffect(() => {
    if (!services) return;
    let current = true;
    const settle = (state: QueryState<T>) => current && setHeld({ key, state });
    start(services).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        if (current) failed(error);
        settle({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [services, key, attempt]);

  const retry = () => {
    setHeld(null);
    setAttempt(attempt + 1);
  };
  return { ...stateFor(held, key, options.keepPrevious ?? false), retry };
}
