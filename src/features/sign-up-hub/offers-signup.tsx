// Special Offers (spec §2 /register): email and Canadian postal code,
// registered with subscribeOffers. Success clears the form; a failure keeps
// what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { EmailField, PostalCodeField } from '../../components/ui/field';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { useGuardedSubmit } from '../../components/ui/use-guarded-submit';
import { emailSchema, formatPostalCode, postalCodeSchema } from '../../lib/validation';
import { useServicesReady } from '../../services/context';
import { isServiceError } from '../../domain/errors';
import styles from './register-hub.module.css';

export const OFFERS_MESSAGES = {
  success: 'Congratulations! You have successfully registered for special offers.',
  already: 'Email is already registered for special offers.',
  failure: 'There was an error registering for special offers.',
} as const;

const schema = z.object({ email: emailSchema, postalCode: postalCodeSchema });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

export function OffersSignup() {
  const servicesReady = useServicesReady();
  const [result, setResult] = useState<FormResult>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', postalCode: '' },
  });

  const onSubmit = useGuardedSubmit(handleSubmit(async ({ email, postalCode }) => {
    setResult(null);
    try {
      const services = await servicesReady;
      await services.forms.subscribeOffers(email, formatPostalCode(postalCode));
      reset();
      setResult({ kind: 'success', message: OFFERS_MESSAGES.success });
    } catch (error) {
      if (isServiceError(error, 'already-registered')) {
        setResult({ kind: 'error', message: OFFERS_MESSAGES.already });
        return;
      }
      console.error('Special offers registration failed.', error);
      setResult({ kind: 'error', message: OFFERS_MESSAGES.failure });
    }
  }));

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField control={control} name="email" label="Email" />
      <PostalCodeField control={control} name="postalCode" label="Postal code" />
      <FormStatus result={result} />
      <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
        Register
      </button>
    </form>
  );
}
