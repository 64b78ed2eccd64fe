// The member's subscriptions (spec §2 /profile, Change Status): Newsletter and
// Special offers. The spec only logs the choice; here it is saved on the
// member's ApprovedUsers record (subscribedToNewsletter, subscribedToOffers).
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/ui/choice-fields';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { useGuardedSubmit } from '../../components/ui/use-guarded-submit';
import { useServicesReady } from '../../services/context';
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
  const servicesReady = useServicesReady();
  const [result, setResult] = useState<FormResult>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<Values>({ defaultValues: fromProfile(profile) });

  const onSubmit = useGuardedSubmit(handleSubmit(async (values) => {
    setResult(null);
    const flags = {
      newsletter: values.subscriptions.includes('newsletter'),
      offers: values.subscriptions.includes('offers'),
    };
    try {
      const services = await servicesReady;
      await services.users.setSubscriptions(flags);
      reset(values);
      setResult({ kind: 'success', message: PROFILE_MESSAGES.subscriptionsSaved });
    } catch (error) {
      console.error('Saving subscriptions failed.', error);
      setResult({ kind: 'error', message: PROFILE_MESSAGES.subscriptionsFailed });
    }
  }));

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Subscriptions
      </h2>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <CheckboxGroupField control={control} name="subscriptions" legend="Send me" options={OPTIONS} />
        <FormStatus result={result} />
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          Save subscriptions
        </button>
      </form>
    </section>
  );
}
