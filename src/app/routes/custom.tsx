import { Page } from '../../components/ui/page';
import { CustomOrderForm } from '../../features/custom-order/custom-order-form';

export function Component() {
  return (
    <Page title="Custom Request">
      <h1>Custom Request</h1>
      <p className="page__lead">
        What can we help you find? Describe the piece you need and we will look for it across the consortium.
      </p>
      <CustomOrderForm />
    </Page>
  );
}
