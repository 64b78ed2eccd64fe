// The piece a pricing inquiry is about (/pricing?piece=<id>, which "Ask about
// this piece" opens): its summary above the fields, read live, so a piece sold
// while the visitor types says so at once. The form sends the piece's id only
// while it is listed; the server reads the piece again and copies what it
// stores. An unknown, sold or unreadable piece is said calmly, and the form
// still sends a general inquiry.
import { useSearchParams } from 'react-router-dom';
import { pieceSummary } from '../../domain/catalogue/summary';
import type { Piece } from '../../domain/catalogue/piece';
import { piecePath } from '../../config/paths';
import { Link, m, useLocale } from '../../i18n';
import { useLiveQuery } from '../../services/use-live-query';
import layout from '../../components/ui/form-layout.module.css';
import styles from './inquiries.module.css';

export type AskedPiece =
  | { status: 'none' | 'loading' | 'gone' | 'sold' | 'failed' }
  | { status: 'listed'; piece: Piece };

/** The piece the page's `?piece=` names, as it is now. */
export function useAskedPiece(): AskedPiece {
  const [params] = useSearchParams();
  const id = params.get('piece')?.trim() ?? '';
  const state = useLiveQuery<Piece | null>(
    `asked-piece:${id}`,
    (services, next, fail) => {
      if (id === '') {
        next(null);
        return () => {};
      }
      return services.catalogue.watchPiece(id, next, fail);
    },
    { onError: (error) => console.warn('Reading the piece asked about failed.', error) },
  );
  if (id === '') return { status: 'none' };
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'failed' };
  if (state.data === null) return { status: 'gone' };
  return state.data.availability === 'sold' ? { status: 'sold' } : { status: 'listed', piece: state.data };
}

/** What the form shows of the piece: nothing for a general inquiry. */
export function AskedPieceSummary({ asked }: { asked: AskedPiece }) {
  const locale = useLocale();
  if (asked.status === 'none') return null;
  return (
    <section className={`${layout.wide} ${styles.askedPiece}`} aria-labelledby="asked-piece-heading">
      <h2 id="asked-piece-heading">{m.forms_pricing_piece_heading()}</h2>
      {asked.status === 'listed' ? (
        <p>
          {pieceSummary(asked.piece, locale)} <Link to={piecePath(asked.piece.id)}>{m.forms_pricing_piece_view()}</Link>
        </p>
      ) : (
        // Polite: a piece sold while the visitor types is announced without interrupting them.
        <p role="status">
          {asked.status === 'loading'
            ? m.forms_pricing_piece_loading()
            : asked.status === 'sold'
              ? m.forms_pricing_piece_sold()
              : asked.status === 'gone'
                ? m.forms_pricing_piece_gone()
                : m.forms_pricing_piece_failed()}
        </p>
      )}
    </section>
  );
}
