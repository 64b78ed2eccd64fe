import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';

export function Component() {
  const { pathname } = useLocation();
  return (
    <Page title="Page not found">
      <h1>Page not found</h1>
      <p className="page__lead">
        There is no page at <code>{pathname}</code>. It may have moved, or the address may have a typo.
      </p>
      <Link className="button" to={paths.store}>
        Go to the store
      </Link>
    </Page>
  );
}
