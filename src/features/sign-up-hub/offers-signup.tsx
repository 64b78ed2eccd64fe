// Special Offers (spec §2 /register): email, Canadian postal code and the
// consent tick, subscribed with double opt-in (issue 22). The spec's success
// message, then the confirmation request beneath it. Success clears the
// form; a failure keeps what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConfirmationRequest, ConsentField } from '../../components/ui/consent-field';
import { EmailField, PostalCodeField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import {
  EMPTY_HUB_OFFERS,
  hubOffersSchema,
  toOffersSubscription,
  type HubOffersInput,
  type HubOffersValues,
} from '../../lib/forms/offers-signup';
import { useSubscriptionForm } from '../../lib/forms/use-subscription-form';
import { m } from '../../i18n';
import styles from './register-hub.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

export function OffersSignup() {
  const form = useForm<HubOffersInput, unknown, HubOffersValues>({
    resolver: zodResolver(hubOffersSchema),
    defaultValues: EMPTY_HUB_OFFERS,
  });
  const { onSubmit, submitting, result, requested } = useSubscriptionForm(form, {
    purpose: 'offers',
    source: 'hub',
    log: 'Special offers registration failed.',
    toSubscription: toOffersSubscription,
  });

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField control={form.control} name="email" label={m.forms_email()} />
      <PostalCodeField control={form.control} name="postalCode" label={m.forms_postal_code()} />
      <ConsentField control={form.control} name="consent" purpose="offers" />
      <FormStatus result={result} />
      <ConfirmationRequest purpose="offers" email={requested} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {m.forms_offers_register()}
      </button>
      <PrivacyNote />
    </form>
  );
}
