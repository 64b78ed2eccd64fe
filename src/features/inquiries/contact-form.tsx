// The Contact Us form (spec §2 "/contact"): email, subject and message, all
// required. Errors appear only once a submit was tried (then follow each
// change). Success clears the form and opens a thank-you dialog; a failure is
// announced in the page and everything typed stays.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, TextField } from '../../components/ui/field';
import layout from '../../components/ui/form-layout.module.css';
import { FormStatus } from '../../components/ui/form-status';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useGuardedSubmit } from '../../components/ui/use-guarded-submit';
import { CONTACT_MESSAGE_MAX } from '../../lib/validation';
import { useServicesReady } from '../../services/context';
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
  const servicesReady = useServicesReady();
  const [failure, setFailure] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_CONTACT_FORM,
  });

  const onSubmit = useGuardedSubmit(handleSubmit(async (values) => {
    setFailure(null);
    try {
      const services = await servicesReady;
      await services.forms.submitContact(toContactSubmission(values));
      reset(EMPTY_CONTACT_FORM);
      setThanked(true);
    } catch (error) {
      console.error('Sending the contact message failed.', error);
      setFailure(CONTACT_FAILURE);
    }
  }));

  return (
    <>
      <form method="post" className={`card ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-label="Contact Us">
        <EmailField control={control} name="email" label="Email" />
        <TextField control={control} name="subject" label="Subject" />
        <TextAreaField control={control} name="message" label="Message" max={CONTACT_MESSAGE_MAX} rows={6} />
        <FormStatus result={failure ? { kind: 'error', message: failure } : null} />
        <div className={layout.actions}>
          <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </form>

      <Dialog open={thanked} onClose={() => setThanked(false)} title="Message sent">
        <p>{CONTACT_SUCCESS}</p>
      </Dialog>
    </>
  );
}
