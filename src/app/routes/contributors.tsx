import { Link, m } from '../../i18n';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ContributorsList } from '../../features/contributors/contributors-list';

export function Component() {
  return (
    <Page title={m.content_contributors_heading()}>
      <h1>{m.content_contributors_heading()}</h1>
      <p className="page__lead">
        {m.content_contributors_lead()} <Link to={paths.register}>{m.content_contributors_join()}</Link>.
      </p>
      <ContributorsList />
    </Page>
  );
}
