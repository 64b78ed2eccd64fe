import { lazy, Suspense } from 'react';
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { Page } from '../../components/ui/page';
import { AdminConsole } from '../../features/admin/admin-console';
import { ConsentExportButton } from '../../features/admin/consent-export-button';
import { boardHeading } from '../../features/boards/board-text';
import { Link, m } from '../../i18n';
import { paths } from '../../config/paths';
import { usePrefetch } from '../../lib/use-prefetch';
import { useSession } from '../../services/context';
import type { PendingComment } from '../../domain/types';
import { useBoardForPath } from '../../features/boards/use-board-lookup';

// The board (with its composer, form and validation code) is only needed once
// Open Display is pressed: the console's first paint does without it, and it
// is fetched when the browser is idle, so Open Display still opens at once.
const loadBoardView = () => import('../../features/boards/board-view');
const BoardView = lazy(() => loadBoardView().then((module) => ({ default: module.BoardView })));

/** Open Display: the comment's board, read-only, scrolled to the newest message, the comment highlighted. */
function CommentDisplay({ comment }: { comment: PendingComment }) {
  const lookup = useBoardForPath(comment.path);
  const waiting = useMinimumLoading(lookup.status === 'loading');
  if (waiting || lookup.status === 'loading') return <Loading label={m.admin_loading_board()} />;
  if (!lookup.board) return <p role="alert">{m.admin_board_not_found()}</p>;
  return (
    <>
      <h2>{m.admin_display_heading({ heading: boardHeading(lookup.board), path: comment.path })}</h2>
      <Suspense fallback={<Loading label={m.admin_loading_board()} />}>
        <BoardView board={lookup.board} selectedId={comment.id} readOnly scrollToEnd />
      </Suspense>
    </>
  );
}

export function Component() {
  const session = useSession();
  const waiting = useMinimumLoading(session.loading);
  usePrefetch(loadBoardView, session.isAdmin);
  return (
    <Page title={m.admin_page_title()}>
      <h1>{m.admin_heading()}</h1>
      {waiting ? (
        <Loading />
      ) : session.isAdmin ? (
        <>
          <p>
            <Link to={paths.adminHistory}>{m.moderation_history_link()}</Link>
          </p>
          <ConsentExportButton />
          <AdminConsole renderDisplay={(comment) => <CommentDisplay key={comment.id} comment={comment} />} />
        </>
      ) : (
        <p role="alert" className="page__lead">
          {m.admin_not_authorized()}
        </p>
      )}
    </Page>
  );
}
