import { Page } from '../../components/ui/page';
import { StoreLanding } from '../../features/store/store-landing';

export function Component() {
  return (
    <Page title="Timber Store">
      <h1>Timber Store</h1>
      <p className="page__lead">
        Wood from Atlantic Canadian woodlots, sawn and made by the consortium’s partners. Search by the shape you need or by
        species.
      </p>
      <StoreLanding />
    </Page>
  );
}
