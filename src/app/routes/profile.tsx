import { useState } from 'react';
import { m, Navigate } from '../../i18n';
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { Page } from '../../components/ui/page';
import { ACCOUNT_DELETED_STATE, paths } from '../../config/paths';
import { ProfilePage } from '../../features/profile/profile-page';
import { useSession } from '../../services/context';

export function Component() {
  const session = useSession();
  // While the member deletes their account the session ends under the page: it goes to the confirmation, not /login.
  const [deleting, setDeleting] = useState(false);
  const waiting = useMinimumLoading(session.loading);
  // Wait for the session before deciding, or a signed-in member reloading
  // /profile would be sent to /login.
  if (waiting || session.loading) {
    return (
      <Page title={m.forms_profile_title()}>
        <h1>{m.forms_profile_heading()}</h1>
        <Loading label={m.forms_profile_loading()} />
      </Page>
    );
  }
  if (!session.user) {
    return deleting ? <Navigate to={paths.privacy} state={ACCOUNT_DELETED_STATE} replace /> : <Navigate to={paths.login} replace />;
  }
  return (
    <Page title={m.forms_profile_title()}>
      <h1>{m.forms_profile_heading()}</h1>
      <ProfilePage session={session} user={session.user} onDeleting={setDeleting} />
    </Page>
  );
}
