import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { FranchiseeForm } from '../../features/applications/franchisee-form';
import { readApplicantPrefill } from '../../features/applications/prefill';

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefill = readApplicantPrefill(location.state);
  return (
    <Page title="Join the Consortium">
      <h1>Join the Consortium</h1>
      <p className="page__lead">
        Apply to become a franchisee: tell us about yourself and your business. We review every application and will be
        in touch.
      </p>
      <FranchiseeForm prefill={prefill} onDone={() => void navigate(paths.store)} />
    </Page>
  );
}
