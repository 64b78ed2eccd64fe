import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../components/ui/field';
import { isServiceError } from '../../services/errors';
import { useServicesReady } from '../../services/context';
import styles from './login-form.module.css';

export const LOGIN_FAILED = 'Incorrect email or password!';

const schema = z.object({
  email: z.string().trim().min(1, 'Field is required'),
  password: z.string().min(1, 'Field is required'),
});
type LoginValues = z.infer<typeof schema>;

/** Email and password sign-in; calls onSuccess once the session is established. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const servicesReady = useServicesReady();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const services = await servicesReady;
      await services.auth.signIn(email, password);
      onSuccess();
    } catch (error) {
      if (!isServiceError(error, 'invalid-credentials') && !isServiceError(error, 'missing-credentials')) {
        console.error('Sign-in failed.', error);
      }
      setFailure(LOGIN_FAILED);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Member Login">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p role="alert" className={styles.failure}>
        {failure}
      </p>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Log In'}
      </button>
    </form>
  );
}
