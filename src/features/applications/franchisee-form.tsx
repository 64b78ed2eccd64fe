// The franchisee application (spec §2 "Franchisee application"): every field
// in the spec's order, the rules of §5, and the result in a dialog. Success
// clears the form and thanks the applicant; closing that dialog goes to the
// store. A failure keeps everything typed so the applicant can try again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField, RadioGroupField, SelectField } from '../../components/ui/choice-fields';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, PhoneField, PostalCodeField, TextField } from '../../components/ui/field';
import layout from '../../components/ui/form-layout.module.css';
import { PasswordField } from '../../components/ui/password-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useServiceForm } from '../../components/ui/use-service-form';
import {
  BUSINESS_TYPE_OTHER,
  BUSINESS_TYPES_EXCEPT_OTHER,
  CONTACT_METHODS,
  PROVINCE_OPTIONS,
} from '../../config/options';
import { FRANCHISEE_TEXTAREA_MAX } from '../../lib/validation';
import styles from './applications.module.css';
import {
  EMPTY_FRANCHISEE_FORM,
  EXPERTISE_MAX,
  franchiseeDefaults,
  franchiseeSchema,
  toFranchiseeApplication,
  type FranchiseeFormInput,
  type FranchiseeFormValues,
} from './franchisee-schema';
import { APPLICATION_FAILURE, APPLICATION_SUCCESS } from './messages';
import type { ApplicantPrefill } from './prefill';

export const POSTAL_CODE_PLACEHOLDER = 'A#A #A#';
export const BUSINESS_NAME_HINT = 'Enter if different from your personal name';

export interface FranchiseeFormProps {
  prefill: ApplicantPrefill;
  /** After the thank-you dialog is closed (the route goes to the store). */
  onDone: () => void;
}

export function FranchiseeForm({ prefill, onDone }: FranchiseeFormProps) {
  const form = useForm<FranchiseeFormInput, unknown, FranchiseeFormValues>({
    resolver: zodResolver(franchiseeSchema),
    defaultValues: franchiseeDefaults(prefill),
  });
  const { control } = form;
  const { onSubmit, submitting, result, clear } = useServiceForm(form, {
    send: (services, values) => services.forms.submitFranchiseeApplication(toFranchiseeApplication(values)),
    success: APPLICATION_SUCCESS,
    failure: APPLICATION_FAILURE,
    log: 'Submitting the franchisee application failed.',
    resetTo: EMPTY_FRANCHISEE_FORM,
  });

  const closeResult = () => {
    const finished = result?.kind === 'success';
    clear();
    if (finished) onDone();
  };

  return (
    <>
      <form method="post" className={`card ${layout.grid}`} onSubmit={onSubmit} noValidate aria-label="Franchisee application">
        <p className={layout.note}>All fields are required unless marked optional.</p>

        <h2 className={layout.section}>About you</h2>
        <TextField control={control} name="firstName" label="First name" autoComplete="given-name" />
        <TextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
        <EmailField control={control} name="email" label="Email" />
        <PasswordField control={control} name="password" label="Password" />

        <h2 className={layout.section}>Your experience</h2>
        <TextField control={control} name="website" label="Website (optional)" type="url" autoComplete="url" spellCheck={false} />
        <div className={layout.wide}>
          <TextAreaField
            control={control}
            name="expertise"
            label="Expertise"
            hint="Your skills and experience in forestry and wood products"
            max={EXPERTISE_MAX}
            rows={4}
          />
        </div>
        <TextAreaField
          control={control}
          name="expectation"
          label="Expectations (optional)"
          hint="What do you hope to gain from joining the consortium?"
          max={FRANCHISEE_TEXTAREA_MAX}
          rows={4}
        />
        <TextAreaField
          control={control}
          name="contribution"
          label="Contribution (optional)"
          hint="What would you bring to the consortium?"
          max={FRANCHISEE_TEXTAREA_MAX}
          rows={4}
        />

        <h2 className={layout.section}>Where you are</h2>
        <SelectField
          control={control}
          name="province"
          label="Province or territory"
          emptyOptionLabel="Select a province or territory"
          options={PROVINCE_OPTIONS}
          autoComplete="address-level1"
        />
        <TextField control={control} name="town" label="Town" autoComplete="address-level2" />
        <PostalCodeField control={control} name="postalCode" label="Postal code" placeholder={POSTAL_CODE_PLACEHOLDER} />
        <TextField control={control} name="address" label="Address" autoComplete="street-address" />

        <h2 className={layout.section}>Your business</h2>
        <TextField control={control} name="businessName" label="Business name" hint={BUSINESS_NAME_HINT} autoComplete="organization" />
        <div className={`${layout.wide} ${styles.manyOptions}`}>
          <CheckboxGroupField
            control={control}
            name="businessType"
            legend="Business type"
            hint="Tick every type that applies."
            options={BUSINESS_TYPES_EXCEPT_OTHER}
            other={{ name: 'otherBusinessType', value: BUSINESS_TYPE_OTHER, inputLabel: 'Other business type (optional)' }}
          />
        </div>
        <PhoneField control={control} name="phoneNumber" label="Phone number" />
        <RadioGroupField control={control} name="contactBy" legend="Preferred contact method" options={CONTACT_METHODS} />

        <div className={layout.actions}>
          <button type="submit" className="button" aria-disabled={submitting || undefined}>
            {submitting ? 'Submitting…' : 'Submit application'}
          </button>
        </div>
      </form>

      <Dialog
        open={result !== null}
        onClose={closeResult}
        title={result?.kind === 'error' ? 'Application not sent' : 'Application received'}
      >
        <p>{result?.message}</p>
      </Dialog>
    </>
  );
}
