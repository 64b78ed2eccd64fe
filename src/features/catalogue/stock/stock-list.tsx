// The pieces /stock lists, live: each with its kind, measurements, species,
// availability and price, linked to its page, with edit, the availability
// buttons and delete (after a confirm). Every action's result is announced
// by the page (onDone).
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Loading } from '../../../components/ui/loading';
import { AVAILABILITY, type Availability, type PartnerId, type Piece } from '../../../domain/catalogue/piece';
import { piecePath } from '../../../config/paths';
import { Link, m, useLocale } from '../../../i18n';
import { useLiveQuery } from '../../../services/use-live-query';
import { useServiceAction } from '../../../services/use-service-action';
import { AVAILABILITY_NAMES, KIND_NAMES, measurementRows, PARTNER_NAMES, pieceTitle, priceText, type SpeciesLink } from '../piece-text';
import styles from '../catalogue.module.css';

const MARK: Record<Availability, () => string> = {
  available: m.stock_mark_available,
  reserved: m.stock_mark_reserved,
  sold: m.stock_mark_sold,
};

export interface StockListProps {
  /** The partner whose stock is listed; null: every partner's (an Admin's view). */
  partnerId: PartnerId | null;
  species: SpeciesLink;
  onEdit: (piece: Piece) => void;
  onDone: (message: string) => void;
}

function StockItem({ piece, species, showPartner, onEdit, onDone, onDelete }: { piece: Piece; species: SpeciesLink; showPartner: boolean; onDelete: (piece: Piece) => void } & Pick<StockListProps, 'onEdit' | 'onDone'>) {
  const locale = useLocale();
  const title = pieceTitle(piece, species);
  const mark = useServiceAction((services, availability: Availability) => services.catalogue.setAvailability(piece.id, availability));
  const setAvailability = (availability: Availability) =>
    mark.run(availability).then(
      () => onDone(m.stock_marked({ title, availability: AVAILABILITY_NAMES[availability]() })),
      (error: unknown) => {
        console.error('Changing the availability failed.', error);
        onDone(m.stock_action_failed());
      },
    );
  return (
    <li className={styles.stockItem} data-availability={piece.availability}>
      <h3 className={styles.resultTitle}>
        <Link to={piecePath(piece.id)}>{title}</Link>
      </h3>
      <dl className={styles.stockFacts}>
        <dt>{m.stock_kind()}</dt>
        <dd>{KIND_NAMES[piece.kind]()}</dd>
        {showPartner && (
          <>
            <dt>{m.stock_partner()}</dt>
            <dd>{PARTNER_NAMES[piece.partnerId]()}</dd>
          </>
        )}
        <dt>{m.stock_availability()}</dt>
        <dd>{AVAILABILITY_NAMES[piece.availability]()}</dd>
        <dt>{m.stock_price()}</dt>
        <dd>{priceText(piece.priceCents, locale)}</dd>
      </dl>
      <ul className={styles.measureList}>
        {measurementRows(piece, locale).map((row) => (
          <li key={row.name}>{m.stock_measure_row(row)}</li>
        ))}
      </ul>
      <div className={styles.rowActions}>
        <button type="button" className="button button--quiet" onClick={() => onEdit(piece)} aria-label={`${m.stock_edit()} ${title}`}>
          {m.stock_edit()}
        </button>
        {AVAILABILITY.filter((availability) => availability !== piece.availability).map((availability) => (
          <button
            key={availability}
            type="button"
            className="button button--quiet"
            aria-label={`${MARK[availability]()} ${title}`}
            aria-disabled={mark.pending || undefined}
            onClick={() => void setAvailability(availability)}
          >
            {MARK[availability]()}
          </button>
        ))}
        <button type="button" className="button button--quiet" onClick={() => onDelete(piece)} aria-label={`${m.stock_delete()} ${title}`}>
          {m.stock_delete()}
        </button>
      </div>
    </li>
  );
}

export function StockList({ partnerId, species, onEdit, onDone }: StockListProps) {
  const stock = useLiveQuery<Piece[]>(`stock:${partnerId ?? '*'}`, (services, next, fail) => services.catalogue.watchStock(partnerId, next, fail), {
    onError: (error) => console.error('Reading the stock failed.', error),
  });
  const [deleting, setDeleting] = useState<Piece | null>(null);
  const remove = useServiceAction((services, id: string) => services.catalogue.deletePiece(id));

  if (stock.status === 'loading') return <Loading />;
  if (stock.status === 'error') return <p role="alert">{m.stock_read_failed()}</p>;
  const confirmDelete = () => {
    const piece = deleting;
    if (!piece) return;
    const title = pieceTitle(piece, species);
    remove.run(piece.id).then(
      () => {
        setDeleting(null);
        onDone(m.stock_deleted({ title }));
      },
      (error: unknown) => {
        console.error('Deleting the piece failed.', error);
        setDeleting(null);
        onDone(m.stock_action_failed());
      },
    );
  };
  return (
    <>
      {stock.data.length === 0 ? (
        <p>{m.stock_empty()}</p>
      ) : (
        <ul className={styles.stockList} aria-label={m.stock_list_label()}>
          {stock.data.map((piece) => (
            <StockItem key={piece.id} piece={piece} species={species} showPartner={partnerId === null} onEdit={onEdit} onDone={onDone} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={m.stock_delete_title()}
        actions={
          <>
            <button type="button" className="button button--quiet" onClick={() => setDeleting(null)}>
              {m.stock_cancel()}
            </button>
            <button type="button" className="button button--danger" aria-disabled={remove.pending || undefined} onClick={confirmDelete}>
              {m.stock_delete()}
            </button>
          </>
        }
      >
        <p>{deleting ? m.stock_delete_text({ title: pieceTitle(deleting, species) }) : null}</p>
      </Dialog>
    </>
  );
}
