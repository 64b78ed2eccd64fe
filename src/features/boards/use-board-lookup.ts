// Which comment board belongs to a page (spec §7, board lookup by pathname):
// the root layout asks it for the footer's Comments, the discussion route for
// its board and the admin's Open Display for a pending comment's board.
import { useEffect, useState } from 'react';
import { normalizePath } from '../../domain/boards';
import { pagePath } from '../../i18n';
import { useServices } from '../../services/context';
import type { Board } from '../../domain/types';

export type BoardLookup = { status: 'loading' } | { status: 'ready'; board: Board | null };

/** The comment board of a path (board lookup by pathname, spec §7); a French page's is its English path's (/fr/store is /store). */
export function useBoardForPath(pathname: string): BoardLookup {
  const services = useServices();
  const key = normalizePath(pagePath(pathname));
  const [result, setResult] = useState<{ key: string; board: Board | null } | null>(null);

  useEffect(() => {
    if (!services) return;
    let cancelled = false;
    services.boards.findBoard(key).then(
      (board) => !cancelled && setResult({ key, board }),
      (error: unknown) => {
        console.warn('Board lookup failed.', error);
        if (!cancelled) setResult({ key, board: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [services, key]);

  return result && result.key === key ? { status: 'ready', board: result.board } : { status: 'loading' };
}
