// The live half of the data layer's reads (docs/decisions/007): a `watch*`
// subscription held while mounted. Apart from use-service-query.ts because
// only the lazily loaded boards and console use it.
import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Services } from './api';
import { useServices } from './context';
import { stateFor, type QueryOptions, type QueryState, type Settled } from './use-service-query';
import type { Unsubscribe } from '../domain/types';

export interface LiveQueryOptions<T> extends Omit<QueryOptions, 'keepPrevious'> {
  /** Turns the answer into what is kept, given what was kept before (structural sharing). */
  merge?: (previous: T | undefined, next: T) => T;
  /**
   * What the data is of: while it stays the same, a new subscription (a new
   * `key`) keeps showing the last data until it answers. Defaults to `key`.
   */
  subject?: string;
}

/**
 * A live query: subscribes with `watch` while mounted, again when `key`
 * changes, and unsubscribes on unmount. Each update renders as a transition,
 * so a long list that changes never blocks a frame.
 */
export function useLiveQuery<T>(
  key: string,
  watch: (services: Services, next: (data: T) => void, fail: (error: unknown) => void) => Unsubscribe,
  options: LiveQueryOptions<T> = {},
): QueryState<T> {
  const { services } = useServices();
  const subject = options.subject ?? key;
  const [held, setHeld] = useState<Settled<T> | null>(null);
  // The last data, which a new subscription to the same subject merges into.
  const last = useRef<{ subject: string; data: T } | null>(null);
  const subscribe = useEffectEvent((loaded: Services, next: (data: T) => void, fail: (error: unknown) => void) => watch(loaded, next, fail));
  const failed = useEffectEvent((error: unknown) => options.onError?.(error));
  const merge = useEffectEvent((previous: T | undefined, next: T) => (options.merge ? options.merge(previous, next) : next));

  useEffect(() => {
    if (!services) return;
    let current = true;
    const stop = subscribe(
      services,
      (data) => {
        if (!current) return;
        const previous = last.current?.subject === subject ? last.current.data : undefined;
        const kept = merge(previous, data);
        if (last.current && kept === previous) return;
        last.current = { subject, data: kept };
        startTransition(() => setHeld({ key: subject, state: { status: 'ready', data: kept } }));
      },
      (error) => {
        if (!current) return;
        failed(error);
        setHeld({ key: subject, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
      stop();
    };
  }, [services, key, subject]);

  return stateFor(held, subject, false);
}
