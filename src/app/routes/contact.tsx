import { Page } from '../../components/ui/page';
import { ContactForm } from '../../features/inquiries/contact-form';

export function Component() {
  return (
    <Page title="Contact Us">
      <h1>Contact Us</h1>
      <p className="page__lead">Questions about our timber, the consortium or your account? Send us a message.</p>
      <ContactForm />
    </Page>
  );
}
