import { Link, m } from '../../i18n';
import { fillText, placeholders } from '../../i18n/fill-text';
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { boardHeading } from '../../features/boards/board-text';
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
  if (waiting) content = <Loading label={m.boards_discussion_loading()} />;
  else if (!session.isFranchisee) {
    content = session.user ? (
      <p className="page__lead">
        {fillText(m.boards_discussion_closed_apply(placeholders('apply')), {
          apply: <Link to={paths.franchisee}>{m.boards_discussion_apply_link()}</Link>,
        })}
      </p>
    ) : (
      <p className="page__lead">
        {fillText(m.boards_discussion_closed_login(placeholders('login')), {
          login: <Link to={paths.login}>{m.boards_discussion_login_link()}</Link>,
        })}
      </p>
    );
  } else if (!board) content = <p role="alert">{m.boards_discussion_not_found()}</p>;
  else content = <BoardView board={board} />;

  return (
    <Page title={m.boards_heading_discussion()}>
      <h1 id="discussion-board">{board ? boardHeading(board) : m.boards_heading_discussion()}</h1>
      {content}
    </Page>
  );
}
