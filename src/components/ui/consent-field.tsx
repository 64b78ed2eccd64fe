// The express-consent checkbox of every subscription form (issue 22, CASL):
// the current wording version's text as its label, in the page's language,
// never pre-ticked, required to subscribe. The form sends the version id
// (CURRENT_WORDING) with its request; the server stores that version's text.
import type { FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { CURRENT_WORDING, wordingText, type ConsentPurpose } from '../../domain/consent';
import { m, useLocale } from '../../i18n';
import { useFieldId, type ControlProps } from './field';
import styles from './field.module.css';

export interface ConsentFieldProps<T extends FieldValues, TT = T> extends ControlProps<T, TT, boolean | undefined> {
  purpose: ConsentPurpose;
  id?: string;
}

export function ConsentField<T extends FieldValues, TT = T>({ control, name, purpose, id }: ConsentFieldProps<T, TT>) {
  const fieldId = useFieldId(id);
  const errorId = `${fieldId}-error`;
  const locale = useLocale();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <div className={styles.field}>
      <label className={`${styles.option} ${styles.optionLong}`} htmlFor={fieldId}>
        <input
          type="checkbox"
          id={fieldId}
          name={field.name}
          ref={ref}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{wordingText(CURRENT_WORDING[purpose], purpose, locale)}</span>
      </label>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** Beneath a subscription's success message: the double opt-in request sent to the address (null: nothing to say). */
export function ConfirmationRequest({ purpose, email }: { purpose: ConsentPurpose; email: string | null }) {
  return (
    <p role="status" className={styles.hint}>
      {email === null ? null : purpose === 'newsletter' ? m.consent_check_inbox_newsletter({ email }) : m.consent_check_inbox_offers({ email })}
    </p>
  );
}
