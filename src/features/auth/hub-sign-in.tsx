// The Sign In card of the /register hub (spec §2): email and password, both
// only required (no format rule, §5). A dialog reports the result; closing it
// after a success calls onSignedIn (the hub goes to /store). A failure keeps
// what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../components/ui/dialog';
import { EmailField } from '../../components/ui/field';
import { PasswordField } from '../../components/ui/password-field';
import { useServiceForm } from '../../lib/forms/use-service-form';
import { m } from '../../i18n';
import { EMPTY_SIGN_IN, hubSignInSchema, signInOptions, type SignInInput, type SignInValues } from '../../lib/forms/sign-in';
import styles from './hub-sign-in.module.css';

export function HubSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(hubSignInSchema),
    defaultValues: EMPTY_SIGN_IN,
  });
  const { control } = form;
  const { onSubmit, submitting, result, clear } = useServiceForm(form, {
    ...signInOptions(),
    success: m.forms_sign_in_succeeded(),
    resetTo: 'defaults',
  });

  const close = () => {
    const succeeded = result?.kind === 'success';
    clear();
    if (succeeded) onSignedIn();
  };

  return (
    <>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField control={control} name="email" label={m.forms_email()} />
        <PasswordField
          control={control}
          name="password"
          label={m.forms_password()}
          autoComplete="current-password"
          showChecklist={false}
        />
        <button type="submit" className="button" aria-disabled={submitting || undefined}>
          {submitting ? m.forms_sign_in_signing_in() : m.forms_sign_in_button()}
        </button>
      </form>
      <Dialog open={result !== null} onClose={close} title={result?.kind === 'success' ? m.forms_sign_in_dialog_success() : m.forms_sign_in_dialog_failure()}>
        <p>{result?.message}</p>
      </Dialog>
    </>
  );
}
