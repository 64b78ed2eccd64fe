// The member's subscriptions (spec §2 /profile, Change Status): Newsletter and
// Special offers. The spec only logs the choice; here it is saved on the
// member's ApprovedUsers record (subscribedToNewsletter, subscribedToOffers).
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/ui/choice-fields';
import { FormStatus } from '../../components/ui/form-status';
import { useServiceForm } from '../../components/ui/use-service-form';
import type { UserProfile } from '../../domain/types';
import { PROFILE_MESSAGES } from './profile-messages';
import styles from './profile.module.css';

const OPTIONS = [
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'offers', label: 'Special offers' },
] as const;

interface Values {
  subscriptions: string[];
}

function fromProfile(profile: UserProfile): Values {
  const subscriptions: string[] = [];
  if (profile.subscribedToNewsletter) subscriptions.push('newsletter');
  if (profile.subscribedToOffers) subscriptions.push('offers');
  return { subscriptions };
}

export function SubscriptionsForm({ profile }: { profile: UserProfile }) {
  const headingId = useId();
  const form = useForm<Values>({ defaultValues: fromProfile(profile) });
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, { subscriptions }) =>
      services.users.setSubscriptions({
        newsletter: subscriptions.includes('newsletter'),
        offers: subscriptions.includes('offers'),
      }),
    success: PROFILE_MESSAGES.subscriptionsSaved,
    failure: PROFILE_MESSAGES.subscriptionsFailed,
    log: 'Saving subscriptions failed.',
    resetTo: 'saved',
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Subscriptions
      </h2>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <CheckboxGroupField control={form.control} name="subscriptions" legend="Send me" options={OPTIONS} />
        <FormStatus result={result} />
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          Save subscriptions
        </button>
      </form>
    </section>
  );
}
