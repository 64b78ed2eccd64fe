// Change Password (spec §2 /profile, §5): current, new and confirmation, all
// required; the new one follows the password rules with the live checklist and
// a mismatch is reported on the confirmation (passwordChangeSchema). A wrong
// current password is reported on its field. People who forgot it are pointed
// to Contact Admin.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod/mini';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { PasswordField } from '../../components/ui/password-field';
import { useGuardedSubmit } from '../../components/ui/use-guarded-submit';
import { paths } from '../../config/paths';
import { passwordChangeSchema } from '../../lib/validation';
import { useServicesReady } from '../../services/context';
import { isServiceError } from '../../domain/errors';
import { PROFILE_MESSAGES } from './profile-messages';
import styles from './profile.module.css';

type Input = z.input<typeof passwordChangeSchema>;
type Values = z.output<typeof passwordChangeSchema>;

export function ChangePasswordForm() {
  const headingId = useId();
  const servicesReady = useServicesReady();
  const [result, setResult] = useState<FormResult>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = useGuardedSubmit(handleSubmit(async ({ currentPassword, newPassword }) => {
    setResult(null);
    try {
      const services = await servicesReady;
      await services.auth.updatePassword(currentPassword, newPassword);
      reset();
      setResult({ kind: 'success', message: PROFILE_MESSAGES.passwordUpdated });
    } catch (error) {
      if (isServiceError(error, 'invalid-credentials')) {
        setError('currentPassword', { message: PROFILE_MESSAGES.wrongPassword }, { shouldFocus: true });
      } else {
        console.error('Updating the password failed.', error);
        setResult({ kind: 'error', message: PROFILE_MESSAGES.passwordFailed });
      }
    }
  }));

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
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          Change Password
        </button>
      </form>
      <p className={styles.note}>
        Forgot your current password? <Link to={paths.contact}>Contact Admin</Link>
      </p>
    </section>
  );
}
