// The franchisee application (spec §2 "Franchisee application"): every field
// in the spec's order, the rules of §5, and the result in a dialog. Success
// clears the form and thanks the applicant; closing that dialog goes to the
// store. A failure keeps everything typed so the applicant can try again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control } from 'react-hook-form';
import { CheckboxGroupField, RadioGroupField, SelectField } from '../../components/ui/choice-fields';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, PhoneField, PostalCodeField, TextField } from '../../components/ui/field';
import layout from '../../components/ui/form-layout.module.css';
import { PasswordField } from '../../components/ui/password-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useServiceForm } from '../../lib/forms/use-service-form';
import {
  BUSINESS_TYPE_OTHER,
  BUSINESS_TYPES_EXCEPT_OTHER,
  CONTACT_METHODS,
  PROVINCE_OPTIONS,
} from '../../config/options';
import { m, useLocale } from '../../i18n';
import { FIELD_LIMITS } from '../../domain/limits';
import {
  EMPTY_FRANCHISEE_FORM,
  franchiseeSchema,
  toFranchiseeApplication,
  type FranchiseeFormInput,
  type FranchiseeFormValues,
} from '../../lib/forms/franchisee-application';
import styles from './applications.module.css';
import type { ApplicantPrefill } from './prefill';
import { PrivacyNote } from '../../components/ui/privacy-note';

/** The spec's placeholder: a format mask, the same in both languages. */
const POSTAL_CODE_PLACEHOLDER = 'A#A #A#';

export interface FranchiseeFormProps {
  prefill: ApplicantPrefill;
  /** After the thank-you dialog is closed (the route goes to the store). */
  onDone: () => void;
}

export function FranchiseeForm({ prefill, onDone }: FranchiseeFormProps) {
  const form = useForm<FranchiseeFormInput, unknown, FranchiseeFormValues>({
    resolver: zodResolver(franchiseeSchema),
    defaultValues: { ...EMPTY_FRANCHISEE_FORM, ...prefill },
  });
  const { control } = form;
  const language = useLocale();
  const { onSubmit, submitting, result, clear } = useServiceForm(form, {
    send: (services, values) => services.forms.submitFranchiseeApplication(toFranchiseeApplication(values, language)),
    success: m.forms_application_success(),
    failure: m.forms_application_failure(),
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
      <form method="post" className={`card ${layout.grid}`} onSubmit={onSubmit} noValidate aria-label={m.forms_franchisee_form()}>
        <p className={layout.note}>{m.forms_franchisee_note()}</p>

        <FranchiseeFields control={control} />

        <div className={layout.actions}>
          <button type="submit" className="button" aria-disabled={submitting || undefined}>
            {submitting ? m.forms_franchisee_submitting() : m.forms_franchisee_submit()}
          </button>
          <PrivacyNote />
        </div>
      </form>

      <Dialog
        open={result !== null}
        onClose={closeResult}
        title={result?.kind === 'error' ? m.forms_franchisee_not_sent() : m.forms_franchisee_received()}
      >
        <p>{result?.message}</p>
        {/* Issue 22: beneath the spec's own thank-you, the verification step. */}
        {result?.kind === 'success' && <p>{m.verify_check_inbox()}</p>}
      </Dialog>
    </>
  );
}

/** The form's fields in the spec's order, in its four sections. */
function FranchiseeFields({ control }: { control: Control<FranchiseeFormInput, unknown, FranchiseeFormValues> }) {
  return (
    <>
    <h2 className={layout.section}>{m.forms_franchisee_about_you()}</h2>
    <TextField control={control} name="firstName" label={m.forms_first_name()} autoComplete="given-name" />
    <TextField control={control} name="lastName" label={m.forms_last_name()} autoComplete="family-name" />
    <EmailField control={control} name="email" label={m.forms_email()} />
    <PasswordField control={control} name="password" label={m.forms_password()} />

    <h2 className={layout.section}>{m.forms_franchisee_experience()}</h2>
    <TextField control={control} name="website" label={m.forms_franchisee_website()} type="url" autoComplete="url" spellCheck={false} />
    <div className={layout.wide}>
      <TextAreaField
        control={control}
        name="expertise"
        label={m.forms_expertise()}
        hint={m.forms_franchisee_expertise_hint()}
        max={FIELD_LIMITS.expertise}
        rows={4}
      />
    </div>
    <TextAreaField
      control={control}
      name="expectation"
      label={m.forms_franchisee_expectation()}
      hint={m.forms_franchisee_expectation_hint()}
      max={FIELD_LIMITS.franchiseeTextarea}
      rows={4}
    />
    <TextAreaField
      control={control}
      name="contribution"
      label={m.forms_franchisee_contribution()}
      hint={m.forms_franchisee_contribution_hint()}
      max={FIELD_LIMITS.franchiseeTextarea}
      rows={4}
    />

    <h2 className={layout.section}>{m.forms_franchisee_where()}</h2>
    <SelectField
      control={control}
      name="province"
      label={m.forms_province()}
      emptyOptionLabel={m.forms_province_empty()}
      options={PROVINCE_OPTIONS}
      autoComplete="address-level1"
    />
    <TextField control={control} name="town" label={m.forms_town()} autoComplete="address-level2" />
    <PostalCodeField control={control} name="postalCode" label={m.forms_postal_code()} placeholder={POSTAL_CODE_PLACEHOLDER} />
    <TextField control={control} name="address" label={m.forms_franchisee_address()} autoComplete="street-address" />

    <h2 className={layout.section}>{m.forms_franchisee_business()}</h2>
    <TextField control={control} name="businessName" label={m.forms_business_name()} hint={m.forms_franchisee_business_name_hint()} autoComplete="organization" />
    <div className={`${layout.wide} ${styles.manyOptions}`}>
      <CheckboxGroupField
        control={control}
        name="businessType"
        legend={m.forms_franchisee_business_type()}
        hint={m.forms_franchisee_business_type_hint()}
        options={BUSINESS_TYPES_EXCEPT_OTHER}
        other={{ name: 'otherBusinessType', value: BUSINESS_TYPE_OTHER, inputLabel: m.forms_franchisee_other_business_type() }}
      />
    </div>
    <PhoneField control={control} name="phoneNumber" label={m.forms_phone_number()} />
    <RadioGroupField control={control} name="contactBy" legend={m.forms_contact_by()} options={CONTACT_METHODS} />
    </>
  );
}
