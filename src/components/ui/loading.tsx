import { useEffect, useState } from 'react';

/**
 * A polite loading status that appears only if the wait passes `delayMs`, so
 * quick loads do not flash a spinner.
 */
export function Loading({ label = 'Loading…', delayMs = 300 }: { label?: string; delayMs?: number }) {
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
