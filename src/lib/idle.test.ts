// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the callback when the browser is idle, with the timeout given', () => {
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const callback = vi.fn();
    whenIdle(callback, 5_000);
    expect(callback).toHaveBeenCalledOnce();
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 5_000 });
  });

  it('cancels the idle callback it asked for', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', vi.fn(() => 7));
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    whenIdle(() => undefined, 5_000)();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where requestIdleCallback is missing, and can cancel it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenIdle(callback, 5_000, 2_000);
    vi.advanceTimersByTime(1_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled, 2_000)();
    vi.advanceTimersByTime(2_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
