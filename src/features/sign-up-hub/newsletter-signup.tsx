// News and Updates (spec §2 /register): one email, subscribed with
// subscribeNewsletter. Success clears the form; a failure keeps the email.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { EmailField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { useServiceForm } from '../../components/ui/use-service-form';
import { emailSchema } from '../../lib/validation';
import { isServiceError } from '../../domain/errors';
import styles from './register-hub.module.css';

export const NEWSLETTER_MESSAGES = {
  success: 'Congratulations! You have successfully registered for the newsletter.',
  already: 'Email is already registered for the newsletter.',
  failure: 'There was an error subscribing to the newsletter.',
} as const;

const schema = z.object({ email: emailSchema });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

export function NewsletterSignup() {
  const form = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, { email }) => services.forms.subscribeNewsletter(email),
    success: NEWSLETTER_MESSAGES.success,
    failure: NEWSLETTER_MESSAGES.failure,
    log: 'Newsletter subscription failed.',
    expected: (error) => (isServiceError(error, 'already-registered') ? NEWSLETTER_MESSAGES.already : undefined),
    resetTo: 'defaults',
  });

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField control={form.control} name="email" label="Email" />
      <FormStatus result={result} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        Subscribe
      </button>
    </form>
  );
}
