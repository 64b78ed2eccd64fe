// The member's subscriptions (spec §2 /profile, Change Status): Newsletter and
// Special offers. The spec only logs the choice; here it is saved on the
// member's ApprovedUsers record (subscribedToNewsletter, subscribedToOffers).
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/ui/choice-fields';
import { FormStatus } from '../../components/ui/form-status';
import { useServiceForm } from '../../lib/forms/use-service-form';
import type { UserProfile } from '../../domain/types';
import { subscriptionsFromProfile, toSubscriptionFlags, type SubscriptionsValues } from '../../lib/forms/subscriptions';
import { m, useLocale } from '../../i18n';
import styles from './profile.module.css';

// Labels are read as the form renders, in the page's language; values are stored.
const options = () => [
  { value: 'newsletter', label: m.forms_profile_newsletter() },
  { value: 'offers', label: m.forms_profile_special_offers() },
];

export function SubscriptionsForm({ profile }: { profile: UserProfile }) {
  const headingId = useId();
  const form = useForm<SubscriptionsValues>({ defaultValues: subscriptionsFromProfile(profile) });
  const language = useLocale();
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, values) => services.users.setSubscriptions(toSubscriptionFlags(values), language),
    success: m.forms_profile_subscriptions_saved(),
    failure: m.forms_profile_subscriptions_failed(),
    log: 'Saving subscriptions failed.',
    resetTo: 'saved',
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {m.forms_profile_subscriptions()}
      </h2>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <CheckboxGroupField control={form.control} name="subscriptions" legend={m.forms_profile_send_me()} options={options()} />
        <FormStatus result={result} />
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          {m.forms_profile_save_subscriptions()}
        </button>
      </form>
    </section>
  );
}
