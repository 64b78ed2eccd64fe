// The Member Login form (spec §2 /login): email with the shared email rule and
// a password that only has to be present. The password strength rules are for
// choosing a password, not for typing one in: an account made before a rule
// changed must still be able to sign in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { EmailField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { PasswordField } from '../../components/ui/password-field';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { m } from '../../i18n';
import { emailSchema, presentPasswordSchema } from '../../lib/validation/schemas';
import { signInOptions } from './sign-in';
import styles from './login-form.module.css';

const schema = z.object({ email: emailSchema, password: presentPasswordSchema });
type LoginInput = z.input<typeof schema>;
type LoginValues = z.output<typeof schema>;

/** Email and password sign-in; calls onSuccess once the session is established. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
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
