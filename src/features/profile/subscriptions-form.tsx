// The member's subscriptions (spec §2 /profile, Change Status): Newsletter and
// Special offers. The spec only logs the choice; here it goes through the
// server (issue 22): the member's proven address is subscribed or withdrawn at
// once, each change a consent record, and the member record's flags follow.
// The express-consent wording of each is shown; the boxes show the record.
// A member whose record holds no proof of the address (approved before
// addresses were verified) is told so: a ticked box sends the address a
// link, and the subscription starts only when it is followed.
import { PROFILE_SECTIONS } from '../../config/paths';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxGroupField } from '../../components/ui/choice-fields';
import { FormStatus } from '../../components/ui/form-status';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { retiredWording } from '../../lib/forms/consent';
import type { UserProfile } from '../../domain/types';
import { subscriptionsFromProfile, toSubscriptionFlags, type SubscriptionsValues } from '../../lib/forms/subscriptions';
import { CURRENT_WORDING, wordingText } from '../../domain/consent';
import { m, useLocale } from '../../i18n';
import styles from './profile.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

// Labels are read as the form renders, in the page's language; values are stored.
const options = () => [
  { value: 'newsletter', label: m.forms_profile_newsletter() },
  { value: 'offers', label: m.forms_profile_special_offers() },
];

export function SubscriptionsForm({ profile }: { profile: UserProfile }) {
  const headingId = useId();
  const form = useForm<SubscriptionsValues>({ defaultValues: subscriptionsFromProfile(profile) });
  const language = useLocale();
  const proven = profile.emailVerified === true;
  const saved = subscriptionsFromProfile(profile).subscriptions;
  const ticksNew = useWatch({ control: form.control, name: 'subscriptions' }).some((value) => !saved.includes(value));
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, values) => services.users.setSubscriptions(toSubscriptionFlags(values), language, CURRENT_WORDING),
    success: proven || !ticksNew ? m.forms_profile_subscriptions_saved() : m.consent_profile_link_sent({ email: profile.email }),
    failure: m.forms_profile_subscriptions_failed(),
    log: 'Saving subscriptions failed.',
    expected: retiredWording,
    resetTo: 'saved',
  });

  return (
    <section id={PROFILE_SECTIONS.subscriptions} tabIndex={-1} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {m.forms_profile_subscriptions()}
      </h2>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <CheckboxGroupField
          control={form.control}
          name="subscriptions"
          legend={m.forms_profile_send_me()}
          options={options()}
          hint={
            <>
              {m.forms_profile_newsletter()} — {wordingText(CURRENT_WORDING.newsletter, 'newsletter', language)} {m.forms_profile_special_offers()} —{' '}
              {wordingText(CURRENT_WORDING.offers, 'offers', language)}{' '}
              {proven ? m.consent_profile_note() : m.consent_profile_note_unverified({ email: profile.email })}
            </>
          }
        />
        <FormStatus result={result} />
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          {m.forms_profile_save_subscriptions()}
        </button>
        <PrivacyNote />
      </form>
    </section>
  );
}
