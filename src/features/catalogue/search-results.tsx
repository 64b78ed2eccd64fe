// The pieces a /knees or /sweeps pattern can be cut from, under the form:
// read from the URL (so a shared, reloaded or translated search shows the
// same list), live (a piece marked sold leaves the list), one page at a time
// with "Show more", each linked to its page. The count, or the calm answer
// that nothing fits yet, is announced politely.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { provinceOf } from '../../domain/catalogue/province';
import { KNEE_MEASURES, type Piece } from '../../domain/catalogue/piece';
import { formatLength } from '../../domain/catalogue/units';
import type { KneeMatch, SweepMatch } from '../../domain/catalogue/matching';
import type { CatalogueResults } from '../../domain/catalogue/search';
import { Link, m, useLocale } from '../../i18n';
import { fillText, placeholders } from '../../i18n/fill-text';
import { paths, piecePath } from '../../config/paths';
import { readKneePattern, readSweepPattern } from '../../lib/catalogue-pattern';
import { readFilters } from '../../lib/catalogue-filters';
import { readDetails, readPerformance } from '../../lib/catalogue-url';
import { useLiveQuery } from '../../services/use-live-query';
import { PieceDetails } from './piece-details';
import { KNEE_MEASURE_NAMES, pieceTitle, priceText, SWEEP_MEASURE_NAMES, AVAILABILITY_NAMES, type SpeciesLink } from './piece-text';
import styles from './catalogue.module.css';

interface Excess {
  name: string;
  mm: number;
}

interface Row {
  piece: Piece;
  /** The measurements the pattern asked for, and by how much the piece exceeds each. */
  excess: Excess[];
  /** A sweep's curve against the pattern's, as a sentence; null for a knee or a pattern without a curve. */
  curve: string | null;
}

function kneeRow(match: KneeMatch): Row {
  const excess = KNEE_MEASURES.flatMap((measure) => {
    const mm = match.excess[measure];
    return mm === null ? [] : [{ name: KNEE_MEASURE_NAMES[measure](), mm }];
  });
  return { piece: match.piece, excess, curve: null };
}

function curveText(deviation: number | null, locale: string): string | null {
  if (deviation === null) return null;
  const percent = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
  }).format(Math.abs(deviation) * 100);
  if (Math.round(Math.abs(deviation) * 1000) === 0) return m.store_results_curve_exact();
  return deviation > 0 ? m.store_results_curve_flatter({ percent }) : m.store_results_curve_tighter({ percent });
}

function sweepRow(match: SweepMatch, locale: string): Row {
  const excess: Excess[] = [];
  if (match.excess.span !== null) excess.push({ name: SWEEP_MEASURE_NAMES.span(), mm: match.excess.span });
  if (match.excess.thickness !== null)
    excess.push({
      name: SWEEP_MEASURE_NAMES.thickness(),
      mm: match.excess.thickness,
    });
  return {
    piece: match.piece,
    excess,
    curve: curveText(match.deviation, locale),
  };
}

function ResultItem({ row, details, species }: { row: Row; details: readonly string[]; species: SpeciesLink }) {
  const locale = useLocale();
  const { piece } = row;
  return (
    <li className={styles.result}>
      <h3 className={styles.resultTitle}>
        <Link to={piecePath(piece.id)}>{pieceTitle(piece, species)}</Link>
      </h3>
      <p className={styles.price}>
        {priceText(piece.priceCents, locale)}
        {piece.availability !== 'available' && <span className={styles.badge}>{AVAILABILITY_NAMES[piece.availability]()}</span>}
      </p>
      {row.excess.length > 0 && (
        <p>
          {m.store_results_exceeds()} {row.excess.map((item) => `${item.name} +${formatLength(item.mm, locale)}`).join(' · ')}
        </p>
      )}
      {row.curve && <p>{row.curve}</p>}
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

export function SearchResults({ kind, species }: SearchResultsProps) {
  const [params] = useSearchParams();
  const locale = useLocale();
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

  let status: ReactNode = m.store_results_searching();
  let rows: Row[] = [];
  let more = false;
  if (state.status === 'error') status = m.store_results_failed();
  if (state.status === 'ready') {
    const matches = state.data.matches as (KneeMatch | SweepMatch)[];
    rows = matches.map((match) => ('radius' in match ? sweepRow(match, locale) : kneeRow(match)));
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
          {rows.map((row) => (
            <ResultItem key={row.piece.id} row={row} details={details} species={species} />
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
    </section>
  );
}
