// News and Updates (spec §2 /register): one email, subscribed with
// subscribeNewsletter. Success clears the form; a failure keeps the email.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { EmailField } from '../../components/ui/field';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { useGuardedSubmit } from '../../components/ui/use-guarded-submit';
import { emailSchema } from '../../lib/validation';
import { useServicesReady } from '../../services/context';
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
  const servicesReady = useServicesReady();
  const [result, setResult] = useState<FormResult>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = useGuardedSubmit(handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const services = await servicesReady;
      await services.forms.subscribeNewsletter(email);
      reset();
      setResult({ kind: 'success', message: NEWSLETTER_MESSAGES.success });
    } catch (error) {
      if (isServiceError(error, 'already-registered')) {
        setResult({ kind: 'error', message: NEWSLETTER_MESSAGES.already });
        return;
      }
      console.error('Newsletter subscription failed.', error);
      setResult({ kind: 'error', message: NEWSLETTER_MESSAGES.failure });
    }
  }));

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField control={control} name="email" label="Email" />
      <FormStatus result={result} />
      <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
        Subscribe
      </button>
    </form>
  );
}
