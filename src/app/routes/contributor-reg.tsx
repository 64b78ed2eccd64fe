import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ContributorForm } from '../../features/applications/contributor-form';
import { readApplicantPrefill } from '../../features/applications/prefill';

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefill = readApplicantPrefill(location.state);
  return (
    <Page title="Contributor Registration">
      <h1>Welcome, contributor!</h1>
      <p className="page__lead">
        Register to share what you know on our comment boards. Meet the people who already do in{' '}
        <Link to={paths.contributors}>Our Contributors</Link>.
      </p>
      <ContributorForm prefill={prefill} onDone={() => void navigate(paths.store)} />
    </Page>
  );
}
