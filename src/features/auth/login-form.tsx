// The Member Login form (spec §2 /login): email with the shared email rule and
// a password that only has to be present (src/lib/forms/sign-in.ts says why).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { PasswordField } from '../../components/ui/password-field';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { m } from '../../i18n';
import { EMPTY_SIGN_IN, loginSchema, signInOptions, type SignInInput, type SignInValues } from '../../lib/forms/sign-in';
import styles from './login-form.module.css';

/** Email and password sign-in; calls onSuccess once the session is established. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: EMPTY_SIGN_IN,
  });
  const { control } = form;
  // No reset on success: the page moves on.
  const { onSubmit, submitting, result } = useServiceForm(form, { ...signInOptions(), onSuccess });

  return (
    <form method="post" className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={m.forms_login_title()}>
      <EmailField control={control} name="email" label={m.forms_email()} />
      <PasswordField
        control={control}
        name="password"
        label={m.forms_password()}
        autoComplete="current-password"
        showChecklist={false}
      />
      <FormStatus result={result?.kind === 'error' ? result : null} />
      <button type="submit" className="button" aria-disabled={submitting || undefined}>
        {submitting ? m.forms_login_logging_in() : m.forms_login_button()}
      </button>
    </form>
  );
}
