// The results under /knees and /sweeps, a chunk of their own: the forms
// paint without it, and it loads with the first search. Beneath them, once
// they are in, "Tell me when one fits" (ADR 036), another chunk. A species'
// link is another feature's (features/species): the route gives its loader,
// which comes in the results' chunk.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '../../../components/ui/loading';
import type { SpeciesLink } from '../piece-text';
import { isSearched } from '../url/search-url';

type Kind = 'knee' | 'sweep';

const PatternAlertForm = lazy(() => import('../alerts/pattern-alert-form').then((module) => ({ default: module.PatternAlertForm })));

function PatternAlert({ kind, nothingFits }: { kind: Kind; nothingFits: boolean }) {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={null}>
      <PatternAlertForm kind={kind} params={params} nothingFits={nothingFits} />
    </Suspense>
  );
}

/** The results of one route's search, their species' links loaded with them (call it once, at the route module's top). */
export function catalogueResults(kind: Kind, loadSpecies: () => Promise<SpeciesLink>) {
  const SearchResults = lazy(() =>
    Promise.all([import('./search-results'), loadSpecies()]).then(([results, species]) => ({
      default: () => <results.SearchResults kind={kind} species={species} footer={(nothingFits) => <PatternAlert kind={kind} nothingFits={nothingFits} />} />,
    })),
  );
  return function CatalogueResults() {
    const [params] = useSearchParams();
    if (!isSearched(params)) return null;
    return (
      <Suspense fallback={<Loading />}>
        <SearchResults />
      </Suspense>
    );
  };
}
