import { Link } from 'react-router-dom';
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { BoardView } from '../../features/boards/board-view';
import { useSession } from '../../services/context';
import { useBoardForPath } from '../../features/boards/use-board-lookup';

/** The discussion board (spec §2 /discussion): Franchisee and Admin only. */
export function Component() {
  const session = useSession();
  const lookup = useBoardForPath(paths.discussion);
  const board = lookup.status === 'ready' ? lookup.board : null;
  const waiting = useMinimumLoading(session.loading || lookup.status === 'loading');

  let content;
  if (waiting) content = <Loading label="Loading the discussion board…" />;
  else if (!session.isFranchisee) {
    content = session.user ? (
      <p className="page__lead">
        The discussion board is open to franchisees and admins only. <Link to={paths.franchisee}>Apply to join the consortium</Link>{' '}
        to take part.
      </p>
    ) : (
      <p className="page__lead">
        The discussion board is open to franchisees and admins only. <Link to={paths.login}>Log In</Link> if you are one.
      </p>
    );
  } else if (!board) content = <p role="alert">The discussion board could not be found.</p>;
  else content = <BoardView board={board} />;

  return (
    <Page title="Discussion Board">
      <h1 id="discussion-board">{board?.heading ?? 'Discussion Board'}</h1>
      {content}
    </Page>
  );
}
