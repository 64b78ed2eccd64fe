import { Page } from '../../components/ui/page';
import { m } from '../../i18n';
import { PricingInquiry } from '../../features/inquiries/pricing-form';

export function Component() {
  return (
    <Page title={m.forms_pricing_title()}>
      <h1>{m.forms_pricing_heading()}</h1>
      <p className="page__lead">{m.forms_pricing_lead()}</p>
      <PricingInquiry />
    </Page>
  );
}
