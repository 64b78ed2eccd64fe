// The note under a selector's disabled search button: the search is not
// connected yet, so send your sizes in a custom request (a link). The link
// sits where each language's sentence puts its {link}.
import { Link, m } from '../../i18n';
import { fillText, placeholders } from '../../i18n/fill-text';
import { paths } from '../../config/paths';
import styles from './store.module.css';

export function SearchStatus({ id, message }: { id: string; message: (inputs: { link: string }) => string }) {
  return (
    <p id={id} className={styles.status}>
      {fillText(message(placeholders('link')), { link: <Link to={paths.custom}>{m.store_custom_request_link()}</Link> })}
    </p>
  );
}
