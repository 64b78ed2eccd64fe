// Change Password (spec §2 /profile, §5): current, new and confirmation, all
// required; the new one follows the password rules with the live checklist and
// a mismatch is reported on the confirmation (passwordChangeSchema). A wrong
// current password is reported on its field. People who forgot it are pointed
// to Contact Admin.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, m } from '../../i18n';
import { FormStatus } from '../../components/ui/form-status';
import { PasswordField } from '../../components/ui/password-field';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { paths } from '../../config/paths';
import {
  EMPTY_PASSWORD_CHANGE,
  passwordChangeSchema,
  type PasswordChangeInput,
  type PasswordChangeValues,
} from '../../lib/forms/change-password';
import { isServiceError } from '../../domain/errors';
import styles from './profile.module.css';

export function ChangePasswordForm() {
  const headingId = useId();
  const form = useForm<PasswordChangeInput, unknown, PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY_PASSWORD_CHANGE,
  });
  const { control, setError } = form;
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, { currentPassword, newPassword }) => services.auth.updatePassword(currentPassword, newPassword),
    success: m.forms_profile_password_updated(),
    failure: m.forms_profile_password_failed(),
    log: 'Updating the password failed.',
    expected: (error) => {
      if (!isServiceError(error, 'invalid-credentials')) return undefined;
      setError('currentPassword', { message: m.forms_profile_wrong_password() }, { shouldFocus: true });
      return 'handled';
    },
    resetTo: 'defaults',
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {m.forms_profile_change_password()}
      </h2>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <PasswordField
          control={control}
          name="currentPassword"
          label={m.forms_profile_current_password()}
          autoComplete="current-password"
          showChecklist={false}
        />
        <PasswordField control={control} name="newPassword" label={m.forms_profile_new_password()} />
        <PasswordField control={control} name="confirmPassword" label={m.forms_profile_confirm_password()} showChecklist={false} />
        <FormStatus result={result} />
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          {m.forms_profile_change_password()}
        </button>
      </form>
      <p className={styles.note}>
        {m.forms_profile_forgot_password()} <Link to={paths.contact}>{m.forms_profile_contact_admin()}</Link>
      </p>
    </section>
  );
}
