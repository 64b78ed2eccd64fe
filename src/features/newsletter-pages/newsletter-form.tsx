// 'Join our Newsletter' (spec §2 Newsletter pages, §5): email required, names
// and business details optional. The spec only logs it; with issue 22 the
// page is a real sign-up: the consent tick is required and the email is
// subscribed with double opt-in (README, Deviations from the spec). The
// optional details are not stored. The spec's hub messages answer it, with
// the confirmation request beneath.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/ui/choice-fields';
import { ConfirmationRequest, ConsentField } from '../../components/ui/consent-field';
import { EmailField, TextField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { BUSINESS_TYPES } from '../../config/options';
import { CURRENT_WORDING } from '../../domain/consent';
import { isServiceError } from '../../domain/errors';
import { m, useLocale } from '../../i18n';
import {
  EMPTY_NEWSLETTER_PAGE,
  newsletterPageSchema,
  type NewsletterPageInput,
  type NewsletterPageValues,
} from '../../lib/forms/newsletter-signup';
import { useServiceForm } from '../../lib/forms/use-service-form';
import styles from './newsletter-pages.module.css';

export function NewsletterForm() {
  const form = useForm<NewsletterPageInput, unknown, NewsletterPageValues>({
    resolver: zodResolver(newsletterPageSchema),
    defaultValues: EMPTY_NEWSLETTER_PAGE,
  });
  const { control } = form;
  const language = useLocale();
  const [requested, setRequested] = useState<string | null>(null);
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: async (services, { email }) => {
      setRequested(null);
      await services.subscriptions.subscribe({ purpose: 'newsletter', email, language, wording: CURRENT_WORDING.newsletter, source: 'newsletter-page' });
      setRequested(email);
    },
    success: m.forms_hub_newsletter_success(),
    failure: m.forms_hub_newsletter_failure(),
    log: 'Newsletter page subscription failed.',
    expected: (error) => (isServiceError(error, 'already-registered') ? m.forms_hub_newsletter_already() : undefined),
    resetTo: 'defaults',
  });

  return (
    <form method="post" className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={m.forms_newsletter_title()}>
      <EmailField control={control} name="email" label={m.forms_email()} />
      <div className={styles.pair}>
        <TextField control={control} name="firstName" label={m.forms_first_name_optional()} autoComplete="given-name" />
        <TextField control={control} name="lastName" label={m.forms_last_name_optional()} autoComplete="family-name" />
      </div>
      <TextField control={control} name="businessName" label={m.forms_business_name_optional()} autoComplete="organization" />
      <CheckboxGroupField control={control} name="businessTypes" legend={m.forms_newsletter_business_types()} options={BUSINESS_TYPES} />
      <ConsentField control={control} name="consent" purpose="newsletter" />
      <FormStatus result={result} />
      <ConfirmationRequest purpose="newsletter" email={result?.kind === 'success' ? requested : null} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {m.forms_newsletter_subscribe()}
      </button>
    </form>
  );
}
