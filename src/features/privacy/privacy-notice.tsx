// The privacy page's text (issue 22; PIPEDA, Quebec Law 25): what the site
// keeps, why, for how long, how to get a copy or delete it, and how to reach
// the consortium. Every period comes from src/domain/model/retention.ts, the
// constants the daily purge keeps (ADR 022), so the page cannot promise what
// the code does not do. A member whose account was just deleted lands here
// with the confirmation on top.
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { ACCOUNT_DELETED_STATE } from '../../config/paths';
import { CONTACT_EMAIL, MAILING_ADDRESS } from '../../domain/consortium';
import { CONSENT_PROOF_YEARS, LINK_LIFETIME, RETENTION_DAYS } from '../../domain/model/retention';
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
          <li>{m.account_privacy_kept_applications({ days: RETENTION_DAYS.unverifiedApplication, undoDays: RETENTION_DAYS.rejectedArchive })}</li>
          <li>{m.account_privacy_kept_member()}</li>
          <li>{m.account_privacy_kept_subscriptions({ years: CONSENT_PROOF_YEARS })}</li>
          <li>{m.account_privacy_kept_messages()}</li>
          <li>
            {m.account_privacy_kept_mail({
              days: RETENTION_DAYS.mail,
              linkHours: LINK_LIFETIME.verificationHours,
              unsubscribeDays: LINK_LIFETIME.unsubscribeDays,
              tokenDays: RETENTION_DAYS.deadToken,
            })}
          </li>
          <li>{m.account_privacy_kept_notifications({ days: RETENTION_DAYS.readNotification })}</li>
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
