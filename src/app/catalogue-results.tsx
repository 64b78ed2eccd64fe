// The results under /knees and /sweeps, a chunk of their own: the forms
// paint without it, and it loads with the first search. Beneath them, once
// they are in, "Tell me when one fits" (ADR 036), another chunk.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '../components/ui/loading';
import { isSearched } from '../lib/catalogue-url';

const PatternAlertForm = lazy(() => import('../features/pattern-alert/pattern-alert-form').then((module) => ({ default: module.PatternAlertForm })));

function PatternAlert({ kind, nothingFits }: { kind: 'knee' | 'sweep'; nothingFits: boolean }) {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={null}>
      <PatternAlertForm kind={kind} params={params} nothingFits={nothingFits} />
    </Suspense>
  );
}

const SearchResults = lazy(() =>
  Promise.all([import('../features/catalogue/search-results'), import('../features/species/species-link')]).then(([results, species]) => ({
    default: ({ kind }: { kind: 'knee' | 'sweep' }) => (
      <results.SearchResults kind={kind} species={species.speciesLink} footer={(nothingFits) => <PatternAlert kind={kind} nothingFits={nothingFits} />} />
    ),
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
