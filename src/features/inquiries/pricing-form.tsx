// The pricing inquiry (spec §2 "/pricing"): who is asking and how to reach
// them, all required. The result shows in a dialog; success clears the form,
// a failure keeps everything typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RadioGroupField, SelectField } from '../../components/ui/choice-fields';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, PhoneField, PostalCodeField, TextField } from '../../components/ui/field';
import layout from '../../components/ui/form-layout.module.css';
import { useServiceForm } from '../../components/ui/use-service-form';
import { CONTACT_METHODS, TIME_ZONE_OPTIONS } from '../../config/options';
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

export function PricingForm() {
  const form = useForm<PricingFormInput, unknown, PricingFormValues>({
    resolver: zodResolver(pricingSchema),
    defaultValues: EMPTY_PRICING_FORM,
  });
  const { control } = form;
  const { onSubmit, submitting, result, clear } = useServiceForm(form, {
    send: (services, values) => services.forms.submitPricingInquiry(toPricingInquiry(values)),
    success: PRICING_SUCCESS,
    failure: PRICING_FAILURE,
    log: 'Sending the pricing inquiry failed.',
    resetTo: EMPTY_PRICING_FORM,
  });

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
          <button type="submit" className="button" aria-disabled={submitting || undefined}>
            {submitting ? 'Sending…' : 'Send inquiry'}
          </button>
        </div>
      </form>

      <Dialog
        open={result !== null}
        onClose={clear}
        title={result?.kind === 'error' ? 'Inquiry not sent' : 'Inquiry sent'}
      >
        <p>{result?.message}</p>
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
