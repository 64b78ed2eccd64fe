// The site header (spec §2 Header): four content dropdowns, Discussion for
// Franchisee and Admin, Admin for Admin, the profile dropdown or Join Us. One
// dropdown is open at a time and any route change closes it. A signed-in
// member also has the notification bell. The menus sit in one row
// beside the brand where that row fits its column, else behind the Menu
// button (use-row-layout.ts), whoever is signed in and in either language.
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, m, useLocale, useNavigate, usePagePath } from '../../i18n';
import { Dropdown } from '../../components/ui/dropdown';
import { paths } from '../../config/paths';
import { normalizePath } from '../../domain/boards';
import { headerMenus } from '../../config/sections';
import { useSession, type Session } from '../../services/context';
import { useServiceAction } from '../../services/use-service-action';
import { LanguageToggle } from './language/language-toggle';
import { useRowLayout } from './use-row-layout';
import styles from './header.module.css';

/**
 * The bell is a signed-in member's only, and the session is known after the
 * first paint anyway: its code (with its live subscription) loads then,
 * outside every page's first script. Until it is there, an empty box of the
 * bell's size holds its place, so the row's measured layout stays true.
 */
const NotificationBell = lazy(() => import('./bell/notification-bell').then((module) => ({ default: module.NotificationBell })));

/** Open state tied to the location it was opened at, so navigating closes it without an effect. */
function useOpenUntilNavigation<T>() {
  const location = useLocation();
  const [state, setState] = useState<{ value: T; key: string } | null>(null);
  const value = state && state.key === location.key ? state.value : null;
  const set = (next: T | null) => setState(next === null ? null : { value: next, key: location.key });
  return [value, set] as const;
}

/**
 * A link marked aria-current="page" (and styled so) while its page is open.
 * NavLink would do the same with about 0.4 KB more of the first route's script.
 */
function PageLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  // The page's path without /fr, as `to` (an English path from paths.ts) is written.
  const pathname = usePagePath();
  return (
    <Link to={to} className={className} aria-current={normalizePath(pathname) === normalizePath(to) ? 'page' : undefined}>
      {children}
    </Link>
  );
}

type MenuProps = (id: string) => { open: boolean; onOpenChange: (open: boolean) => void };

/** Which dropdown is open (one at a time); a press outside the nav or a route change closes it. */
function useMenus(navRef: RefObject<HTMLElement | null>): MenuProps {
  const [openMenu, setOpenMenu] = useOpenUntilNavigation<string>();

  useEffect(() => {
    if (openMenu === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  return (id) => ({
    open: openMenu === id,
    onOpenChange: (open: boolean) => setOpenMenu(open ? id : null),
  });
}

/** The profile dropdown with Logout, Join Us for a visitor, or a placeholder while the session loads. */
function AccountItem({ session, menuProps }: { session: Session; menuProps: MenuProps }) {
  const navigate = useNavigate();
  const signOut = useServiceAction((services) => services.auth.signOut());
  const logout = async () => {
    await signOut.run();
    void navigate(paths.home);
  };
  const name = session.profile ? `${session.profile.firstName} ${session.profile.lastName}` : (session.user?.email ?? '');

  if (session.loading) return <span className={styles.accountPlaceholder} aria-hidden="true" />;
  if (!session.user) {
    return (
      <PageLink to={paths.register} className={styles.join}>
        {m.shell_header_join()}
      </PageLink>
    );
  }
  return (
    <Dropdown label={<span className={styles.accountName}>{name}</span>} ariaLabel={m.shell_header_account({ name })} align="end" {...menuProps('account')}>
      <li>
        <Link to={paths.profile}>{name}</Link>
      </li>
      <li>
        <button type="button" onClick={() => void logout()}>
          {m.shell_header_logout()}
        </button>
      </li>
    </Dropdown>
  );
}

/** The four content dropdowns (spec §2 Header): an overview link and one link per section. */
function ContentMenus({ menuProps }: { menuProps: MenuProps }) {
  return headerMenus.map((menu) => (
    <li key={menu.path}>
      <Dropdown label={menu.label} {...menuProps(menu.path)}>
        <li>
          <Link to={menu.path}>{m.shell_header_overview({ label: menu.label })}</Link>
        </li>
        {menu.sections.map((section) => (
          <li key={section.id}>
            <Link to={`${menu.path}#${section.id}`}>{section.label}</Link>
          </li>
        ))}
      </Dropdown>
    </li>
  ));
}

function Brand() {
  return (
    <Link to={paths.store} className={styles.brand}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="6" fill="#9cc58f" />
        <path d="M16 5 8 17h5l-4 7h14l-4-7h5z" fill="#2f5d46" />
        <rect x="14.5" y="24" width="3" height="4" fill="#3d2b1f" />
      </svg>
      <span>
        Atlantic Timber <span className={styles.brandEnd}>Consortium</span>
      </span>
    </Link>
  );
}

export function Header() {
  const session = useSession();
  const [navOpen, setNavOpen] = useOpenUntilNavigation<true>();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const menuProps = useMenus(navRef);
  const { loading, user, profile, isAdmin, isFranchisee } = session;
  const layout = useRowLayout(rowRef, [useLocale(), loading, user?.uid, profile?.firstName, profile?.lastName, isAdmin, isFranchisee].join('|'));

  // Escape closes the phone menu (once no dropdown in it has taken the key) and returns to its button.
  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !navOpen || event.defaultPrevented) return;
    setNavOpen(null);
    toggleRef.current?.focus();
  };

  return (
    <header className={styles.header}>
      <div ref={rowRef} className={styles.inner} data-layout={layout}>
        <Brand />
        <LanguageToggle />
        {session.user && (
          <Suspense fallback={<span data-bell="" className={styles.bellPlace} />}>
            <NotificationBell uid={session.user.uid} />
          </Suspense>
        )}
        <button
          ref={toggleRef}
          type="button"
          className={styles.navToggle}
          aria-expanded={navOpen === true}
          aria-controls="site-nav"
          onClick={() => setNavOpen(navOpen ? null : true)}
          onKeyDown={onNavKeyDown}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className={styles.navToggleText}>{m.shell_header_menu()}</span>
        </button>
        <nav id="site-nav" ref={navRef} aria-label={m.shell_header_nav_label()} className={styles.nav} data-open={navOpen === true} onKeyDown={onNavKeyDown}>
          <ul className={styles.items}>
            <ContentMenus menuProps={menuProps} />
            {session.isFranchisee && (
              <li>
                <PageLink to={paths.discussion} className={styles.link}>
                  {m.shell_header_discussion()}
                </PageLink>
              </li>
            )}
            {session.isAdmin && (
              <li>
                <PageLink to={paths.admin} className={styles.link}>
                  {m.shell_header_admin()}
                </PageLink>
              </li>
            )}
            <li className={styles.account}>
              <AccountItem session={session} menuProps={menuProps} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
