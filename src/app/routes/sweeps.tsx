import { Page } from '../../components/ui/page';
import { catalogueResults } from '../../features/catalogue/results/catalogue-results';
import { FiltersPanel } from '../../features/catalogue/search/filters-panel';
import { SweepSelector } from '../../features/catalogue/search/sweep-selector';
import { BackToTypeAndSize } from '../../features/store/back-link';
import { m } from '../../i18n';

const CatalogueResults = catalogueResults('sweep', () => import('../../features/species/species-link').then((species) => species.speciesLink));

export function Component() {
  return (
    <Page title={m.store_category_sweeps()}>
      <BackToTypeAndSize />
      <h1>{m.store_category_sweeps()}</h1>
      <p className="page__lead">{m.store_sweeps_lead()}</p>
      <SweepSelector />
      <FiltersPanel postalCode={false} />
      <CatalogueResults />
    </Page>
  );
}
