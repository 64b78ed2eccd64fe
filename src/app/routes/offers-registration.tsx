import { Page } from '../../components/ui/page';
import { m } from '../../i18n';
import { OffersForm } from '../../features/newsletter-pages/offers-form';

export function Component() {
  return (
    <Page title={m.forms_offers_title()}>
      <h1>{m.forms_offers_title()}</h1>
      <p className="page__lead">{m.forms_offers_lead()}</p>
      <OffersForm />
    </Page>
  );
}
