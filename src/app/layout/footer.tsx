import { Link, m, usePagePath } from '../../i18n';
import { paths } from '../../config/paths';
import { footerLinks } from './footer-rules';
import type { BoardLookup } from '../../features/boards/use-board-lookup';
import styles from './footer.module.css';

export interface FooterProps {
  board: BoardLookup;
  commentsOpen: boolean;
  onToggleComments: () => void;
}

export function Footer({ board, commentsOpen, onToggleComments }: FooterProps) {
  // The page's path without /fr: /fr/knees is a store path as /knees is.
  const pathname = usePagePath();
  const hasBoard = board.status === 'ready' && board.board !== null;
  const links = footerLinks(pathname, hasBoard);
  const pending = board.status === 'loading' && !links.pricing;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.title}>
          Atlantic Timber Consortium
        </Link>
        <ul className={styles.links}>
          <li>
            <Link to={paths.contact}>{m.shell_footer_contact()}</Link>
          </li>
          {links.comments && !pending && (
            <li>
              <button
                type="button"
                className={styles.linkButton}
                aria-expanded={commentsOpen}
                aria-controls="comments-panel"
                onClick={onToggleComments}
              >
                {m.shell_footer_comments()}
              </button>
            </li>
          )}
          {links.pricing && (
            <li>
              <Link to={paths.pricing}>{m.shell_footer_price()}</Link>
            </li>
          )}
          <li>
            <Link to={paths.privacy}>{m.account_privacy_link()}</Link>
          </li>
          {links.toStore && !pending && (
            <li>
              <Link to={paths.store}>{m.shell_footer_to_store()}</Link>
            </li>
          )}
        </ul>
        <p className={styles.note}>{m.shell_footer_note()}</p>
      </div>
    </footer>
  );
}
