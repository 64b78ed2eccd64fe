// The /searchtypesize grid: one card per category in its spec state, and the
// Custom box that leads to /custom. The store's filters, come from /store in
// the URL, carry on to the knee and sweep searches.
import { Link, m } from '../../i18n';
import { paths } from '../../config/paths';
import { useLocation } from 'react-router-dom';
import { CATEGORIES, type Category } from './categories';
import { StoreIcon } from './store-icons';
import styles from './category.module.css';

const statusText: Record<Category['state'], () => string> = {
  active: m.store_status_available,
  'linked-disabled': m.store_status_coming_soon,
  disabled: m.store_status_not_yet,
};

function CategoryCard({ category, carried }: { category: Category; carried: string }) {
  const textId = `category-${category.id}-text`;
  const statusId = `category-${category.id}-status`;
  const described = `${textId} ${statusId}`;
  return (
    <li className={styles.category} data-state={category.state}>
      <div className={styles.categoryTop}>
        <StoreIcon name={category.id} className={styles.categoryIcon} />
        <span id={statusId} className={styles.badge}>
          {statusText[category.state]()}
        </span>
      </div>
      <h2 className={styles.categoryName}>{category.name()}</h2>
      <p id={textId} className={styles.categoryText}>
        {category.description()}
      </p>
      <div className={styles.categoryActions}>
        {category.state === 'active' && category.to ? (
          <Link to={`${category.to}${carried}`} className="button" aria-describedby={described}>
            {category.browse()}
          </Link>
        ) : (
          <button type="button" className="button" disabled aria-describedby={described}>
            {category.browse()}
          </button>
        )}
        {category.state === 'linked-disabled' && category.to && category.about && (
          <Link to={category.to} className={styles.about}>
            {category.about()}
          </Link>
        )}
      </div>
    </li>
  );
}

export function CategoryGrid() {
  // The page's query holds only the store's filters: the links carry it on.
  const carried = useLocation().search;
  return (
    <ul className={styles.categories}>
      {CATEGORIES.map((category) => (
        <CategoryCard key={category.id} category={category} carried={carried} />
      ))}
      <li className={`${styles.category} ${styles.custom}`}>
        <div className={styles.categoryTop}>
          <StoreIcon name="custom" className={styles.categoryIcon} />
        </div>
        <h2 className={styles.categoryName}>{m.store_category_custom()}</h2>
        <p className={styles.categoryText}>{m.store_category_custom_text()}</p>
        <div className={styles.categoryActions}>
          <Link to={paths.custom} className="button">
            {m.store_category_custom_action()}
          </Link>
        </div>
      </li>
    </ul>
  );
}
