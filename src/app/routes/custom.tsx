import { Page } from '../../components/ui/page';
import { CustomOrderForm } from '../../features/custom-order/custom-order-form';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.store_custom_title()}>
      <h1>{m.store_custom_title()}</h1>
      <p className="page__lead">{m.store_custom_lead()}</p>
      <CustomOrderForm />
    </Page>
  );
}
