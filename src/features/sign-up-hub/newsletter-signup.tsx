// News and Updates (spec §2 /register): one email and the consent tick,
// subscribed with double opt-in (issue 22). The spec's success message, then
// the confirmation request beneath it. Success clears the form; a failure
// keeps the email.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConfirmationRequest, ConsentField } from '../../components/ui/consent-field';
import { EmailField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import {
  EMPTY_HUB_NEWSLETTER,
  hubNewsletterSchema,
  type HubNewsletterInput,
  type HubNewsletterValues,
} from '../../lib/forms/newsletter-signup';
import { useSubscriptionForm } from '../../lib/forms/use-subscription-form';
import { m } from '../../i18n';
import styles from './register-hub.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

export function NewsletterSignup() {
  const form = useForm<HubNewsletterInput, unknown, HubNewsletterValues>({
    resolver: zodResolver(hubNewsletterSchema),
    defaultValues: EMPTY_HUB_NEWSLETTER,
  });
  const { onSubmit, submitting, result, requested } = useSubscriptionForm(form, {
    purpose: 'newsletter',
    source: 'hub',
    log: 'Newsletter subscription failed.',
    toSubscription: ({ email }) => ({ email }),
  });

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField control={form.control} name="email" label={m.forms_email()} />
      <ConsentField control={form.control} name="consent" purpose="newsletter" />
      <FormStatus result={result} />
      <ConfirmationRequest purpose="newsletter" email={requested} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {m.forms_newsletter_subscribe()}
      </button>
      <PrivacyNote />
    </form>
  );
}
