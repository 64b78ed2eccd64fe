import { Page } from '../../components/ui/page';
import { SpeciesSelector } from '../../features/species/species-selector';

export function Component() {
  return (
    <Page title="Search by Species">
      <h1>Search by Species</h1>
      <p className="page__lead">
        Woods from Atlantic Canada’s forests, woodlots and towns, grouped by how they grow and how they work.
      </p>
      <SpeciesSelector />
    </Page>
  );
}
