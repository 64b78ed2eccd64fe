// The Contact Us form (spec §2 "/contact"): email, subject and message, all
// required. Errors appear only once a submit was tried (then follow each
// change). Success clears the form and opens a thank-you dialog; a failure is
// announced in the page and everything typed stays.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, TextField } from '../../components/ui/field';
import layout from '../../components/ui/form-layout.module.css';
import { FormStatus } from '../../components/ui/form-status';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { m, useLocale } from '../../i18n';
import { FIELD_LIMITS } from '../../domain/limits';
import {
  contactSchema,
  EMPTY_CONTACT_FORM,
  toContactSubmission,
  type ContactFormInput,
  type ContactFormValues,
} from '../../lib/forms/contact';
import styles from './inquiries.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

export function ContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_CONTACT_FORM,
  });
  const { control } = form;
  const language = useLocale();
  const { onSubmit, submitting, result, clear } = useServiceForm(form, {
    send: (services, values) => services.forms.submitContact(toContactSubmission(values, language)),
    success: m.forms_contact_success(),
    failure: m.forms_contact_failure(),
    log: 'Sending the contact message failed.',
    resetTo: EMPTY_CONTACT_FORM,
  });

  return (
    <>
      <form method="post" className={`card ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-label={m.forms_contact_title()}>
        <EmailField control={control} name="email" label={m.forms_email()} />
        <TextField control={control} name="subject" label={m.forms_contact_subject()} />
        <TextAreaField control={control} name="message" label={m.forms_contact_message()} max={FIELD_LIMITS.contactMessage} rows={6} />
        <FormStatus result={result?.kind === 'error' ? result : null} />
        <div className={layout.actions}>
          <button type="submit" className="button" aria-disabled={submitting || undefined}>
            {submitting ? m.forms_sending() : m.forms_contact_send()}
          </button>
          <PrivacyNote />
        </div>
      </form>

      <Dialog open={result?.kind === 'success'} onClose={clear} title={m.forms_contact_sent()}>
        <p>{m.forms_contact_success()}</p>
      </Dialog>
    </>
  );
}
