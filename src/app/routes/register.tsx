import { m, useNavigate } from '../../i18n';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { HubSignInForm } from '../../features/auth/hub-sign-in';
import { RegisterHub } from '../../features/sign-up-hub/register-hub';

export function Component() {
  const navigate = useNavigate();
  return (
    <Page title={m.forms_hub_title()}>
      <h1>{m.forms_hub_title()}</h1>
      <p className="page__lead">{m.forms_hub_lead()}</p>
      <RegisterHub signIn={<HubSignInForm onSignedIn={() => void navigate(paths.store)} />} />
    </Page>
  );
}
