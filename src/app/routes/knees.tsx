import { Page } from '../../components/ui/page';
import { FiltersPanel } from '../../features/store/filters-panel';
import { CatalogueResults } from '../catalogue-results';
import { BackToTypeAndSize } from '../../features/store/back-link';
import { KneeSelector } from '../../features/store/knee-selector';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.store_category_knees()}>
      <BackToTypeAndSize />
      <h1>{m.store_category_knees()}</h1>
      <p className="page__lead">{m.store_knees_lead()}</p>
      <KneeSelector />
      <FiltersPanel />
      <CatalogueResults kind="knee" />
    </Page>
  );
}
