// A password field with the spec's live checklist: each of the five rules is
// always shown as passed or failed, with an icon and a word (not colour alone),
// and the list describes the input. The checklist is the place the rule
// messages appear, so the error line below only carries the other messages
// ('Field is required', a mismatch, the length ceiling) instead of repeating
// one rule. Whitespace is kept as typed: it is part of a password.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { m } from '../../i18n';
import { PASSWORD_RULES, passwordChecks } from '../../lib/validation/rules';
import { asText, FieldShell, useFieldId, type ControlProps } from './field';
import styles from './field.module.css';

/** Whether an error is one of the rules' messages (read now, in the page's language). */
function isRuleMessage(error: string): boolean {
  return PASSWORD_RULES.some((rule) => rule.message === error);
}

export interface PasswordFieldProps<T extends FieldValues, TT = T> extends ControlProps<T, TT, string | undefined> {
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** 'new-password' for sign-up and changes (the default), 'current-password' for sign-in. */
  autoComplete?: 'new-password' | 'current-password';
  /** Show the five-rule checklist. Default true; sign-in forms turn it off. */
  showChecklist?: boolean;
  placeholder?: string;
  disabled?: boolean;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'name' | 'type' | 'id'>;
}

export function PasswordField<T extends FieldValues, TT = T>({
  control,
  name,
  label,
  hint,
  id,
  autoComplete = 'new-password',
  showChecklist = true,
  placeholder,
  disabled,
  inputProps,
}: PasswordFieldProps<T, TT>) {
  const fieldId = useFieldId(id);
  const checklistId = `${fieldId}-rules`;
  const { field, fieldState } = useController({ control, name, disabled });
  const value = asText(field.value);
  const error = fieldState.error?.message;
  const shownError = showChecklist && error && isRuleMessage(error) ? undefined : error;

  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={hint}
      error={shownError}
      describedBy={showChecklist ? [checklistId] : []}
    >
      {(describedBy) => (
        <>
          <input
            {...inputProps}
            id={fieldId}
            type="password"
            name={field.name}
            ref={field.ref}
            value={value}
            disabled={field.disabled}
            placeholder={placeholder}
            autoComplete={autoComplete}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            className={styles.control}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          {showChecklist && (
            <ul id={checklistId} className={styles.checklist} data-invalid={error ? true : undefined}>
              {passwordChecks(value).map((check) => (
                <li key={check.id} className={styles.check} data-passed={check.passed}>
                  <span className={styles.checkIcon} aria-hidden="true">
                    {check.passed ? '✓' : '✗'}
                  </span>
                  <span>
                    <span className="visually-hidden">{check.passed ? m.shell_password_passed() : m.shell_password_failed()}</span>{' '}
                    <span>{check.message}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </FieldShell>
  );
}
