import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { Page } from '../../components/ui/page';
import { AdminConsole } from '../../features/admin/admin-console';
import { BoardView } from '../../features/boards/board-view';
import { useSession } from '../../services/context';
import type { PendingComment } from '../../services/types';
import { useBoardForPath } from '../layout/use-board';

export const NOT_AUTHORIZED = 'You are not authorized to view this page';

/** Open Display: the comment's board, read-only, scrolled to the newest message, the comment highlighted. */
function CommentDisplay({ comment }: { comment: PendingComment }) {
  const lookup = useBoardForPath(comment.path);
  const waiting = useMinimumLoading(lookup.status === 'loading');
  if (waiting || lookup.status === 'loading') return <Loading label="Loading the board…" />;
  if (!lookup.board) return <p role="alert">The board of this comment could not be found.</p>;
  return (
    <>
      <h2>
        {lookup.board.heading} on {comment.path}
      </h2>
      <BoardView board={lookup.board} selectedId={comment.id} readOnly scrollToEnd />
    </>
  );
}

export function Component() {
  const session = useSession();
  const waiting = useMinimumLoading(session.loading);
  return (
    <Page title="Admin" className="page--wide">
      <h1>Admin Console</h1>
      {waiting ? (
        <Loading />
      ) : session.isAdmin ? (
        <AdminConsole renderDisplay={(comment) => <CommentDisplay key={comment.id} comment={comment} />} />
      ) : (
        <p role="alert" className="page__lead">
          {NOT_AUTHORIZED}
        </p>
      )}
    </Page>
  );
}
