import { Page } from '../../components/ui/page';
import { OffersForm } from '../../features/newsletter-pages/offers-form';

export function Component() {
  return (
    <Page title="Register to get special offers">
      <h1>Register to get special offers</h1>
      <p className="page__lead">Tell us how to reach you and what you work in, and we will let you know about offers that fit.</p>
      <OffersForm />
    </Page>
  );
}
