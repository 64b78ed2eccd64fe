// The signed-in member's profile (spec §2 /profile). The Profile tab shows the
// name and email with the Update Email and Change Password forms; Change
// Status shows the registration status, the way to apply as a franchisee for
// those who are not one (carrying their name to the application, as the hub's
// Next does), and the subscriptions. The tabs are a sidebar beside the panel
// (a row above it on a phone); both panels stay mounted, so switching never
// loses typed text.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, m } from '../../i18n';
import { TabList, TabPanel, useTabs } from '../../components/ui/tabs';
import { PROFILE_SECTIONS, paths, type ProfileSection } from '../../config/paths';
import type { Session } from '../../services/context';
import type { Role, SessionUser } from '../../domain/types';
import { AccountData } from './account-data';
import { ChangePasswordForm } from './change-password-form';
import { DigestSwitch } from './digest-switch';
import { NotificationsSwitch } from './notifications-switch';
import { SubscriptionsForm } from './subscriptions-form';
import { UpdateEmailForm } from './update-email-form';
import styles from './profile.module.css';

/** The role as the member reads it; the stored role stays the neutral value. */
function roleLabel(role: Role): string {
  switch (role) {
    case 'Contributor':
      return m.forms_profile_role_contributor();
    case 'Franchisee':
      return m.forms_profile_role_franchisee();
    case 'Admin':
      return m.forms_profile_role_admin();
  }
}

function AccountTab({ user, onDeleting }: { user: SessionUser; onDeleting: (deleting: boolean) => void }) {
  const { profile } = user;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return (
    <>
      <section className={styles.section} aria-label={m.forms_profile_account_details()}>
        <dl className={styles.details}>
          <div>
            <dt>{m.forms_profile_name()}</dt>
            <dd>{name || m.forms_profile_name_missing()}</dd>
          </div>
          <div>
            <dt>{m.forms_email()}</dt>
            <dd>
              {user.email}
              {profile && profile.emailVerified !== true && <> ({m.consent_profile_unverified()})</>}
            </dd>
          </div>
        </dl>
      </section>
      <UpdateEmailForm />
      <ChangePasswordForm />
      <AccountData onDeleting={onDeleting} />
    </>
  );
}

function StatusTab({ session, user }: { session: Session; user: SessionUser }) {
  const { profile } = user;
  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{m.forms_profile_status_heading()}</h2>
        <p className={styles.status}>{session.role ? roleLabel(session.role) : m.forms_profile_not_registered()}</p>
        {session.isFranchisee && (
          <>
            <p>{m.forms_profile_stock_lead()}</p>
            <Link to={paths.stock} className="button">
              {m.forms_profile_stock_link()}
            </Link>
          </>
        )}
        {!session.isFranchisee && (
          <>
            <p>{m.forms_profile_franchisee_pitch()}</p>
            <Link
              to={paths.franchisee}
              state={profile ? { firstName: profile.firstName, lastName: profile.lastName } : undefined}
              className="button"
            >
              {m.forms_profile_join_franchisee()}
            </Link>
          </>
        )}
      </section>
      <NotificationsSwitch uid={user.uid} />
      {profile?.permissionLevel === 'Admin' && session.isAdmin && <DigestSwitch profile={profile} />}
      {profile ? (
        <SubscriptionsForm profile={profile} />
      ) : (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{m.forms_profile_subscriptions()}</h2>
          <p>{m.forms_profile_subscriptions_unavailable()}</p>
        </section>
      )}
    </>
  );
}

const SECTIONS = ['profile', 'status'] as const;
// Looked up as the tabs render, so they are in the page's language.
const SECTION_LABELS: Record<(typeof SECTIONS)[number], () => string> = {
  profile: m.forms_profile_tab_profile,
  status: m.forms_profile_tab_status,
};

/** The tab that holds each section a link can open (the privacy page's rights). */
const SECTION_TAB: Record<ProfileSection, (typeof SECTIONS)[number]> = {
  [PROFILE_SECTIONS.data]: 'profile',
  [PROFILE_SECTIONS.email]: 'profile',
  [PROFILE_SECTIONS.subscriptions]: 'status',
};

const isSection = (id: string): id is ProfileSection => Object.hasOwn(SECTION_TAB, id);

/** The section the address's #fragment names, if it names one. */
function useLinkedSection(): ProfileSection | null {
  const id = useLocation().hash.slice(1);
  return isSection(id) ? id : null;
}

export interface ProfilePageProps {
  session: Session;
  user: SessionUser;
  /** Told when an account deletion starts (true) or fails (false): the route then knows where a session that ends should lead. */
  onDeleting: (deleting: boolean) => void;
}

export function ProfilePage({ session, user, onDeleting }: ProfilePageProps) {
  const section = useLinkedSection();
  const tabs = useTabs(SECTIONS, { initial: section ? SECTION_TAB[section] : undefined });
  // A link to a section opens its tab and takes the reader (and the keyboard) to it.
  useEffect(() => {
    const target = section ? document.getElementById(section) : null;
    target?.focus();
    target?.scrollIntoView?.({ block: 'start' });
  }, [section]);
  return (
    <div className={styles.layout}>
      <TabList tabs={tabs} label={m.forms_profile_sections()} orientation="vertical" renderTab={(id) => SECTION_LABELS[id]()} />
      <TabPanel tabs={tabs} id="profile" className={styles.panel}>
        <AccountTab user={user} onDeleting={onDeleting} />
      </TabPanel>
      <TabPanel tabs={tabs} id="status" className={styles.panel}>
        <StatusTab session={session} user={user} />
      </TabPanel>
    </div>
  );
}
