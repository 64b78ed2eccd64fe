// Contributor registration (spec §2 "Contributor registration"): the fields in
// the spec's order, the business name only for someone employed by a
// business, and the result in a dialog. The spec sends both results' Close to
// the store; the failure dialog also offers Try again (and Escape), which
// keeps everything typed on the page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { RadioGroupField, SelectField } from '../../components/ui/choice-fields';
import { Dialog } from '../../components/ui/dialog';
import { EmailField, PhoneField, TextField } from '../../components/ui/field';
import layout from '../../components/ui/form-layout.module.css';
import { PasswordField } from '../../components/ui/password-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { EMPLOYER_OPTIONS, PROVINCE_OPTIONS } from '../../config/options';
import { m, useLocale } from '../../i18n';
import { FIELD_LIMITS } from '../../domain/limits';
import {
  contributorSchema,
  EMPTY_CONTRIBUTOR_FORM,
  toContributorApplication,
  type ContributorFormInput,
  type ContributorFormValues,
} from '../../lib/forms/contributor-application';
import type { ApplicantPrefill } from './prefill';
import { PrivacyNote } from '../../components/ui/privacy-note';

export interface ContributorFormProps {
  prefill: ApplicantPrefill;
  /** After the result dialog is closed with Close (the route goes to the store). */
  onDone: () => void;
}

export function ContributorForm({ prefill, onDone }: ContributorFormProps) {
  const form = useForm<ContributorFormInput, unknown, ContributorFormValues>({
    resolver: zodResolver(contributorSchema),
    defaultValues: { ...EMPTY_CONTRIBUTOR_FORM, ...prefill },
  });
  const { control } = form;
  const language = useLocale();
  const employer = useWatch({ control, name: 'employer' });
  const { onSubmit, submitting, result, clear } = useServiceForm(form, {
    send: (services, values) => services.forms.submitContributorApplication(toContributorApplication(values, language)),
    success: m.forms_application_success(),
    failure: m.forms_application_failure(),
    log: 'Submitting the contributor application failed.',
    resetTo: EMPTY_CONTRIBUTOR_FORM,
  });
  const failed = result?.kind === 'error';

  const close = () => {
    clear();
    onDone();
  };

  return (
    <>
      <form method="post" className={`card ${layout.grid}`} onSubmit={onSubmit} noValidate aria-label={m.forms_contributor_form()}>
        <p className={layout.note}>{m.forms_contributor_note()}</p>
        <EmailField control={control} name="email" label={m.forms_email()} />
        <PasswordField control={control} name="password" label={m.forms_password()} />
        <TextField control={control} name="firstName" label={m.forms_first_name()} autoComplete="given-name" />
        <TextField control={control} name="lastName" label={m.forms_last_name()} autoComplete="family-name" />
        <TextField control={control} name="town" label={m.forms_town()} autoComplete="address-level2" />
        <SelectField
          control={control}
          name="province"
          label={m.forms_province()}
          emptyOptionLabel={m.forms_province_empty()}
          options={PROVINCE_OPTIONS}
          autoComplete="address-level1"
        />
        <PhoneField control={control} name="phoneNumber" label={m.forms_phone_number()} />
        <div className={layout.wide}>
          <TextAreaField
            control={control}
            name="expertise"
            label={m.forms_expertise()}
            hint={m.forms_contributor_expertise_hint()}
            max={FIELD_LIMITS.expertise}
            rows={4}
          />
        </div>
        <RadioGroupField control={control} name="employer" legend={m.forms_contributor_employer()} options={EMPLOYER_OPTIONS} />
        {employer === 'business' && (
          <TextField control={control} name="businessName" label={m.forms_business_name()} autoComplete="organization" />
        )}
        <div className={layout.actions}>
          <button type="submit" className="button" aria-disabled={submitting || undefined}>
            {submitting ? m.forms_contributor_registering() : m.forms_contributor_register()}
          </button>
          <PrivacyNote />
        </div>
      </form>

      <Dialog
        open={result !== null}
        // Escape on the failure dialog dismisses it like Try again: never lose typed text by accident.
        onClose={failed ? clear : close}
        title={failed ? m.forms_contributor_not_sent() : m.forms_contributor_received()}
        actions={
          failed ? (
            <>
              <button type="button" className="button button--quiet" onClick={clear}>
                {m.forms_try_again()}
              </button>
              <button type="button" className="button" onClick={close}>
                {m.forms_close()}
              </button>
            </>
          ) : undefined
        }
      >
        <p>{result?.message}</p>
        {result?.kind === 'success' && <p>{m.verify_check_inbox()}</p>}
      </Dialog>
    </>
  );
}
