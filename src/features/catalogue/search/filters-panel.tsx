// The store's filters (spec §2 /store: zip/post code, Local, Carbon, Source,
// Urgency). Zip/post code, Local, Carbon and Source narrow the knee and sweep
// searches: they live in the URL, so they carry from /store to /knees and
// /sweeps and can be changed there. Urgency orders nothing yet and stays on
// the page. The page also says what each carbon class means.
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { m } from '../../../i18n';
import { readFilters, writeFilters, type SearchFilters } from '../url/filters';
import { ChoiceGroup } from './choice-group';
import { CARBON_OPTIONS, SOURCE_OPTIONS, URGENCY_OPTIONS, fromOption, toOption, type Carbon, type Source, type Urgency } from './filter-options';
import styles from './search.module.css';

// The filters' shown labels by value (the values stay the spec's, see filter-options.ts).
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

// What each carbon class means is text only, and the longest texts of the
// store's first page: it comes in a chunk of its own, after the page's code.
// The prerendered page shows it at once (src/prerender.tsx waits for it), and
// React hydrates it when its chunk arrives. One element serves every render,
// so no re-render of the panel (a filter, the session arriving) reaches the
// boundary while it waits: an update there would make React drop the
// server's HTML and render it on the client.
const CarbonMeaning = lazy(() => import('./carbon-meaning'));
const carbonMeaning = (
  <Suspense fallback={null}>
    <CarbonMeaning />
  </Suspense>
);

/**
 * The filters, kept in the URL with a setter that replaces the history entry
 * (a filter is not a page to go back to). The page shows its own copy at
 * once: a controlled box waits for no navigation, and a change writes only
 * what changed, so the zip/postal code a /sweeps search wrote stays.
 */
export function useUrlFilters(): [SearchFilters, (patch: Partial<SearchFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => readFilters(params));
  const set = (patch: Partial<SearchFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setParams((current) => writeFilters(new URLSearchParams(current), { ...readFilters(current), ...patch }), { replace: true, preventScrollReset: true });
  };
  return [filters, set];
}

export interface FiltersPanelProps {
  /** /store shows the zip/post code here; /sweeps has it in its own form already. */
  postalCode?: boolean;
  /** Urgency is /store's alone. */
  urgency?: boolean;
}

export function FiltersPanel({ postalCode = true, urgency = false }: FiltersPanelProps) {
  const [filters, set] = useUrlFilters();
  const [urgencyValue, setUrgency] = useState<Urgency>('Just Browsing');

  return (
    <section className={styles.filters} aria-labelledby="store-filters-heading">
      <h2 id="store-filters-heading" className={styles.filtersHeading}>
        {m.store_filters_heading()}
      </h2>
      <div className={styles.filterGrid}>
        <div className={styles.location}>
          {postalCode && (
            <>
              <label className={styles.fieldLabel} htmlFor="store-postal-code">
                {m.store_filter_post_code()}
              </label>
              <input
                id="store-postal-code"
                className={styles.input}
                type="text"
                autoComplete="postal-code"
                value={filters.postalCode}
                onChange={(event) => set({ postalCode: event.target.value })}
              />
            </>
          )}
          <label className={styles.checkbox}>
            <input type="checkbox" checked={filters.local} onChange={(event) => set({ local: event.target.checked })} />
            <span>{m.store_filter_local()}</span>
          </label>
        </div>
        <div>
          <ChoiceGroup
            legend={m.store_filter_carbon()}
            options={CARBON_OPTIONS}
            labels={carbonLabels}
            value={toOption(CARBON_OPTIONS, filters.carbon)}
            onChange={(value) => set({ carbon: fromOption(value) })}
          />
          <div className={styles.carbonMeaning}>{carbonMeaning}</div>
        </div>
        <ChoiceGroup
          legend={m.store_filter_source()}
          options={SOURCE_OPTIONS}
          labels={sourceLabels}
          value={toOption(SOURCE_OPTIONS, filters.source)}
          onChange={(value) => set({ source: fromOption(value) })}
        />
        {urgency && (
          <ChoiceGroup legend={m.store_filter_urgency()} options={URGENCY_OPTIONS} labels={urgencyLabels} value={urgencyValue} onChange={setUrgency} />
        )}
      </div>
    </section>
  );
}
