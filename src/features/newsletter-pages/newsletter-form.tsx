// 'Join our Newsletter' (spec §2 Newsletter pages, §5): email required, names
// and business details optional. Like the original, a valid submit is only
// logged (spec §7: no server call); the form then clears and confirms. With
// no service call there is nothing to wait for and nothing that can fail, so
// it needs no useServiceForm.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/ui/choice-fields';
import { EmailField, TextField } from '../../components/ui/field';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { BUSINESS_TYPES } from '../../config/options';
import { m } from '../../i18n';
import {
  EMPTY_NEWSLETTER_PAGE,
  newsletterPageSchema,
  type NewsletterPageInput,
  type NewsletterPageValues,
} from '../../lib/forms/newsletter-signup';
import styles from './newsletter-pages.module.css';

export function NewsletterForm() {
  const [result, setResult] = useState<FormResult>(null);
  const { control, handleSubmit, reset } = useForm<NewsletterPageInput, unknown, NewsletterPageValues>({
    resolver: zodResolver(newsletterPageSchema),
    defaultValues: EMPTY_NEWSLETTER_PAGE,
  });

  const onSubmit = handleSubmit((values) => {
    console.info('Newsletter sign-up (not sent anywhere yet):', values);
    reset(EMPTY_NEWSLETTER_PAGE);
    setResult({ kind: 'success', message: m.forms_newsletter_confirmation() });
  });

  return (
    <form method="post" className={`card ${styles.form}`} onSubmit={onSubmit} onChange={() => setResult(null)} noValidate aria-label={m.forms_newsletter_title()}>
      <EmailField control={control} name="email" label={m.forms_email()} />
      <div className={styles.pair}>
        <TextField control={control} name="firstName" label={m.forms_first_name_optional()} autoComplete="given-name" />
        <TextField control={control} name="lastName" label={m.forms_last_name_optional()} autoComplete="family-name" />
      </div>
      <TextField control={control} name="businessName" label={m.forms_business_name_optional()} autoComplete="organization" />
      <CheckboxGroupField control={control} name="businessTypes" legend={m.forms_newsletter_business_types()} options={BUSINESS_TYPES} />
      <FormStatus result={result} />
      <button type="submit" className="button">
        {m.forms_newsletter_subscribe()}
      </button>
    </form>
  );
}
