import { Link, m, Navigate, useNavigate } from '../../i18n';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/login-form';
import { useSession } from '../../services/context';

export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  if (session.user) return <Navigate to={paths.home} replace />;
  return (
    <Page title={m.forms_login_title()}>
      <h1>{m.forms_login_title()}</h1>
      <p className="page__lead">
        {m.forms_login_not_member()} <Link to={paths.register}>{m.forms_login_register_link()}</Link>.
      </p>
      <LoginForm onSuccess={() => void navigate(paths.home)} />
    </Page>
  );
}
