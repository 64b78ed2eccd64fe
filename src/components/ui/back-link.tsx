// The way back from a page to the list it belongs to (a category to the type
// and size grid, a species page to the selector): a quiet button-styled link
// above the page's heading.
import { Link } from '../../i18n';
import styles from './back-link.module.css';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className={styles.back}>
      <Link to={to} className={`button button--quiet ${styles.link}`}>
        <span aria-hidden="true">←</span> {children}
      </Link>
    </p>
  );
}
