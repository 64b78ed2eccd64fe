// The pricing inquiry (spec §2 "/pricing"): who is asking and how to reach
// them, all required; from a piece's page, the piece too (asked-piece.tsx). The result shows in a dialog; success clears the form,
// a failure keeps everything typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RadioGroupField, SelectField } from '../../components/ui/choice-fields';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, PhoneField, PostalCodeField, TextField } from '../../components/ui/field';
import layout from '../../components/ui/form-layout.module.css';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { CONTACT_METHODS, TIME_ZONE_OPTIONS } from '../../config/options';
import { m, useLocale } from '../../i18n';
import {
  EMPTY_PRICING_FORM,
  pricingSchema,
  toPricingInquiry,
  type PricingFormInput,
  type PricingFormValues,
} from '../../lib/forms/pricing-inquiry';
import { isServiceError } from '../../domain/errors';
import { AskedPieceSummary, useAskedPiece } from './asked-piece';
import { ContactInfo } from './contact-info';
import styles from './inquiries.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

function PricingForm() {
  const asked = useAskedPiece();
  const pieceId = asked.status === 'listed' ? asked.piece.id : undefined;
  const form = useForm<PricingFormInput, unknown, PricingFormValues>({
    resolver: zodResolver(pricingSchema),
    defaultValues: EMPTY_PRICING_FORM,
  });
  const { control } = form;
  const language = useLocale();
  const { onSubmit, submitting, result, clear } = useServiceForm(form, {
    send: (services, values) => services.forms.submitPricingInquiry({ ...toPricingInquiry(values, language), ...(pieceId ? { pieceId } : {}) }),
    success: m.forms_pricing_success(),
    failure: m.forms_pricing_failure(),
    // The piece was sold or withdrawn after the page read it: the live summary now says so, and a second send goes without it.
    expected: (error) => (pieceId && isServiceError(error, 'not-found') ? m.forms_pricing_piece_refused() : undefined),
    log: 'Sending the pricing inquiry failed.',
    resetTo: EMPTY_PRICING_FORM,
  });

  return (
    <>
      <form method="post" className={`card ${layout.grid}`} onSubmit={onSubmit} noValidate aria-label={m.forms_pricing_form()}>
        <AskedPieceSummary asked={asked} />
        <p className={layout.note}>{m.forms_pricing_note()}</p>
        <TextField control={control} name="firstName" label={m.forms_first_name()} autoComplete="given-name" />
        <TextField control={control} name="lastName" label={m.forms_last_name()} autoComplete="family-name" />
        <EmailField control={control} name="email" label={m.forms_email()} />
        <PhoneField control={control} name="phoneNumber" label={m.forms_phone_number()} />
        <PostalCodeField control={control} name="postalCode" label={m.forms_postal_code()} />
        <TextField control={control} name="businessName" label={m.forms_business_name()} autoComplete="organization" />
        <RadioGroupField control={control} name="contactBy" legend={m.forms_contact_by()} options={CONTACT_METHODS} />
        <SelectField
          control={control}
          name="preferredTimezone"
          label={m.forms_pricing_timezone()}
          emptyOptionLabel={m.forms_pricing_timezone_empty()}
          options={TIME_ZONE_OPTIONS}
        />
        <div className={layout.actions}>
          <button type="submit" className="button" aria-disabled={submitting || undefined}>
            {submitting ? m.forms_sending() : m.forms_pricing_send()}
          </button>
          <PrivacyNote />
        </div>
      </form>

      <Dialog
        open={result !== null}
        onClose={clear}
        title={result?.kind === 'error' ? m.forms_pricing_not_sent() : m.forms_pricing_sent()}
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
