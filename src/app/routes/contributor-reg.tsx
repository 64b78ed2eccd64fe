import { useLocation } from 'react-router-dom';
import { Link, m, useNavigate } from '../../i18n';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ContributorForm } from '../../features/applications/contributor-form';
import { readApplicantPrefill } from '../../features/applications/prefill';

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefill = readApplicantPrefill(location.state);
  return (
    <Page title={m.forms_contributor_title()}>
      <h1>{m.forms_contributor_heading()}</h1>
      <p className="page__lead">
        {m.forms_contributor_lead()} <Link to={paths.contributors}>{m.forms_contributor_lead_link()}</Link>.
      </p>
      <ContributorForm prefill={prefill} onDone={() => void navigate(paths.store)} />
    </Page>
  );
}
