// The signed-in member's profile (spec §2 /profile). The Profile tab shows the
// name and email with the Update Email and Change Password forms; Change
// Status shows the registration status, the way to apply as a franchisee for
// those who are not one (carrying their name to the application, as the hub's
// Next does), and the subscriptions. The tabs are a sidebar beside the panel
// (a row above it on a phone); both panels stay mounted, so switching never
// loses typed text.
import { Link } from 'react-router-dom';
import { TabList, TabPanel, useTabs } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import type { Session } from '../../services/context';
import type { SessionUser } from '../../domain/types';
import { ChangePasswordForm } from './change-password-form';
import { SubscriptionsForm } from './subscriptions-form';
import { UpdateEmailForm } from './update-email-form';
import styles from './profile.module.css';

function AccountTab({ user }: { user: SessionUser }) {
  const { profile } = user;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return (
    <>
      <section className={styles.section} aria-label="Account details">
        <dl className={styles.details}>
          <div>
            <dt>Name</dt>
            <dd>{name || 'Not on record'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
      </section>
      <UpdateEmailForm />
      <ChangePasswordForm />
    </>
  );
}

function StatusTab({ session, user }: { session: Session; user: SessionUser }) {
  const { profile } = user;
  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>Registration status</h2>
        <p className={styles.status}>{session.role ?? 'Not registered'}</p>
        {!session.isFranchisee && (
          <>
            <p>Franchisees sell through the consortium and take part in the members' discussion board.</p>
            <Link
              to={paths.franchisee}
              state={profile ? { firstName: profile.firstName, lastName: profile.lastName } : undefined}
              className="button"
            >
              Join as a Franchisee
            </Link>
          </>
        )}
      </section>
      {profile ? (
        <SubscriptionsForm profile={profile} />
      ) : (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>Subscriptions</h2>
          <p>Your member record is not available yet, so subscriptions cannot be changed.</p>
        </section>
      )}
    </>
  );
}

const SECTIONS = ['profile', 'status'] as const;
const SECTION_LABELS: Record<(typeof SECTIONS)[number], string> = { profile: 'Profile', status: 'Change Status' };

export function ProfilePage({ session, user }: { session: Session; user: SessionUser }) {
  const tabs = useTabs(SECTIONS);
  return (
    <div className={styles.layout}>
      <TabList tabs={tabs} label="Profile sections" orientation="vertical" renderTab={(id) => SECTION_LABELS[id]} />
      <TabPanel tabs={tabs} id="profile" className={styles.panel}>
        <AccountTab user={user} />
      </TabPanel>
      <TabPanel tabs={tabs} id="status" className={styles.panel}>
        <StatusTab session={session} user={user} />
      </TabPanel>
    </div>
  );
}
