// The Member Login form (spec §2 /login): email with the shared email rule and
// a password that only has to be present. The password strength rules are for
// choosing a password, not for typing one in: an account made before a rule
// changed must still be able to sign in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { EmailField } from '../../components/ui/field';
import { FormStatus } from '../../components/ui/form-status';
import { PasswordField } from '../../components/ui/password-field';
import { useGuardedSubmit } from '../../components/ui/use-guarded-submit';
import { emailSchema, presentPasswordSchema } from '../../lib/validation';
import { useServicesReady } from '../../services/context';
import { signIn } from './sign-in';
import styles from './login-form.module.css';

const schema = z.object({ email: emailSchema, password: presentPasswordSchema });
type LoginInput = z.input<typeof schema>;
type LoginValues = z.output<typeof schema>;

/** Email and password sign-in; calls onSuccess once the session is established. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const servicesReady = useServicesReady();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = useGuardedSubmit(handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const message = await signIn(servicesReady, email, password);
    if (message) setFailure(message);
    else onSuccess();
  }));

  return (
    <form method="post" className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-label="Member Login">
      <EmailField control={control} name="email" label="Email" />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="current-password"
        showChecklist={false}
      />
      <FormStatus result={failure ? { kind: 'error', message: failure } : null} />
      <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
        {isSubmitting ? 'Logging in…' : 'Log In'}
      </button>
    </form>
  );
}
