// The store landing (spec §2 /store): three search boxes and the filters.
// The filters search nothing yet; they only hold their values while the page
// is open.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ChoiceGroup } from './choice-group';
import { StoreIcon, type StoreIconName } from './store-icons';
import {
  CARBON_OPTIONS,
  DEFAULT_STORE_FILTERS,
  SOURCE_OPTIONS,
  URGENCY_OPTIONS,
  type StoreFilters,
} from './store-filters';
import styles from './store.module.css';

interface SearchBox {
  icon: StoreIconName;
  title: string;
  text: string;
  action: string;
  /** Where the box leads; none while the search is not available. */
  to?: string;
}

const searchBoxes: SearchBox[] = [
  {
    icon: 'type-size',
    title: 'Search by Type and Size',
    text: 'Knees, sweeps and other shaped pieces, measured to fit your project.',
    action: 'Search by type and size',
    to: paths.searchTypeSize,
  },
  {
    icon: 'species',
    title: 'Search by Species',
    text: 'Spruce, pine, fir, birch, maple, oak and more, grouped by how they grow and work.',
    action: 'Search by species',
    to: paths.bySpecies,
  },
  {
    icon: 'performance',
    title: 'Search by Performance',
    text: 'Strength, durability and appearance ratings for the job at hand.',
    action: 'Search by performance',
  },
];

function SearchBoxes() {
  return (
    <ul className={styles.searchBoxes}>
      {searchBoxes.map((box) => {
        const textId = `search-box-${box.icon}`;
        return (
          <li key={box.icon} className={styles.searchBox} data-disabled={!box.to || undefined}>
            <StoreIcon name={box.icon} className={styles.searchIcon} />
            <h2 className={styles.searchTitle}>{box.title}</h2>
            <p id={textId} className={styles.searchText}>
              {box.text}
            </p>
            {box.to ? (
              <Link to={box.to} className="button" aria-describedby={textId}>
                {box.action}
              </Link>
            ) : (
              <>
                <button type="button" className="button" disabled aria-describedby={`${textId} ${textId}-status`}>
                  {box.action}
                </button>
                <p id={`${textId}-status`} className={styles.status}>
                  Coming soon
                </p>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Filters() {
  const [filters, setFilters] = useState<StoreFilters>(DEFAULT_STORE_FILTERS);
  const set = <K extends keyof StoreFilters>(key: K, value: StoreFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <section className={styles.filters} aria-labelledby="store-filters-heading">
      <h2 id="store-filters-heading" className={styles.filtersHeading}>
        Filters
      </h2>
      <p className={styles.filtersNote}>Filters will narrow the search once it opens. For now they only remember your choices on this page.</p>
      <div className={styles.filterGrid}>
        <div className={styles.location}>
          <label className={styles.fieldLabel} htmlFor="store-postal-code">
            Zip/post code
          </label>
          <input
            id="store-postal-code"
            className={styles.input}
            type="text"
            autoComplete="postal-code"
            value={filters.postalCode}
            onChange={(event) => set('postalCode', event.target.value)}
          />
          <label className={styles.checkbox}>
            <input type="checkbox" checked={filters.local} onChange={(event) => set('local', event.target.checked)} />
            <span>Local</span>
          </label>
        </div>
        <ChoiceGroup legend="Carbon" options={CARBON_OPTIONS} value={filters.carbon} onChange={(value) => set('carbon', value)} />
        <ChoiceGroup legend="Source" options={SOURCE_OPTIONS} value={filters.source} onChange={(value) => set('source', value)} />
        <ChoiceGroup
          legend="Urgency"
          options={URGENCY_OPTIONS}
          value={filters.urgency}
          onChange={(value) => set('urgency', value)}
        />
      </div>
    </section>
  );
}

export function StoreLanding() {
  return (
    <>
      <SearchBoxes />
      <Filters />
    </>
  );
}
