import { Page } from '../../components/ui/page';
import { NewsletterForm } from '../../features/newsletter-pages/newsletter-form';

export function Component() {
  return (
    <Page title="Join our Newsletter">
      <h1>Join our Newsletter</h1>
      <p className="page__lead">News from the consortium: new stock, stories from the woodlot and events near you.</p>
      <NewsletterForm />
    </Page>
  );
}
