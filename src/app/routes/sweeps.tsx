import { Page } from '../../components/ui/page';
import { FiltersPanel } from '../../features/store/filters-panel';
import { CatalogueResults } from '../catalogue-results';
import { BackToTypeAndSize } from '../../features/store/back-link';
import { SweepSelector } from '../../features/store/sweep-selector';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.store_category_sweeps()}>
      <BackToTypeAndSize />
      <h1>{m.store_category_sweeps()}</h1>
      <p className="page__lead">{m.store_sweeps_lead()}</p>
      <SweepSelector />
      <FiltersPanel postalCode={false} />
      <CatalogueResults kind="sweep" />
    </Page>
  );
}
