// A subscription form's submit (issue 22): the visitor's grant with the
// consent wording version the form showed, spec §8's messages for its purpose,
// and the address the confirmation request went to, which the form shows
// beneath the success message. Used by the hub's two cards and the newsletter page.
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { CURRENT_WORDING, type GrantSource, type ListPurpose } from '../../domain/consent';
import { isServiceError } from '../../domain/errors';
import { m, useLocale } from '../../i18n';
import { retiredWording } from './consent';
import { useServiceForm, type ServiceForm } from './use-service-form';

/** Spec §8's answers of each purpose, read when the form renders (in the page's language). */
const MESSAGES = {
  newsletter: () => ({ success: m.forms_hub_newsletter_success(), failure: m.forms_hub_newsletter_failure(), already: m.forms_hub_newsletter_already() }),
  offers: () => ({ success: m.forms_hub_offers_success(), failure: m.forms_hub_offers_failure(), already: m.forms_hub_offers_already() }),
};

export function useSubscriptionForm<TInput extends FieldValues, TValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  options: { purpose: ListPurpose; source: GrantSource; log: string; toSubscription: (values: TValues) => { email: string; postalCode?: string } },
): ServiceForm & { requested: string | null } {
  const { purpose, source, log, toSubscription } = options;
  const language = useLocale();
  const [requested, setRequested] = useState<string | null>(null);
  const { success, failure, already } = MESSAGES[purpose]();
  const submit = useServiceForm(form, {
    send: async (services, values) => {
      setRequested(null);
      const subscription = toSubscription(values);
      await services.subscriptions.subscribe({ ...subscription, purpose, language, wording: CURRENT_WORDING[purpose], source });
      setRequested(subscription.email);
    },
    success,
    failure,
    log,
    expected: (error) => (isServiceError(error, 'already-registered') ? already : retiredWording(error)),
    resetTo: 'defaults',
  });
  return { ...submit, requested: submit.result?.kind === 'success' ? requested : null };
}
