import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '../../components/ui/loading';
import { Page } from '../../components/ui/page';
import { m } from '../../i18n';

// The piece's page loads after the route (see stock.tsx for why).
const PiecePage = lazy(() =>
  Promise.all([import('../../features/catalogue/piece/piece-page'), import('../../features/species/species-link')]).then(([piece, species]) => ({
    default: ({ id }: { id: string }) => <piece.PiecePage id={id} species={species.speciesLink} />,
  })),
);

export function Component() {
  const { id = '' } = useParams();
  return (
    <Suspense
      fallback={
        <Page title={m.stock_piece_loading()}>
          <h1>{m.stock_piece_loading()}</h1>
          <Loading />
        </Page>
      }
    >
      <PiecePage key={id} id={id} />
    </Suspense>
  );
}
