import { Page } from '../../components/ui/page';
import { FiltersPanel } from '../../features/catalogue/search/filters-panel';
import { StoreLanding } from '../../features/store/store-landing';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.store_title()}>
      <h1>{m.store_title()}</h1>
      <p className="page__lead">{m.store_lead()}</p>
      <StoreLanding filters={<FiltersPanel urgency />} />
    </Page>
  );
}
