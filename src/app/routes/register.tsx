import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { HubSignInForm } from '../../features/auth/hub-sign-in';
import { RegisterHub } from '../../features/sign-up-hub/register-hub';

export function Component() {
  const navigate = useNavigate();
  return (
    <Page title="Join Us">
      <h1>Join Us</h1>
      <p className="page__lead">Subscribe, take part in the discussions, apply to join the consortium, or sign in.</p>
      <RegisterHub signIn={<HubSignInForm onSignedIn={() => void navigate(paths.store)} />} />
    </Page>
  );
}
