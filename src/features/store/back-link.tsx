import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import styles from './category.module.css';

/** The way back from a category to the /searchtypesize grid. */
export function BackToTypeAndSize() {
  return (
    <p className={styles.back}>
      <Link to={paths.searchTypeSize} className="button button--quiet">
        <span aria-hidden="true">←</span> Back to Type and Size
      </Link>
    </p>
  );
}
