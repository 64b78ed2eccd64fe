import { useEffect, useLayoutEffect, useState } from 'react';
import { m } from '../../i18n';

/** How long a wait must last before <Loading> shows its label. */
export const LOADING_DELAY_MS = 300;
/** How long a label, once shown, stays on screen. */
export const LOADING_MINIMUM_MS = 500;

/**
 * A polite loading status that appears only if the wait passes `delayMs`, so
 * quick loads do not flash a spinner.
 */
export function Loading({ label = m.shell_loading(), delayMs = LOADING_DELAY_MS }: { label?: string; delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <p role="status" aria-live="polite" className="loading">
      {visible ? label : null}
    </p>
  );
}

/**
 * Whether to keep showing <Loading> in place of content: while `loading`, and,
 * once the wait has passed the label's delay (so the label is on screen),
 * until the label has been seen for `minimumMs`. A load done before the delay
 * shows its content at once; one done just after it does not flash the label
 * for a frame. Use it where <Loading> is swapped for content:
 * `useMinimumLoading(items === undefined) ? <Loading /> : <List items={items} />`.
 */
export function useMinimumLoading(loading: boolean, minimumMs = LOADING_MINIMUM_MS, delayMs = LOADING_DELAY_MS): boolean {
  const [labelShown, setLabelShown] = useState(false);

  // A layout effect: the timer is cleared in the same commit that shows the
  // content, so it cannot fire after that and bring the label back.
  useLayoutEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLabelShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [loading, delayMs]);

  useEffect(() => {
    if (!labelShown) return;
    const timer = setTimeout(() => setLabelShown(false), minimumMs);
    return () => clearTimeout(timer);
  }, [labelShown, minimumMs]);

  return loading || labelShown;
}
