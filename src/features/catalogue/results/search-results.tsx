// The pieces a /knees or /sweeps pattern can be cut from, under the form:
// read from the URL (so a shared, reloaded or translated search shows the
// same list), live (a piece marked sold leaves the list), one page at a time
// with "Show more", each with the pattern drawn inside it (pattern-fit.tsx)
// and linked to its page, the pattern carried along. The count, or the calm
// answer that nothing fits yet, is announced politely.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { provinceOf } from '../../../domain/catalogue/province';
import type { KneeMatch, SweepMatch } from '../../../domain/catalogue/matching';
import type { CatalogueResults } from '../../../domain/catalogue/search';
import { Link, m, useLocale } from '../../../i18n';
import { fillText, placeholders } from '../../../i18n/fill-text';
import { paths, piecePath } from '../../../config/paths';
import { PATTERN_UNIT, patternSearch, readKneePattern, readSweepPattern } from '../url/pattern';
import { readFilters } from '../url/filters';
import { readDetails, readPerformance } from '../url/search-url';
import { useLiveQuery } from '../../../services/use-live-query';
import { PieceDetails } from '../piece/piece-details';
import { PatternFit, type Fit } from '../piece/pattern-fit';
import { useReportUnmet } from './report-unmet';
import { pieceTitle, priceText, AVAILABILITY_NAMES, type SpeciesLink } from '../piece-text';
import styles from '../catalogue.module.css';

function ResultItem({ fit, link, details, species }: { fit: Fit; link: string; details: readonly string[]; species: SpeciesLink }) {
  const locale = useLocale();
  const { piece } = fit.match;
  return (
    <li className={styles.result}>
      <h3 className={styles.resultTitle}>
        <Link to={`${piecePath(piece.id)}${link}`}>{pieceTitle(piece, species)}</Link>
      </h3>
      <p className={styles.price}>
        {priceText(piece.priceCents, locale)}
        {piece.availability !== 'available' && <span className={styles.badge}>{AVAILABILITY_NAMES[piece.availability]()}</span>}
      </p>
      <PatternFit fit={fit} unit={PATTERN_UNIT} />
      <PieceDetails piece={piece} show={details} species={species} />
    </li>
  );
}

function CustomRequestLink(): ReactNode {
  return <Link to={paths.custom}>{m.store_custom_request_link()}</Link>;
}

export interface SearchResultsProps {
  kind: 'knee' | 'sweep';
  species: SpeciesLink;
  /** Beneath the list, told whether the search found nothing (the app's "Tell me when one fits", ADR 036); kept mounted while it searches again. */
  footer?: (nothingFits: boolean) => ReactNode;
}

function useResults(kind: 'knee' | 'sweep', params: URLSearchParams, limit: number | undefined) {
  const options = limit === undefined ? {} : { limit };
  const filters = { ...readFilters(params), performance: readPerformance(params) };
  const pattern = kind === 'knee' ? readKneePattern(params) : readSweepPattern(params);
  const subject = `${kind}:${JSON.stringify(pattern)}:${JSON.stringify(filters)}`;
  return useLiveQuery<CatalogueResults<KneeMatch> | CatalogueResults<SweepMatch>>(
    `${subject}:${limit}`,
    (services, next, fail) =>
      kind === 'knee'
        ? services.catalogue.watchKnees(readKneePattern(params), filters, options, next, fail)
        : services.catalogue.watchSweeps(readSweepPattern(params), filters, options, next, fail),
    {
      subject: `${subject}`,
      onError: (error) => console.error('The catalogue search failed.', error),
    },
  );
}

export function SearchResults({ kind, species, footer }: SearchResultsProps) {
  const [params] = useSearchParams();
  // How many to list: the service's first page, then, with each "Show more", as many again as it listed.
  const [pages, setPages] = useState<{
    key: string;
    limit?: number;
    step?: number;
  }>({ key: '' });
  const searchKey = params.toString();
  const limit = pages.key === searchKey ? pages.limit : undefined;
  const state = useResults(kind, params, limit);
  const details = readDetails(params);
  const filters = { ...readFilters(params), performance: readPerformance(params) };
  const link = patternSearch(kind, params);
  useReportUnmet(kind, params, state.status === 'ready' && state.data.matches.length === 0);

  let status: ReactNode = m.store_results_searching();
  let rows: Fit[] = [];
  let more = false;
  if (state.status === 'error') status = m.store_results_failed();
  if (state.status === 'ready') {
    // Each match with the pattern it was found for: the same URL, read the same way.
    const knee = readKneePattern(params);
    const sweep = readSweepPattern(params);
    const matches = state.data.matches as (KneeMatch | SweepMatch)[];
    rows = matches.map((match): Fit => ('radius' in match ? { match, pattern: sweep } : { match, pattern: knee }));
    more = state.data.more;
    status =
      rows.length === 0
        ? fillText(m.store_results_none(placeholders('link')), {
            link: <CustomRequestLink />,
          })
        : more
          ? m.store_results_count_more({ count: rows.length })
          : m.store_results_count({ count: rows.length });
  }

  return (
    <section className={styles.results} aria-labelledby="results-heading">
      <h2 id="results-heading">{m.store_results_heading()}</h2>
      {filters.local && provinceOf(filters.postalCode) === null && <p className={styles.note}>{m.store_results_local_needs_code()}</p>}
      <p role="status" className={styles.resultsStatus}>
        {status}
      </p>
      {rows.length > 0 && (
        <ol className={styles.resultList}>
          {rows.map((fit) => (
            <ResultItem key={fit.match.piece.id} fit={fit} link={link} details={details} species={species} />
          ))}
        </ol>
      )}
      {more && (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            const step = (pages.key === searchKey ? pages.step : undefined) ?? rows.length;
            setPages({ key: searchKey, limit: rows.length + step, step });
          }}
        >
          {m.store_results_show_more()}
        </button>
      )}
      {footer?.(state.status === 'ready' && rows.length === 0)}
    </section>
  );
}
