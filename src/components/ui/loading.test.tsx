import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Loading, LOADING_DELAY_MS, LOADING_MINIMUM_MS, useMinimumLoading } from './loading';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
/** The label's delay, in its own step: React renders and starts the next timer as it would in real time. */
const untilLabel = () => advance(LOADING_DELAY_MS);

describe('Loading', () => {
  it('shows its label only after the delay', () => {
    render(<Loading label="Loading things…" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    untilLabel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading things…');
  });
});

describe('useMinimumLoading', () => {
  const setup = () => renderHook(({ loading }) => useMinimumLoading(loading), { initialProps: { loading: true } });

  it('lets content in at once when the data comes before the label shows', () => {
    const { result, rerender } = setup();
    advance(LOADING_DELAY_MS - 50);
    rerender({ loading: false });
    expect(result.current).toBe(false);
    advance(2_000);
    expect(result.current).toBe(false);
  });

  it('keeps a label that has just appeared on screen for the minimum time', () => {
    const { result, rerender } = setup();
    untilLabel();
    advance(20);
    rerender({ loading: false });
    expect(result.current).toBe(true);
    advance(LOADING_MINIMUM_MS - 40);
    expect(result.current).toBe(true);
    advance(20);
    expect(result.current).toBe(false);
  });

  it('holds nothing back once the label has been seen long enough', () => {
    const { result, rerender } = setup();
    untilLabel();
    advance(LOADING_MINIMUM_MS + 100);
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('starts again for the next wait', () => {
    const { result, rerender } = setup();
    untilLabel();
    advance(LOADING_MINIMUM_MS);
    rerender({ loading: false });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    untilLabel();
    advance(10);
    rerender({ loading: false });
    expect(result.current).toBe(true);
    advance(LOADING_MINIMUM_MS);
    expect(result.current).toBe(false);
  });
});
