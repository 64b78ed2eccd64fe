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

export interface QueryOptions<T> {
  /** Called once per failed read, e.g. to log it. */
  onError?: (error: unknown) => void;
  /** While a new key is read, the data of the previous key stays (no loading state in between). */
  keepPrevious?: boolean;
  /** Turns the answer into what is kept, given what was kept before (structural sharing). */
  merge?: (previous: T | undefined, next: T) => T;
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
export function useServiceQuery<T>(key: string, read: (services: Services) => Promise<T>, options: QueryOptions<T> = {}): ServiceQuery<T> {
  const { services } = useServices();
  const [attempt, setAttempt] = useState({ key, count: 0 });
  const [held, setHeld] = useState<Settled<T> | null>(null);
  const start = useEffectEvent((loaded: Services) => read(loaded));
  const failed = useEffectEvent((error: unknown) => options.onError?.(error));
  const merged = useEffectEvent((next: T): T => {
    const previous = held?.state.status === 'ready' ? held.state.data : undefined;
    return options.merge ? options.merge(previous, next) : next;
  });
  const retries = attempt.key === key ? attempt.count : 0;

  useEffect(() => {
    if (!services) return;
    let current = true;
    start(services).then(
      (data) => current && setHeld({ key, state: { status: 'ready', data: merged(data) } }),
      (error: unknown) => {
        if (!current) return;
        failed(error);
        setHeld({ key, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [services, key, retries]);

  const retry = () => {
    setHeld(null);
    setAttempt({ key, count: retries + 1 });
  };
  return { ...stateFor(held, key, options.keepPrevious ?? false), retry };
}
