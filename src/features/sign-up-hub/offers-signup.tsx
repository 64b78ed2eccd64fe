// Special Offers (spec §2 /register): email and Canadian postal code,
// registered with subscribeOffers. Success clears the form; a failure keeps
// what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailField, PostalCodeField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { useServiceForm } from '../../lib/forms/use-service-form';
import {
  EMPTY_HUB_OFFERS,
  hubOffersSchema,
  toOffersSubscription,
  type HubOffersInput,
  type HubOffersValues,
} from '../../lib/forms/offers-signup';
import { isServiceError } from '../../domain/errors';
import { m, useLocale } from '../../i18n';
import styles from './register-hub.module.css';

export function OffersSignup() {
  const form = useForm<HubOffersInput, unknown, HubOffersValues>({
    resolver: zodResolver(hubOffersSchema),
    defaultValues: EMPTY_HUB_OFFERS,
  });
  const language = useLocale();
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, values) => {
      const { email, postalCode } = toOffersSubscription(values);
      return services.forms.subscribeOffers(email, postalCode, language);
    },
    success: m.forms_hub_offers_success(),
    failure: m.forms_hub_offers_failure(),
    log: 'Special offers registration failed.',
    expected: (error) => (isServiceError(error, 'already-registered') ? m.forms_hub_offers_already() : undefined),
    resetTo: 'defaults',
  });

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField control={form.control} name="email" label={m.forms_email()} />
      <PostalCodeField control={form.control} name="postalCode" label={m.forms_postal_code()} />
      <FormStatus result={result} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {m.forms_offers_register()}
      </button>
    </form>
  );
}
