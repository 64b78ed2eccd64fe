// /stock: where a partner's Franchisees list their knees and sweeps, and an
// Admin any partner's. A Franchisee whose account no Admin has linked to a
// partner yet is told so calmly; other visitors are told the page is not theirs.
import { lazy, Suspense, useState } from 'react';
import { Loading, useMinimumLoading } from '../../../components/ui/loading';
import { PlainSelectField } from '../../../components/ui/choice-fields';
import type { PartnerId, Piece } from '../../../domain/catalogue/piece';
import { PARTNER_IDS } from '../../../domain/catalogue/piece';
import { m } from '../../../i18n';
import { useSession } from '../../../services/context';
import { useServiceQuery } from '../../../services/use-service-query';
import { LinkPartnerForm, PARTNER_OPTIONS } from './link-partner-form';
import { PieceForm } from './piece-form';
import type { SpeciesLink } from '../piece-text';
import { StockList } from './stock-list';
import styles from '../catalogue.module.css';

type Editing = { piece?: Piece } | null;

const ALL = 'all';

/** What people ask for (ADR 037): a chunk of its own, read once the stock page is shown. */
const AskedFor = lazy(() => import('./asked-for').then((module) => ({ default: module.AskedFor })));

function Manager({ partnerId, admin, species }: { partnerId: PartnerId | null; admin: boolean; species: SpeciesLink }) {
  const [chosen, setChosen] = useState<PartnerId | null>(partnerId);
  const [editing, setEditing] = useState<Editing>(null);
  const [announcement, setAnnouncement] = useState('');
  const listed = admin ? chosen : partnerId;
  // An edited piece is saved for its own partner; a new one for the chosen partner.
  const formPartner = editing?.piece?.partnerId ?? listed;

  return (
    <>
      {admin && (
        <div className={styles.partnerPicker}>
          <PlainSelectField
            label={m.stock_partner_picker()}
            options={[{ value: ALL, label: m.stock_partner_all() }, ...PARTNER_OPTIONS]}
            value={chosen ?? ALL}
            onChange={(value) => setChosen(PARTNER_IDS.find((id) => id === value) ?? null)}
          />
        </div>
      )}
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {editing && formPartner ? (
        <PieceForm
          key={editing.piece?.id ?? 'new'}
          partnerId={formPartner}
          piece={editing.piece}
          species={species}
          onSaved={() => {
            setEditing(null);
            setAnnouncement(m.stock_saved());
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p>
          {listed ? (
            <button type="button" className="button" onClick={() => setEditing({})}>
              {m.stock_add()}
            </button>
          ) : (
            m.stock_choose_partner()
          )}
        </p>
      )}
      <section aria-labelledby="stock-list-heading">
        <h2 id="stock-list-heading">{m.stock_list_heading()}</h2>
        <StockList partnerId={listed} species={species} onEdit={(piece) => setEditing({ piece })} onDone={setAnnouncement} />
      </section>
      <Suspense fallback={<Loading />}>
        <AskedFor />
      </Suspense>
      {admin && <LinkPartnerForm />}
    </>
  );
}

function Member({ admin, species }: { admin: boolean; species: SpeciesLink }) {
  const { user } = useSession();
  const partner = useServiceQuery(`my-partner:${user?.uid ?? ''}`, (services) => services.catalogue.myPartner());
  const waiting = useMinimumLoading(partner.status === 'loading');
  if (waiting || partner.status === 'loading') return <Loading />;
  if (partner.status === 'error') return <p role="alert">{m.stock_read_failed()}</p>;
  if (!admin && partner.data === null) return <p className={`page__lead ${styles.calm}`}>{m.stock_no_partner()}</p>;
  return <Manager partnerId={admin ? null : partner.data} admin={admin} species={species} />;
}

export function StockPage({ species }: { species: SpeciesLink }) {
  const session = useSession();
  const waiting = useMinimumLoading(session.loading);
  if (waiting || session.loading) return <Loading />;
  if (!session.isFranchisee) {
    return (
      <p role="alert" className="page__lead">
        {m.stock_not_allowed()}
      </p>
    );
  }
  return <Member admin={session.isAdmin} species={species} />;
}
