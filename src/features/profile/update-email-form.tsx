// Update Email (spec §2 /profile): a new address with the shared email rule
// and the current password, which the service checks before mailing a link to
// the new address: the sign-in email changes once it is followed (issue 22),
// which the spec's success message is followed by. A wrong password or a taken
// address is reported on its field; nothing typed is lost on failure.
import { PROFILE_SECTIONS } from '../../config/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { PasswordField } from '../../components/ui/password-field';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { EMPTY_UPDATE_EMAIL, updateEmailSchema, type UpdateEmailInput, type UpdateEmailValues } from '../../lib/forms/update-email';
import { isServiceError } from '../../domain/errors';
import { m } from '../../i18n';
import styles from './profile.module.css';
import { PrivacyNote } from '../../components/ui/privacy-note';

export function UpdateEmailForm() {
  const headingId = useId();
  const form = useForm<UpdateEmailInput, unknown, UpdateEmailValues>({
    resolver: zodResolver(updateEmailSchema),
    defaultValues: EMPTY_UPDATE_EMAIL,
  });
  const { control, setError } = form;
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, { email, currentPassword }) => services.auth.updateEmail(currentPassword, email),
    success: `${m.forms_profile_email_updated()} ${m.account_email_check_inbox()}`,
    failure: m.forms_profile_email_failed(),
    log: 'Updating the email failed.',
    expected: (error) => {
      if (isServiceError(error, 'invalid-credentials')) {
        setError('currentPassword', { message: m.forms_profile_wrong_password() }, { shouldFocus: true });
      } else if (isServiceError(error, 'email-in-use')) {
        setError('email', { message: m.forms_profile_email_in_use() }, { shouldFocus: true });
      } else {
        return undefined;
      }
      return 'handled';
    },
    resetTo: 'defaults',
  });

  return (
    <section id={PROFILE_SECTIONS.email} tabIndex={-1} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {m.forms_profile_update_email()}
      </h2>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <EmailField control={control} name="email" label={m.forms_profile_new_email()} />
        <PasswordField
          control={control}
          name="currentPassword"
          label={m.forms_profile_current_password()}
          autoComplete="current-password"
          showChecklist={false}
        />
        <FormStatus result={result} />
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          {m.forms_profile_update_email()}
        </button>
        <PrivacyNote />
      </form>
    </section>
  );
}
