import { Page } from '../../components/ui/page';
import { PricingInquiry } from '../../features/inquiries/pricing-form';

export function Component() {
  return (
    <Page title="Pricing">
      <h1>Want to know more about pricing?</h1>
      <p className="page__lead">Leave your details and we will contact you about prices for your project.</p>
      <PricingInquiry />
    </Page>
  );
}
