// Change Password (spec §2 /profile, §5): current, new and confirmation, all
// required; the new one follows the password rules with the live checklist and
// a mismatch is reported on the confirmation (passwordChangeSchema). A wrong
// current password is reported on its field. People who forgot it are pointed
// to Contact Admin.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod/mini';
import { FormStatus } from '../../components/ui/form-status';
import { PasswordField } from '../../components/ui/password-field';
import { useServiceForm } from '../../components/ui/use-service-form';
import { paths } from '../../config/paths';
import { passwordChangeSchema } from '../../lib/validation';
import { isServiceError } from '../../domain/errors';
import { PROFILE_MESSAGES } from './profile-messages';
import styles from './profile.module.css';

type Input = z.input<typeof passwordChangeSchema>;
type Values = z.output<typeof passwordChangeSchema>;

export function ChangePasswordForm() {
  const headingId = useId();
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { control, setError } = form;
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, { currentPassword, newPassword }) => services.auth.updatePassword(currentPassword, newPassword),
    success: PROFILE_MESSAGES.passwordUpdated,
    failure: PROFILE_MESSAGES.passwordFailed,
    log: 'Updating the password failed.',
    expected: (error) => {
      if (!isServiceError(error, 'invalid-credentials')) return undefined;
      setError('currentPassword', { message: PROFILE_MESSAGES.wrongPassword }, { shouldFocus: true });
      return 'handled';
    },
    resetTo: 'defaults',
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Change Password
      </h2>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <PasswordField
          control={control}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          showChecklist={false}
        />
        <PasswordField control={control} name="newPassword" label="New password" />
        <PasswordField control={control} name="confirmPassword" label="Confirm new password" showChecklist={false} />
        <FormStatus result={result} />
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          Change Password
        </button>
      </form>
      <p className={styles.note}>
        Forgot your current password? <Link to={paths.contact}>Contact Admin</Link>
      </p>
    </section>
  );
}
