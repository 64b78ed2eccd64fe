import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePrefetch } from './use-prefetch';

describe('usePrefetch', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches the module once the page is idle, and only while wanted', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { rerender } = renderHook(({ wanted }) => usePrefetch(load, wanted), { initialProps: { wanted: false } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).not.toHaveBeenCalled();

    rerender({ wanted: true });
    await vi.advanceTimersByTimeAsync(2_000);
    // A failed prefetch is swallowed: the real import reports its own error.
    expect(load).toHaveBeenCalledOnce();
  });

  it('does not fetch after the component is gone', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => usePrefetch(load));
    unmount();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).not.toHaveBeenCalled();
  });
});
