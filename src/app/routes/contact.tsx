import { Page } from '../../components/ui/page';
import { m } from '../../i18n';
import { ContactForm } from '../../features/inquiries/contact-form';

export function Component() {
  return (
    <Page title={m.forms_contact_title()}>
      <h1>{m.forms_contact_title()}</h1>
      <p className="page__lead">{m.forms_contact_lead()}</p>
      <ContactForm />
    </Page>
  );
}
