// The pricing inquiry (spec §2 "/pricing"): who is asking and how to reach
// them, all required. The result shows in a dialog; success clears the form,
// a failure keeps everything typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RadioGroupField, SelectField } from '../../components/ui/choice-fields';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, PhoneField, PostalCodeField, TextField } from '../../components/ui/field';
import layout from '../../components/ui/form-layout.module.css';
import { useGuardedSubmit } from '../../components/ui/use-guarded-submit';
import { CONTACT_METHODS, TIME_ZONE_OPTIONS } from '../../config/options';
import { useServicesReady } from '../../services/context';
import {
  EMPTY_PRICING_FORM,
  pricingSchema,
  toPricingInquiry,
  type PricingFormInput,
  type PricingFormValues,
} from './inquiry-schemas';
import { ContactInfo } from './contact-info';
import { PRICING_FAILURE, PRICING_SUCCESS } from './messages';
import styles from './inquiries.module.css';

type Result = 'success' | 'failure' | null;

export function PricingForm() {
  const servicesReady = useServicesReady();
  const [result, setResult] = useState<Result>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<PricingFormInput, unknown, PricingFormValues>({
    resolver: zodResolver(pricingSchema),
    defaultValues: EMPTY_PRICING_FORM,
  });

  const onSubmit = useGuardedSubmit(handleSubmit(async (values) => {
    try {
      const services = await servicesReady;
      await services.forms.submitPricingInquiry(toPricingInquiry(values));
      reset(EMPTY_PRICING_FORM);
      setResult('success');
    } catch (error) {
      console.error('Sending the pricing inquiry failed.', error);
      setResult('failure');
    }
  }));

  return (
    <>
      <form method="post" className={`card ${layout.grid}`} onSubmit={onSubmit} noValidate aria-label="Pricing inquiry">
        <p className={layout.note}>All fields are required.</p>
        <TextField control={control} name="firstName" label="First name" autoComplete="given-name" />
        <TextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
        <EmailField control={control} name="email" label="Email" />
        <PhoneField control={control} name="phoneNumber" label="Phone number" />
        <PostalCodeField control={control} name="postalCode" label="Postal code" />
        <TextField control={control} name="businessName" label="Business name" autoComplete="organization" />
        <RadioGroupField control={control} name="contactBy" legend="Preferred contact method" options={CONTACT_METHODS} />
        <SelectField
          control={control}
          name="preferredTimezone"
          label="Preferred timezone"
          emptyOptionLabel="Select a timezone"
          options={TIME_ZONE_OPTIONS}
        />
        <div className={layout.actions}>
          <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? 'Sending…' : 'Send inquiry'}
          </button>
        </div>
      </form>

      <Dialog
        open={result !== null}
        onClose={() => setResult(null)}
        title={result === 'failure' ? 'Inquiry not sent' : 'Inquiry sent'}
      >
        <p>{result === 'failure' ? PRICING_FAILURE : PRICING_SUCCESS}</p>
      </Dialog>
    </>
  );
}

/** The pricing form with the contact details beside it (below it on narrow screens). */
export function PricingInquiry() {
  return (
    <div className={styles.pricingLayout}>
      <PricingForm />
      <ContactInfo />
    </div>
  );
}
