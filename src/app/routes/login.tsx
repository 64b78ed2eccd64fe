import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/login-form';
import { useSession } from '../../services/context';

export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.user) return <Navigate to={paths.home} replace />;
  return (
    <Page title="Member Login">
      <h1>Member Login</h1>
      <p className="page__lead">
        Not a member yet? <Link to={paths.register}>Register to join the consortium or contribute</Link>.
      </p>
      <LoginForm onSuccess={() => void navigate(paths.home)} />
    </Page>
  );
}
