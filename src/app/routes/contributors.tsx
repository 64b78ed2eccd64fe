import { Link } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ContributorsList } from '../../features/contributors/contributors-list';

export function Component() {
  return (
    <Page title="Our Contributors">
      <h1>Our Contributors</h1>
      <p className="page__lead">
        Woodlot owners, foresters, sawyers and builders who share what they know on our boards.{' '}
        <Link to={paths.register}>Join them</Link>.
      </p>
      <ContributorsList />
    </Page>
  );
}
