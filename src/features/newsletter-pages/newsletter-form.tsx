// 'Join our Newsletter' (spec §2 Newsletter pages, §5): email required, names
// and business details optional. The spec only logs it; with issue 22 the
// page is a real sign-up: the consent tick is required and the email is
// subscribed with double opt-in (README, Deviations from the spec). The
// optional details are not stored. The spec's hub messages answer it, with
// the confirmation request beneath.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/ui/choice-fields';
import { ConfirmationRequest, ConsentField } from '../../components/ui/consent-field';
import { EmailField, TextField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { BUSINESS_TYPES } from '../../config/options';
import { m } from '../../i18n';
import {
  EMPTY_NEWSLETTER_PAGE,
  newsletterPageSchema,
  type NewsletterPageInput,
  type NewsletterPageValues,
} from '../../lib/forms/newsletter-signup';
import { useSubscriptionForm } from '../../lib/forms/use-subscription-form';
import styles from './newsletter-pages.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

export function NewsletterForm() {
  const form = useForm<NewsletterPageInput, unknown, NewsletterPageValues>({
    resolver: zodResolver(newsletterPageSchema),
    defaultValues: EMPTY_NEWSLETTER_PAGE,
  });
  const { control } = form;
  const { onSubmit, submitting, result, requested } = useSubscriptionForm(form, {
    purpose: 'newsletter',
    source: 'newsletter-page',
    log: 'Newsletter page subscription failed.',
    toSubscription: ({ email }) => ({ email }),
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
      <ConfirmationRequest purpose="newsletter" email={requested} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {m.forms_newsletter_subscribe()}
      </button>
      <PrivacyNote />
    </form>
  );
}
