// The results under /knees and /sweeps, a chunk of their own: the forms
// paint without it, and it loads with the first search.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '../components/ui/loading';
import { isSearched } from '../lib/catalogue-url';

const SearchResults = lazy(() =>
  Promise.all([import('../features/catalogue/search-results'), import('../features/species/species-link')]).then(([results, species]) => ({
    default: ({ kind }: { kind: 'knee' | 'sweep' }) => <results.SearchResults kind={kind} species={species.speciesLink} />,
  })),
);

export function CatalogueResults({ kind }: { kind: 'knee' | 'sweep' }) {
  const [params] = useSearchParams();
  if (!isSearched(params)) return null;
  return (
    <Suspense fallback={<Loading />}>
      <SearchResults kind={kind} />
    </Suspense>
  );
}
