// The store landing (spec §2 /store): three search boxes and the filters.
// The filters are the catalogue's (features/catalogue/search), given by the
// route: kept in the URL and carried by the link to the knee and sweep
// searches (through /searchtypesize), which they narrow.
import { Link, m } from '../../i18n';
import { paths } from '../../config/paths';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { StoreIcon, type StoreIconName } from './store-icons';
import styles from './store.module.css';

interface SearchBox {
  icon: StoreIconName;
  title: () => string;
  text: () => string;
  action: () => string;
  /** Where the box leads; none while the search is not available. */
  to?: string;
}

const searchBoxes: SearchBox[] = [
  {
    icon: 'type-size',
    title: m.store_search_type_size_title,
    text: m.store_search_type_size_text,
    action: m.store_search_type_size_action,
    to: paths.searchTypeSize,
  },
  {
    icon: 'species',
    title: m.store_search_species_title,
    text: m.store_search_species_text,
    action: m.store_search_species_action,
    to: paths.bySpecies,
  },
  {
    icon: 'performance',
    title: m.store_search_performance_title,
    text: m.store_search_performance_text,
    action: m.store_search_performance_action,
  },
];

function SearchBoxes() {
  // The page's query holds only the filters: the link carries it on.
  const carried = useLocation().search;
  return (
    <ul className={styles.searchBoxes}>
      {searchBoxes.map((box) => {
        const textId = `search-box-${box.icon}`;
        return (
          <li key={box.icon} className={styles.searchBox} data-disabled={!box.to || undefined}>
            <StoreIcon name={box.icon} className={styles.searchIcon} />
            <h2 className={styles.searchTitle}>{box.title()}</h2>
            <p id={textId} className={styles.searchText}>
              {box.text()}
            </p>
            {box.to ? (
              <Link to={box.icon === 'type-size' ? `${box.to}${carried}` : box.to} className="button" aria-describedby={textId}>
                {box.action()}
              </Link>
            ) : (
              <>
                <button type="button" className="button" disabled aria-describedby={`${textId} ${textId}-status`}>
                  {box.action()}
                </button>
                <p id={`${textId}-status`} className={styles.status}>
                  {m.store_coming_soon()}
                </p>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The search boxes, then the filters the route gives. */
export function StoreLanding({ filters }: { filters: ReactNode }) {
  return (
    <>
      <SearchBoxes />
      {filters}
    </>
  );
}
