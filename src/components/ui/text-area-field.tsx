// A textarea with the spec's live counter ('N characters remaining' or 'N
// characters over the M character limit'), which describes the textarea.
// Line breaks fold to one newline and spaces collapse while typing; the value
// is trimmed on blur. Typing past the limit is allowed (a paste is never cut)
// and the schema refuses it on submit with the max-length message.
import type { ChangeEvent, FocusEvent, ReactNode, TextareaHTMLAttributes } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { counterText, normalizeTextarea, textareaLength, trimOnBlur } from '../../lib/input';
import { FIELD_LIMITS } from '../../domain/limits';
import { applyNormalized, asText, FieldShell, useFieldId, type ControlProps } from './field';
import styles from './field.module.css';

type TextareaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'id' | 'maxLength' | 'form'
>;

export interface TextAreaFieldProps<T extends FieldValues, TT = T>
  extends TextareaAttributes,
    ControlProps<T, TT, string | undefined> {
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  /** The counter's limit. Default FIELD_LIMITS.textarea (500); the schema should use the same number. */
  max?: number;
}

export function TextAreaField<T extends FieldValues, TT = T>({
  control,
  name,
  label,
  hint,
  id,
  max = FIELD_LIMITS.textarea,
  disabled,
  className,
  rows = 5,
  ...textarea
}: TextAreaFieldProps<T, TT>) {
  const fieldId = useFieldId(id);
  const counterId = `${fieldId}-counter`;
  const { field, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  const value = asText(field.value);

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) =>
    field.onChange(applyNormalized(event.currentTarget, normalizeTextarea));
  const onBlur = (event: FocusEvent<HTMLTextAreaElement>) => {
    const trimmed = trimOnBlur(event.currentTarget.value);
    if (trimmed !== event.currentTarget.value) field.onChange(trimmed);
    field.onBlur();
  };

  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} describedBy={[counterId]}>
      {(describedBy) => (
        <>
          <textarea
            {...textarea}
            id={fieldId}
            rows={rows}
            name={field.name}
            ref={field.ref}
            value={value}
            disabled={field.disabled}
            onChange={onChange}
            onBlur={onBlur}
            className={[styles.control, className].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <p id={counterId} className={styles.counter} data-over={textareaLength(value) > max}>
            {counterText(value, max)}
          </p>
        </>
      )}
    </FieldShell>
  );
}
