// The store landing (spec §2 /store): three search boxes and the filters.
// The filters search nothing yet; they only hold their values while the page
// is open.
import { useState } from 'react';
import { Link, m } from '../../i18n';
import { paths } from '../../config/paths';
import { ChoiceGroup } from './choice-group';
import { StoreIcon, type StoreIconName } from './store-icons';
import {
  CARBON_OPTIONS,
  DEFAULT_STORE_FILTERS,
  SOURCE_OPTIONS,
  URGENCY_OPTIONS,
  type Carbon,
  type Source,
  type StoreFilters,
  type Urgency,
} from './store-filters';
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
              <Link to={box.to} className="button" aria-describedby={textId}>
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

// The filters' shown labels by value (the values stay English, see store-filters.ts).
const carbonLabels: Record<Carbon, () => string> = {
  Any: m.store_filter_any,
  Low: m.store_filter_carbon_low,
  Medium: m.store_filter_carbon_medium,
  High: m.store_filter_carbon_high,
};
const sourceLabels: Record<Source, () => string> = {
  Salvage: m.store_filter_source_salvage,
  Urban: m.store_filter_source_urban,
  Woodlot: m.store_filter_source_woodlot,
  Any: m.store_filter_any,
};
const urgencyLabels: Record<Urgency, () => string> = {
  Shopping: m.store_filter_urgency_shopping,
  'Just Browsing': m.store_filter_urgency_browsing,
};

function Filters() {
  const [filters, setFilters] = useState<StoreFilters>(DEFAULT_STORE_FILTERS);
  const set = <K extends keyof StoreFilters>(key: K, value: StoreFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <section className={styles.filters} aria-labelledby="store-filters-heading">
      <h2 id="store-filters-heading" className={styles.filtersHeading}>
        {m.store_filters_heading()}
      </h2>
      <p className={styles.filtersNote}>{m.store_filters_note()}</p>
      <div className={styles.filterGrid}>
        <div className={styles.location}>
          <label className={styles.fieldLabel} htmlFor="store-postal-code">
            {m.store_filter_post_code()}
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
            <span>{m.store_filter_local()}</span>
          </label>
        </div>
        <ChoiceGroup
          legend={m.store_filter_carbon()}
          options={CARBON_OPTIONS}
          labels={carbonLabels}
          value={filters.carbon}
          onChange={(value) => set('carbon', value)}
        />
        <ChoiceGroup
          legend={m.store_filter_source()}
          options={SOURCE_OPTIONS}
          labels={sourceLabels}
          value={filters.source}
          onChange={(value) => set('source', value)}
        />
        <ChoiceGroup
          legend={m.store_filter_urgency()}
          options={URGENCY_OPTIONS}
          labels={urgencyLabels}
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
