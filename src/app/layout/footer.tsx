import { Link, useLocation } from 'react-router-dom';
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
  const { pathname } = useLocation();
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
            <Link to={paths.contact}>Contact Us</Link>
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
                Comments
              </button>
            </li>
          )}
          {links.pricing && (
            <li>
              <Link to={paths.pricing}>Price?</Link>
            </li>
          )}
          {links.toStore && !pending && (
            <li>
              <Link to={paths.store}>To Store</Link>
            </li>
          )}
        </ul>
        <p className={styles.note}>Six Atlantic Canadian forestry and wood-products businesses, from woodlot to architect.</p>
      </div>
    </footer>
  );
}
