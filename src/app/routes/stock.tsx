import { lazy, Suspense } from 'react';
import { Loading } from '../../components/ui/loading';
import { Page } from '../../components/ui/page';
import { m } from '../../i18n';
import { useSession } from '../../services/context';

// The list and its forms load after the route: the route table, which every
// first page carries, then names one chunk here rather than all of theirs.
const StockPage = lazy(() =>
  Promise.all([import('../../features/catalogue/stock/stock-page'), import('../../features/species/species-link')]).then(([stock, species]) => ({
    default: () => <stock.StockPage species={species.speciesLink} />,
  })),
);

export function Component() {
  const session = useSession();
  return (
    <Page title={m.stock_title()}>
      <h1>{m.stock_title()}</h1>
      <p className="page__lead">{m.stock_lead()}</p>
      {/* No lazy boundary in the prerendered page: one the prerender cannot finish
          makes React render it again on the client (error #419). The list is
          fetched once the session is known, which the prerender never is. */}
      {session.loading ? (
        <Loading />
      ) : (
        <Suspense fallback={<Loading />}>
          <StockPage />
        </Suspense>
      )}
    </Page>
  );
}
