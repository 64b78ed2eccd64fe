// A piece's own page (/stock/<id>), open to everyone: its photos, its
// measurements in both units, its details, its note and price, and "Ask about
// this piece", which opens the pricing form with the piece attached. Live, so
// a piece sold while the page is open says so; a sold piece's page stays.
// Reached from a search's result, its URL carries the visitor's pattern, and
// the page draws the pattern inside the piece (pattern-fit.tsx).
import { useSearchParams } from 'react-router-dom';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import type { Piece } from '../../../domain/catalogue/piece';
import { paths } from '../../../config/paths';
import { PATTERN_UNIT } from '../url/pattern';
import { Link, m, useLocale } from '../../../i18n';
import { useLiveQuery } from '../../../services/use-live-query';
import { useServiceQuery } from '../../../services/use-service-query';
import { ALL_DETAILS, PieceDetails } from './piece-details';
import { fitOf, PatternFit } from './pattern-fit';
import { measurementRows, pieceTitle, priceText, type SpeciesLink } from '../piece-text';
import styles from '../catalogue.module.css';

function PiecePhoto({ path, alt }: { path: string; alt: string }) {
  const url = useServiceQuery(`photo:${path}`, (services) => services.catalogue.photoUrl(path));
  if (url.status !== 'ready') return <div className={styles.photoPlaceholder} />;
  return <img className={styles.photo} src={url.data} alt={alt} loading="lazy" />;
}

/** The visitor's pattern inside the piece, when the URL carries one. */
function PatternSection({ piece }: { piece: Piece }) {
  const [params] = useSearchParams();
  const fit = fitOf(piece, params);
  if (fit === undefined) return null;
  return (
    <section aria-labelledby="piece-pattern">
      <h2 id="piece-pattern">{m.store_fit_heading()}</h2>
      {fit === null ? <p>{m.store_fit_none()}</p> : <PatternFit fit={fit} unit={PATTERN_UNIT} />}
    </section>
  );
}

function PieceView({ piece, species }: { piece: Piece; species: SpeciesLink }) {
  const locale = useLocale();
  const title = pieceTitle(piece, species);
  const sold = piece.availability === 'sold';
  return (
    <Page title={title}>
      <h1>{title}</h1>
      {sold && (
        <p className={styles.sold} role="status">
          {m.stock_piece_sold()}
        </p>
      )}
      <p className={styles.priceLarge}>{priceText(piece.priceCents, locale)}</p>
      {piece.photos.length > 0 && (
        <ul className={styles.photos} aria-label={m.stock_photos()}>
          {piece.photos.map((path, index) => (
            <li key={path}>
              <PiecePhoto path={path} alt={m.stock_photo_alt({ number: index + 1, count: piece.photos.length, title })} />
            </li>
          ))}
        </ul>
      )}
      <PatternSection piece={piece} />
      <div className={styles.pieceColumns}>
        <section aria-labelledby="piece-measurements">
          <h2 id="piece-measurements">{m.stock_measurements()}</h2>
          <dl className={styles.details}>
            {measurementRows(piece, locale).map((row) => (
              <div key={row.name} className={styles.detailRow}>
                <dt>{row.name}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="piece-details">
          <h2 id="piece-details">{m.stock_details()}</h2>
          <PieceDetails piece={piece} show={ALL_DETAILS} species={species} />
        </section>
      </div>
      {piece.note && (
        <section aria-labelledby="piece-note">
          <h2 id="piece-note">{m.stock_note()}</h2>
          <p className={styles.note}>{piece.note}</p>
        </section>
      )}
      {!sold && (
        <p>
          <Link className="button" to={`${paths.pricing}?piece=${encodeURIComponent(piece.id)}`}>
            {m.stock_ask()}
          </Link>
        </p>
      )}
    </Page>
  );
}

export function PiecePage({ id, species }: { id: string; species: SpeciesLink }) {
  const piece = useLiveQuery<Piece | null>(`piece:${id}`, (services, next, fail) => services.catalogue.watchPiece(id, next, fail), {
    onError: (error) => console.error('Reading the piece failed.', error),
  });
  if (piece.status === 'ready' && piece.data) return <PieceView piece={piece.data} species={species} />;
  const missing = piece.status !== 'loading';
  return (
    <Page title={missing ? m.stock_piece_missing() : m.stock_piece_loading()}>
      <h1>{missing ? m.stock_piece_missing() : m.stock_piece_loading()}</h1>
      {missing ? (
        <p className="page__lead">
          <Link to={paths.searchTypeSize}>{m.stock_piece_missing_link()}</Link>
        </p>
      ) : (
        <Loading />
      )}
    </Page>
  );
}
