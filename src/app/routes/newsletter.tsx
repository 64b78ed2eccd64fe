import { Page } from '../../components/ui/page';
import { m } from '../../i18n';
import { NewsletterForm } from '../../features/newsletter-pages/newsletter-form';

export function Component() {
  return (
    <Page title={m.forms_newsletter_title()}>
      <h1>{m.forms_newsletter_title()}</h1>
      <p className="page__lead">{m.forms_newsletter_lead()}</p>
      <NewsletterForm />
    </Page>
  );
}
