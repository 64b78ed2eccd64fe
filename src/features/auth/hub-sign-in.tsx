// The Sign In card of the /register hub (spec §2): email and password, both
// only required (no format rule, §5). A dialog reports the result; closing it
// after a success calls onSignedIn (the hub goes to /store). A failure keeps
// what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Dialog } from '../../components/ui/dialog';
import { EmailField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { useGuardedSubmit } from '../../components/ui/use-guarded-submit';
import { presentPasswordSchema, presentText } from '../../lib/validation';
import { useServicesReady } from '../../services/context';
import { SIGN_IN_SUCCEEDED, signIn } from './sign-in';
import styles from './hub-sign-in.module.css';

const schema = z.object({ email: presentText, password: presentPasswordSchema });
type SignInInput = z.input<typeof schema>;
type SignInValues = z.output<typeof schema>;

type Outcome = { ok: boolean; message: string };

export function HubSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const servicesReady = useServicesReady();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = useGuardedSubmit(handleSubmit(async ({ email, password }) => {
    const failure = await signIn(servicesReady, email, password);
    if (failure) {
      setOutcome({ ok: false, message: failure });
    } else {
      reset();
      setOutcome({ ok: true, message: SIGN_IN_SUCCEEDED });
    }
  }));

  const close = () => {
    const succeeded = outcome?.ok === true;
    setOutcome(null);
    if (succeeded) onSignedIn();
  };

  return (
    <>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField control={control} name="email" label="Email" />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
          showChecklist={false}
        />
        <button type="submit" className="button" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      <Dialog open={outcome !== null} onClose={close} title={outcome?.ok ? 'Signed in' : 'Sign in failed'}>
        <p>{outcome?.message}</p>
      </Dialog>
    </>
  );
}
