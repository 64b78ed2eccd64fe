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
import { useServiceForm } from '../../components/ui/use-service-form';
import { CONTACT_MESSAGE_MAX } from '../../lib/validation';
import {
  contactSchema,
  EMPTY_CONTACT_FORM,
  toContactSubmission,
  type ContactFormInput,
  type ContactFormValues,
} from './inquiry-schemas';
import { CONTACT_FAILURE, CONTACT_SUCCESS } from './messages';
import styles from './inquiries.module.css';

export function ContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_CONTACT_FORM,
  });
  const { control } = form;
  const { onSubmit, submitting, result, clear } = useServiceForm(form, {
    send: (services, values) => services.forms.submitContact(toContactSubmission(values)),
    success: CONTACT_SUCCESS,
    failure: CONTACT_FAILURE,
    log: 'Sending the contact message failed.',
    resetTo: EMPTY_CONTACT_FORM,
  });

  return (
    <>
      <form method="post" className={`card ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-label="Contact Us">
        <EmailField control={control} name="email" label="Email" />
        <TextField control={control} name="subject" label="Subject" />
        <TextAreaField control={control} name="message" label="Message" max={CONTACT_MESSAGE_MAX} rows={6} />
        <FormStatus result={result?.kind === 'error' ? result : null} />
        <div className={layout.actions}>
          <button type="submit" className="button" aria-disabled={submitting || undefined}>
            {submitting ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </form>

      <Dialog open={result?.kind === 'success'} onClose={clear} title="Message sent">
        <p>{CONTACT_SUCCESS}</p>
      </Dialog>
    </>
  );
}
