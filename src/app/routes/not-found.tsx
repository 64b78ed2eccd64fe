import { useLocation } from 'react-router-dom';
import { Link, m } from '../../i18n';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';

/** Marks where the address goes in the lead sentence, so the sentence stays one message in each language. */
const PATH_SLOT = '\u0000';

export function Component() {
  const { pathname } = useLocation();
  const [before, after = ''] = m.shell_not_found_lead({ path: PATH_SLOT }).split(PATH_SLOT);
  return (
    <Page title={m.shell_not_found_title()}>
      <h1>{m.shell_not_found_title()}</h1>
      <p className="page__lead">
        {before}
        <code>{pathname}</code>
        {after}
      </p>
      <Link className="button" to={paths.store}>
        {m.shell_not_found_to_store()}
      </Link>
    </Page>
  );
}
