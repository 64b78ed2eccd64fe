import { Page } from '../../components/ui/page';
import { CategoryGrid } from '../../features/store/category-grid';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.store_type_size_title()}>
      <h1>{m.store_type_size_title()}</h1>
      <p className="page__lead">{m.store_type_size_lead()}</p>
      <CategoryGrid />
    </Page>
  );
}
