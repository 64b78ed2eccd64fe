// /admin/history (issue 23): the decision history, an Admin's only.
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { DecisionHistory } from '../../features/admin/decision-history';
import { Link, m } from '../../i18n';
import { useSession } from '../../services/context';

export function Component() {
  const session = useSession();
  const waiting = useMinimumLoading(session.loading);
  return (
    <Page title={m.moderation_history_title()}>
      <h1>{m.moderation_history_title()}</h1>
      {waiting ? (
        <Loading />
      ) : session.isAdmin ? (
        <>
          <p>
            <Link to={paths.admin}>{m.moderation_history_back()}</Link>
          </p>
          <DecisionHistory />
        </>
      ) : (
        <p role="alert" className="page__lead">
          {m.admin_not_authorized()}
        </p>
      )}
    </Page>
  );
}
