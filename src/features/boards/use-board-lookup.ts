// Which comment board belongs to a page (spec §7, board lookup by pathname):
// the root layout asks it for the footer's Comments, the discussion route for
// its board and the admin's Open Display for a pending comment's board.
import { normalizePath } from '../../domain/boards';
import { pagePath } from '../../i18n';
import { useServiceQuery } from '../../services/use-service-query';
import type { Board } from '../../domain/types';

export type BoardLookup = { status: 'loading' } | { status: 'ready'; board: Board | null };

/** The comment board of a path (board lookup by pathname, spec §7); a French page's is its English path's (/fr/store is /store). */
export function useBoardForPath(pathname: string): BoardLookup {
  const key = normalizePath(pagePath(pathname));
  const lookup = useServiceQuery(`board-for:${key}`, (services) => services.boards.findBoard(key), {
    onError: (error) => console.warn('Board lookup failed.', error),
  });
  // A failed lookup is no board: the page shows no Comments rather than an error.
  if (lookup.status === 'loading') return { status: 'loading' };
  return { status: 'ready', board: lookup.status === 'ready' ? lookup.data : null };
}
