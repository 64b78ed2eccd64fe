// Update Email (spec §2 /profile): a new address with the shared email rule
// and the current password, which the service checks before changing the
// sign-in email. A wrong password or a taken address is reported on its field;
// nothing typed is lost on failure.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { EmailField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { PasswordField } from '../../components/ui/password-field';
import { useServiceForm } from '../../components/ui/use-service-form';
import { emailSchema, presentPasswordSchema } from '../../lib/validation';
import { isServiceError } from '../../domain/errors';
import { PROFILE_MESSAGES } from './profile-messages';
import styles from './profile.module.css';

const schema = z.object({ email: emailSchema, currentPassword: presentPasswordSchema });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

export function UpdateEmailForm() {
  const headingId = useId();
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const { control, setError } = form;
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: (services, { email, currentPassword }) => services.auth.updateEmail(currentPassword, email),
    success: PROFILE_MESSAGES.emailUpdated,
    failure: PROFILE_MESSAGES.emailFailed,
    log: 'Updating the email failed.',
    expected: (error) => {
      if (isServiceError(error, 'invalid-credentials')) {
        setError('currentPassword', { message: PROFILE_MESSAGES.wrongPassword }, { shouldFocus: true });
      } else if (isServiceError(error, 'email-in-use')) {
        setError('email', { message: PROFILE_MESSAGES.emailInUse }, { shouldFocus: true });
      } else {
        return undefined;
      }
      return 'handled';
    },
    resetTo: 'defaults',
  });

  return (
    <section className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Update Email
      </h2>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <EmailField control={control} name="email" label="New email" />
        <PasswordField
          control={control}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          showChecklist={false}
        />
        <FormStatus result={result} />
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          Update Email
        </button>
      </form>
    </section>
  );
}
