// The privacy page's text (issue 22; PIPEDA, Quebec Law 25): what the site
// keeps, why, for how long, how to get a copy or delete it, and how to reach
// the consortium. Each period is one the code keeps (ADR 016) or is marked as
// the consortium's policy. A member whose account was just deleted lands here
// with the confirmation on top.
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { ACCOUNT_DELETED_STATE } from '../../config/paths';
import { CONTACT_EMAIL, MAILING_ADDRESS } from '../../domain/consortium';
import { m } from '../../i18n';

function deletedAccount(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, 'accountDeleted') === ACCOUNT_DELETED_STATE.accountDeleted;
}

export function PrivacyNotice() {
  const { state } = useLocation();
  const keptId = useId();
  const rightsId = useId();
  const contactId = useId();
  return (
    <>
      <p role="status">{deletedAccount(state) ? m.account_deleted() : null}</p>
      <p className="page__lead">{m.account_privacy_intro()}</p>
      <section aria-labelledby={keptId}>
        <h2 id={keptId}>{m.account_privacy_kept_heading()}</h2>
        <ul>
          <li>{m.account_privacy_kept_applications()}</li>
          <li>{m.account_privacy_kept_member()}</li>
          <li>{m.account_privacy_kept_subscriptions()}</li>
          <li>{m.account_privacy_kept_messages()}</li>
          <li>{m.account_privacy_kept_mail()}</li>
        </ul>
      </section>
      <section aria-labelledby={rightsId}>
        <h2 id={rightsId}>{m.account_privacy_rights_heading()}</h2>
        <p>{m.account_privacy_rights_body()}</p>
      </section>
      <section aria-labelledby={contactId}>
        <h2 id={contactId}>{m.account_privacy_contact_heading()}</h2>
        <p>{m.account_privacy_contact_body({ email: CONTACT_EMAIL, address: MAILING_ADDRESS })}</p>
      </section>
    </>
  );
}
