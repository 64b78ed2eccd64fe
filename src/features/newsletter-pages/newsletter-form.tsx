// 'Join our Newsletter' (spec §2 Newsletter pages, §5): email required, names
// and business details optional. Like the original, a valid submit is only
// logged (spec §7: no server call); the form then clears and confirms. With
// no service call there is nothing to wait for and nothing that can fail, so
// it needs no useServiceForm.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { CheckboxGroupField } from '../../components/ui/choice-fields';
import { EmailField, TextField } from '../../components/ui/field';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { BUSINESS_TYPES } from '../../config/options';
import { emailSchema, optionalChoices, optionalNameSchema, optionalText } from '../../lib/validation';
import styles from './newsletter-pages.module.css';

export const NEWSLETTER_CONFIRMATION = 'Thank you! You are on the list for our newsletter.';

const schema = z.object({
  email: emailSchema,
  firstName: optionalNameSchema,
  lastName: optionalNameSchema,
  businessName: optionalText(),
  businessTypes: optionalChoices,
});
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

const EMPTY: Input = { email: '', firstName: '', lastName: '', businessName: '', businessTypes: [] };

export function NewsletterForm() {
  const [result, setResult] = useState<FormResult>(null);
  const { control, handleSubmit, reset } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    console.info('Newsletter sign-up (not sent anywhere yet):', values);
    reset(EMPTY);
    setResult({ kind: 'success', message: NEWSLETTER_CONFIRMATION });
  });

  return (
    <form method="post" className={`card ${styles.form}`} onSubmit={onSubmit} onChange={() => setResult(null)} noValidate aria-label="Join our Newsletter">
      <EmailField control={control} name="email" label="Email" />
      <div className={styles.pair}>
        <TextField control={control} name="firstName" label="First name (optional)" autoComplete="given-name" />
        <TextField control={control} name="lastName" label="Last name (optional)" autoComplete="family-name" />
      </div>
      <TextField control={control} name="businessName" label="Business name (optional)" autoComplete="organization" />
      <CheckboxGroupField control={control} name="businessTypes" legend="Business or interest (optional)" options={BUSINESS_TYPES} />
      <FormStatus result={result} />
      <button type="submit" className="button">
        Subscribe
      </button>
    </form>
  );
}
