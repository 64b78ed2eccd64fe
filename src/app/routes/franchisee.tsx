import { useLocation } from 'react-router-dom';
import { m, useNavigate } from '../../i18n';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { FranchiseeForm } from '../../features/applications/franchisee-form';
import { readApplicantPrefill } from '../../features/applications/prefill';

export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefill = readApplicantPrefill(location.state);
  return (
    <Page title={m.forms_franchisee_title()}>
      <h1>{m.forms_franchisee_title()}</h1>
      <p className="page__lead">{m.forms_franchisee_lead()}</p>
      <FranchiseeForm prefill={prefill} onDone={() => void navigate(paths.store)} />
    </Page>
  );
}
