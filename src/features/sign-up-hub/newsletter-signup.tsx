// News and Updates (spec §2 /register): one email and the consent tick,
// subscribed with double opt-in (issue 22). The spec's success message, then
// the confirmation request beneath it. Success clears the form; a failure
// keeps the email.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmationRequest, ConsentField } from '../../components/ui/consent-field';
import { EmailField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { useServiceForm } from '../../lib/forms/use-service-form';
import {
  EMPTY_HUB_NEWSLETTER,
  hubNewsletterSchema,
  type HubNewsletterInput,
  type HubNewsletterValues,
} from '../../lib/forms/newsletter-signup';
import { CURRENT_WORDING } from '../../domain/consent';
import { isServiceError } from '../../domain/errors';
import { m, useLocale } from '../../i18n';
import styles from './register-hub.module.css';

export function NewsletterSignup() {
  const form = useForm<HubNewsletterInput, unknown, HubNewsletterValues>({
    resolver: zodResolver(hubNewsletterSchema),
    defaultValues: EMPTY_HUB_NEWSLETTER,
  });
  const language = useLocale();
  const [requested, setRequested] = useState<string | null>(null);
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: async (services, { email }) => {
      setRequested(null);
      await services.subscriptions.subscribe({ purpose: 'newsletter', email, language, wording: CURRENT_WORDING.newsletter, source: 'hub' });
      setRequested(email);
    },
    success: m.forms_hub_newsletter_success(),
    failure: m.forms_hub_newsletter_failure(),
    log: 'Newsletter subscription failed.',
    expected: (error) => (isServiceError(error, 'already-registered') ? m.forms_hub_newsletter_already() : undefined),
    resetTo: 'defaults',
  });

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField control={form.control} name="email" label={m.forms_email()} />
      <ConsentField control={form.control} name="consent" purpose="newsletter" />
      <FormStatus result={result} />
      <ConfirmationRequest purpose="newsletter" email={result?.kind === 'success' ? requested : null} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {m.forms_newsletter_subscribe()}
      </button>
    </form>
  );
}
