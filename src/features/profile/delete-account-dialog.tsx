// "Delete my account" (issue 22): a confirmation that asks for the password,
// which the service checks (re-authentication) before the deletion. A wrong
// password is reported on its field; on success the member is signed out and
// onDeleted moves on to the confirmation.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Dialog } from '../../components/ui/dialog';
import { FormStatus } from '../../components/ui/form-status';
import { PasswordField } from '../../components/ui/password-field';
import { isServiceError } from '../../domain/errors';
import { m } from '../../i18n';
import { presentPasswordSchema } from '../../lib/validation/schemas';
import { useServiceForm } from '../../lib/forms/use-service-form';

const deleteAccountSchema = z.object({ currentPassword: presentPasswordSchema });
type DeleteAccountValues = z.output<typeof deleteAccountSchema>;

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** Told before the deletion is sent (true) and when it fails (false). */
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}

export function DeleteAccountDialog({ open, onClose, onDeleting, onDeleted }: DeleteAccountDialogProps) {
  const formId = useId();
  const form = useForm<z.input<typeof deleteAccountSchema>, unknown, DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { currentPassword: '' },
  });
  const { onSubmit, submitting, result } = useServiceForm(form, {
    send: async (services, { currentPassword }) => {
      onDeleting(true);
      try {
        await services.account.deleteMyAccount(currentPassword);
      } catch (error) {
        onDeleting(false);
        throw error;
      }
    },
    failure: m.account_delete_failed(),
    log: 'Deleting the account failed.',
    expected: (error) => {
      if (isServiceError(error, 'permission-denied')) return m.account_signed_out();
      if (!isServiceError(error, 'invalid-credentials')) return undefined;
      form.setError('currentPassword', { message: m.forms_profile_wrong_password() }, { shouldFocus: true });
      return 'handled';
    },
    onSuccess: onDeleted,
  });

  return (
    <Dialog
      open={open}
      onClose={() => !submitting && onClose()}
      role="alertdialog"
      title={m.account_delete_title()}
      actions={
        <>
          {/* aria-disabled, not disabled: a disabled button would drop focus out of the dialog. */}
          <button type="button" className="button button--quiet" onClick={() => !submitting && onClose()} aria-disabled={submitting || undefined}>
            {m.account_delete_cancel()}
          </button>
          <button type="submit" form={formId} className="button button--danger" aria-disabled={submitting || undefined}>
            {m.account_delete()}
          </button>
        </>
      }
    >
      <p>{m.account_delete_body()}</p>
      <form id={formId} method="post" onSubmit={onSubmit} noValidate aria-label={m.account_delete()}>
        <PasswordField
          control={form.control}
          name="currentPassword"
          label={m.forms_profile_current_password()}
          hint={m.account_delete_password_hint()}
          autoComplete="current-password"
          showChecklist={false}
        />
        <FormStatus result={result} />
      </form>
    </Dialog>
  );
}
