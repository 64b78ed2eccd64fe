// Special Offers (spec §2 /register): email and Canadian postal code,
// registered with subscribeOffers. Success clears the form; a failure keeps
// what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { EmailField, PostalCodeField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { useServiceForm } from '../../components/ui/use-service-form';
import { emailSchema, formatPostalCode, postalCodeSchema } from '../../lib/validation';
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
  const form = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues: { email: '', postalCode: '' } });
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, { email, postalCode }) => services.forms.subscribeOffers(email, formatPostalCode(postalCode)),
    success: OFFERS_MESSAGES.success,
    failure: OFFERS_MESSAGES.failure,
    log: 'Special offers registration failed.',
    expected: (error) => (isServiceError(error, 'already-registered') ? OFFERS_MESSAGES.already : undefined),
    resetTo: 'defaults',
  });

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField control={form.control} name="email" label="Email" />
      <PostalCodeField control={form.control} name="postalCode" label="Postal code" />
      <FormStatus result={result} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        Register
      </button>
    </form>
  );
}
