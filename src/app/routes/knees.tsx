import { Page } from '../../components/ui/page';
import { catalogueResults } from '../../features/catalogue/results/catalogue-results';
import { FiltersPanel } from '../../features/catalogue/search/filters-panel';
import { KneeSelector } from '../../features/catalogue/search/knee-selector';
import { BackToTypeAndSize } from '../../features/store/back-link';
import { m } from '../../i18n';

const CatalogueResults = catalogueResults('knee', () => import('../../features/species/species-link').then((species) => species.speciesLink));

export function Component() {
  return (
    <Page title={m.store_category_knees()}>
      <BackToTypeAndSize />
      <h1>{m.store_category_knees()}</h1>
      <p className="page__lead">{m.store_knees_lead()}</p>
      <KneeSelector />
      <FiltersPanel />
      <CatalogueResults />
    </Page>
  );
}
