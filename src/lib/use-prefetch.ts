import { useEffect } from 'react';
import { whenIdle } from './idle';

/**
 * Fetches a lazy module's code once the page is idle (while `wanted`), so what
 * it renders opens at once when asked for. A failed fetch is left to the real
 * import, which shows its own error.
 */
export function usePrefetch(load: () => Promise<unknown>, wanted = true): void {
  useEffect(() => {
    if (!wanted) return;
    return whenIdle(() => void load().catch(() => undefined), 5_000, 2_000);
  }, [load, wanted]);
}
