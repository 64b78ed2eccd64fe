// 'Register to get special offers' (spec §2 Newsletter pages, §3, §5): email,
// phone and contact-by required; first and last name, business name and
// business types optional. An invalid submit is blocked with the messages; a
// valid one is only logged, never saved (spec §3, §7), then the form clears
// and confirms. With no service call there is nothing to wait for and
// nothing that can fail, so it needs no useServiceForm. Like every
// subscription form it shows the express-consent wording, unticked and
// required (issue 22); as nothing is saved, no consent is recorded.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField, RadioGroupField } from '../../components/ui/choice-fields';
import { ConsentField } from '../../components/ui/consent-field';
import { EmailField, PhoneField, TextField } from '../../components/ui/field';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { BUSINESS_TYPES, CONTACT_METHODS } from '../../config/options';
import { m } from '../../i18n';
import {
  EMPTY_OFFERS_PAGE,
  offersPageSchema,
  type OffersPageInput,
  type OffersPageValues,
} from '../../lib/forms/offers-signup';
import styles from './newsletter-pages.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

export function OffersForm() {
  const [result, setResult] = useState<FormResult>(null);
  const { control, handleSubmit, reset } = useForm<OffersPageInput, unknown, OffersPageValues>({
    resolver: zodResolver(offersPageSchema),
    defaultValues: EMPTY_OFFERS_PAGE,
  });

  const onSubmit = handleSubmit((values) => {
    console.info('Special offers registration (not saved):', values);
    reset(EMPTY_OFFERS_PAGE);
    setResult({ kind: 'success', message: m.forms_offers_confirmation() });
  });

  return (
    <form
      method="post"
      className={`card ${styles.form}`}
      onSubmit={onSubmit}
      onChange={() => setResult(null)}
      noValidate
      aria-label={m.forms_offers_title()}
    >
      <EmailField control={control} name="email" label={m.forms_email()} />
      <PhoneField control={control} name="phone" label={m.forms_offers_phone()} />
      <RadioGroupField control={control} name="contactBy" legend={m.forms_offers_contact_by()} options={CONTACT_METHODS} />
      <div className={styles.pair}>
        <TextField control={control} name="firstName" label={m.forms_first_name_optional()} autoComplete="given-name" />
        <TextField control={control} name="lastName" label={m.forms_last_name_optional()} autoComplete="family-name" />
      </div>
      <TextField control={control} name="businessName" label={m.forms_business_name_optional()} autoComplete="organization" />
      <CheckboxGroupField control={control} name="businessTypes" legend={m.forms_offers_business_types()} options={BUSINESS_TYPES} />
      <ConsentField control={control} name="consent" purpose="offers" />
      <FormStatus result={result} />
      <button type="submit" className="button">
        {m.forms_offers_register()}
      </button>
      <PrivacyNote />
    </form>
  );
}
