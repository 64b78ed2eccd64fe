// Beside the submit button of every form that collects personal information:
// where to read how it is handled (Québec's Law 25 and PIPEDA ask that a
// person be told at collection), one link to the privacy page.
import { paths } from '../../config/paths';
import { Link, m } from '../../i18n';
import styles from './privacy-note.module.css';

export function PrivacyNote() {
  return (
    <p className={styles.note}>
      <Link to={paths.privacy}>{m.account_privacy_note()}</Link>
    </p>
  );
}
