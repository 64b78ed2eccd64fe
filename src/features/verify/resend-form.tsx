// "Get a new link" on /verify (issue 22): an expired or unusable link asks the
// address again and mails a new link. The answer is the same whether or not
// anything waits on the address (nobody learns who applied or subscribed);
// past the hourly limit it says when to try again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { EmailField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { m, useLocale } from '../../i18n';
import { formatShortDateTime } from '../../lib/dates';
import { FORM_FIELDS } from '../../lib/forms/fields';
import { useServiceForm } from '../../lib/forms/use-service-form';
import styles from './verify.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

const resendSchema = z.object({ email: FORM_FIELDS.email });
type ResendInput = z.input<typeof resendSchema>;
type ResendValues = z.output<typeof resendSchema>;

/** The refusal of a request over the hourly limit: an answer, not a fault. */
class TooManyRequests extends Error {
  constructor(readonly retryAt: Date) {
    super('Too many requests for this address.');
  }
}

export function ResendForm() {
  const locale = useLocale();
  const form = useForm<ResendInput, unknown, ResendValues>({ resolver: zodResolver(resendSchema), defaultValues: { email: '' } });
  const { onSubmit, submitting, result } = useServiceForm(form, {
    async send(services, { email }) {
      const outcome = await services.verification.resend(email, locale);
      if (outcome.status === 'limited') throw new TooManyRequests(outcome.retryAt);
    },
    success: m.verify_resend_sent(),
    failure: m.verify_resend_error(),
    log: 'Resending a verification link failed.',
    expected: (error) =>
      error instanceof TooManyRequests ? m.verify_resend_limited({ time: formatShortDateTime(error.retryAt.toISOString(), { locale }) }) : undefined,
  });

  return (
    <form method="post" className={`card ${styles.resend}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="verify-resend">
      <h2 id="verify-resend">{m.verify_resend_heading()}</h2>
      <EmailField control={form.control} name="email" label={m.verify_resend_email_label()} />
      <FormStatus result={result} />
      <button type="submit" className="button" aria-disabled={submitting}>
        {m.verify_resend_button()}
      </button>
      <PrivacyNote />
    </form>
  );
}
