// The data layer's hooks (use-service-query.ts, use-service-action.ts) over a
// hand-made backend: loading, error, retry, live updates, unsubscription on
// unmount, and a write's pending state and result.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from './api';
import { ServicesProvider, useServices } from './context';
import { useServiceAction } from './use-service-action';
import { useLiveQuery } from './use-live-query';
import { useServiceQuery } from './use-service-query';

/** A session that never signs in: the provider follows it. */
const auth = { watchSession: () => () => undefined } as unknown as Services['auth'];

/** A backend of which only the parts a test uses exist: the hooks pass it through untouched. */
function provider(services: Partial<Services>) {
  const load = () => Promise.resolve({ auth, ...services } as Services);
  return ({ children }: { children: ReactNode }) => <ServicesProvider load={load}>{children}</ServicesProvider>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useServices', () => {
  it('gives null until the backend has loaded, and a promise of it at once', async () => {
    const { result } = renderHook(() => useServices(), { wrapper: provider({ backend: 'local' }) });
    expect(result.current.services).toBeNull();
    await expect(result.current.ready).resolves.toMatchObject({ backend: 'local' });
    await waitFor(() => expect(result.current.services).toMatchObject({ backend: 'local' }));
  });
});

describe('useServiceQuery', () => {
  it('is loading, then ready with the answer; a new key reads again', async () => {
    const read = vi.fn((key: string) => Promise.resolve(`answer ${key}`));
    const { result, rerender } = renderHook(({ key }) => useServiceQuery(key, () => read(key)), {
      wrapper: provider({}),
      initialProps: { key: 'a' },
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'answer a' }));
    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'answer b' }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous data while a new key is read, when asked to', async () => {
    const next = deferred<string>();
    const { result, rerender } = renderHook(({ key }) => useServiceQuery(key, () => (key === 'a' ? Promise.resolve('first') : next.promise), { keepPrevious: true }), {
      wrapper: provider({}),
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'first' }));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    await act(async () => next.resolve('second'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'second' });
  });

  it('reports a failure once and reads again on retry', async () => {
    const onError = vi.fn();
    const read = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('back');
    const { result } = renderHook(() => useServiceQuery('k', read, { onError }), { wrapper: provider({}) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toEqual(new Error('offline'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'back' }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that comes after unmounting', async () => {
    const late = deferred<string>();
    const onError = vi.fn();
    const read = vi.fn(() => late.promise);
    const { unmount } = renderHook(() => useServiceQuery('k', read, { onError }), { wrapper: provider({}) });
    // Unmounted while the read is under way (not before it starts, when there would be nothing to drop).
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    unmount();
    await act(async () => late.reject(new Error('too late')));
    expect(onError).not.toHaveBeenCalled();
  });
});

/** A live source: `push` sends an update to every subscriber; `subscribers` counts the open subscriptions. */
function liveSource() {
  const listeners = new Set<(value: number) => void>();
  const failures = new Set<(error: unknown) => void>();
  return {
    watch: (next: (value: number) => void, fail: (error: unknown) => void) => {
      listeners.add(next);
      failures.add(fail);
      return () => {
        listeners.delete(next);
        failures.delete(fail);
      };
    },
    push: (value: number) => listeners.forEach((listener) => listener(value)),
    fail: (error: unknown) => failures.forEach((listener) => listener(error)),
    get subscribers() {
      return listeners.size;
    },
  };
}

describe('useLiveQuery', () => {
  it('follows live updates and unsubscribes on unmount', async () => {
    const source = liveSource();
    const { result, unmount } = renderHook(() => useLiveQuery<number>('k', (_services, next, fail) => source.watch(next, fail)), {
      wrapper: provider({}),
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(source.subscribers).toBe(1));
    act(() => source.push(1));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 1 }));
    act(() => source.push(2));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 2 }));
    unmount();
    expect(source.subscribers).toBe(0);
  });

  it('subscribes again for a new key, keeping the subject’s data until it answers, and merges updates', async () => {
    const source = liveSource();
    const merge = vi.fn((previous: number | undefined, next: number) => (previous !== undefined && previous === next ? previous : next));
    const { result, rerender } = renderHook(
      ({ key }) => useLiveQuery<number>(key, (_services, next, fail) => source.watch(next, fail), { subject: 'board', merge }),
      { wrapper: provider({}), initialProps: { key: 'page 1' } },
    );
    await waitFor(() => expect(source.subscribers).toBe(1));
    act(() => source.push(5));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 5 }));
    rerender({ key: 'page 2' });
    expect(source.subscribers).toBe(1);
    expect(result.current).toEqual({ status: 'ready', data: 5 });
    act(() => source.push(6));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 6 }));
    expect(merge).toHaveBeenLastCalledWith(5, 6);
  });

  it('says a failure and reports it', async () => {
    const source = liveSource();
    const onError = vi.fn();
    const { result } = renderHook(() => useLiveQuery<number>('k', (_services, next, fail) => source.watch(next, fail), { onError }), {
      wrapper: provider({}),
    });
    await waitFor(() => expect(source.subscribers).toBe(1));
    act(() => source.fail(new Error('denied')));
    expect(result.current).toEqual({ status: 'error', error: new Error('denied') });
    expect(onError).toHaveBeenCalledWith(new Error('denied'));
  });
});

function Saver({ save }: { save: (text: string) => Promise<string> }) {
  const action = useServiceAction((_services, text: string) => save(text));
  return (
    <>
      <button type="button" onClick={() => void action.run('oak').catch(() => undefined)}>
        Save
      </button>
      <p>{action.pending ? 'Saving' : 'Idle'}</p>
      <p>{action.error ? 'Failed' : 'No error'}</p>
    </>
  );
}

describe('useServiceAction', () => {
  it('is pending while the write runs, and resolves with what the service returns', async () => {
    const written = deferred<string>();
    const save = vi.fn((_text: string) => written.promise);
    const { result } = renderHook(() => useServiceAction((_services, text: string) => save(text)), { wrapper: provider({}) });
    let saved: Promise<string> = Promise.resolve('');
    act(() => {
      saved = result.current.run('oak');
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(async () => written.resolve('saved oak'));
    await expect(saved).resolves.toBe('saved oak');
    expect(save).toHaveBeenCalledWith('oak');
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('waits for the backend when pressed before it has loaded', async () => {
    const backend = deferred<Services>();
    const save = vi.fn((text: string) => Promise.resolve(text));
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider load={() => backend.promise}>{children}</ServicesProvider>;
    const { result } = renderHook(() => useServiceAction((_services, text: string) => save(text)), { wrapper });
    let saved: Promise<string> = Promise.resolve('');
    act(() => {
      saved = result.current.run('pine');
    });
    expect(save).not.toHaveBeenCalled();
    await act(async () => backend.resolve({ auth } as Services));
    await expect(saved).resolves.toBe('pine');
  });

  it('rejects as the service does and shows the error until a run succeeds', async () => {
    const user = userEvent.setup({ delay: null });
    const save = vi.fn<(text: string) => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('ok');
    render(<Saver save={save} />, { wrapper: provider({}) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No error')).toBeInTheDocument();
    expect(screen.getByText('Idle')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
