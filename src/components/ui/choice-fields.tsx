// Fields for picking from a list: a select with an optional empty option (and
// its plain twin for filters outside a form), a radio group and a checkbox
// group (with an optional "Other" whose free-text input appears only while
// Other is ticked). Groups are a fieldset with a
// legend; the group carries the hint and error and every box shows
// aria-invalid. `field.ref` goes on the first option so a blocked submit can
// focus the group.
import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { asText, FieldsetShell, FieldShell, TextField, useFieldId, type ControlProps, type PathOf } from './field';
import { m } from '../../i18n';
import styles from './field.module.css';

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

// ------------------------------------------------------------------- select

export interface SelectFieldProps<T extends FieldValues, TT = T> extends ControlProps<T, TT, string | undefined> {
  label: ReactNode;
  options: readonly ChoiceOption[];
  /** An empty first option such as 'Select a timezone'; choosing it leaves the field empty. */
  emptyOptionLabel?: string;
  hint?: ReactNode;
  id?: string;
  disabled?: boolean;
  autoComplete?: string;
}

export function SelectField<T extends FieldValues, TT = T>({
  control,
  name,
  label,
  options,
  emptyOptionLabel,
  hint,
  id,
  disabled,
  autoComplete,
}: SelectFieldProps<T, TT>) {
  const fieldId = useFieldId(id);
  const { field, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={fieldId}
          name={field.name}
          ref={field.ref}
          value={asText(field.value)}
          disabled={field.disabled}
          autoComplete={autoComplete}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {emptyOptionLabel !== undefined && <option value="">{emptyOptionLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** The labelled select outside a form (a page's filters): a value and its change, with the same look. */
export interface PlainSelectFieldProps {
  label: ReactNode;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  id?: string;
}

export function PlainSelectField({ label, options, value, onChange, hint, id }: PlainSelectFieldProps) {
  const fieldId = useFieldId(id);
  return (
    <FieldShell id={fieldId} label={label} hint={hint}>
      {(describedBy) => (
        <select id={fieldId} value={value} onChange={(event) => onChange(event.currentTarget.value)} className={styles.control} aria-describedby={describedBy}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

// -------------------------------------------------------------- radio group

export interface RadioGroupFieldProps<T extends FieldValues, TT = T> extends ControlProps<T, TT, string | undefined> {
  legend: ReactNode;
  options: readonly ChoiceOption[];
  hint?: ReactNode;
  id?: string;
  disabled?: boolean;
}

export function RadioGroupField<T extends FieldValues, TT = T>({
  control,
  name,
  legend,
  options,
  hint,
  id,
  disabled,
}: RadioGroupFieldProps<T, TT>) {
  const fieldId = useFieldId(id);
  const { field, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  const value = asText(field.value);
  return (
    <FieldsetShell id={fieldId} legend={legend} hint={hint} error={error}>
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={field.name}
              value={option.value}
              ref={index === 0 ? field.ref : undefined}
              checked={value === option.value}
              disabled={field.disabled || option.disabled}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </FieldsetShell>
  );
}

// ----------------------------------------------------------- checkbox group

export interface OtherOption<T extends FieldValues> {
  /** The form's string field that holds the free text. */
  name: PathOf<T, string | undefined>;
  /** Label of the text input, e.g. 'Other business type'. */
  inputLabel: ReactNode;
  /** The value Other adds to the group's array. Default 'other'. */
  value?: string;
  /** The checkbox's label. Default 'Other' ('Autre' in French). */
  label?: string;
  placeholder?: string;
}

export interface CheckboxGroupFieldProps<T extends FieldValues, TT = T> extends ControlProps<T, TT, readonly string[] | undefined> {
  legend: ReactNode;
  options: readonly ChoiceOption[];
  /** Adds an Other box, last, whose text input shows only while it is ticked (its text is kept if unticked). */
  other?: OtherOption<T>;
  hint?: ReactNode;
  id?: string;
  disabled?: boolean;
}

function asList(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function CheckboxGroupField<T extends FieldValues, TT = T>({
  control,
  name,
  legend,
  options,
  other,
  hint,
  id,
  disabled,
}: CheckboxGroupFieldProps<T, TT>) {
  const fieldId = useFieldId(id);
  const { field, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  const selected = asList(field.value);
  const otherValue = other?.value ?? 'other';
  const all: readonly ChoiceOption[] = other ? [...options, { value: otherValue, label: other.label ?? m.shell_choice_other() }] : options;

  // Ticking keeps the options' order, so the stored list reads like the form.
  const toggle = (value: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(value);
    else next.delete(value);
    field.onChange(all.map((option) => option.value).filter((optionValue) => next.has(optionValue)));
  };

  return (
    <FieldsetShell id={fieldId} legend={legend} hint={hint} error={error}>
      <div className={styles.options}>
        {all.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              type="checkbox"
              name={field.name}
              value={option.value}
              ref={index === 0 ? field.ref : undefined}
              checked={selected.includes(option.value)}
              disabled={field.disabled || option.disabled}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {other && selected.includes(otherValue) && (
        <div className={styles.other}>
          <TextField
            control={control}
            name={other.name}
            label={other.inputLabel}
            placeholder={other.placeholder}
            disabled={field.disabled}
          />
        </div>
      )}
    </FieldsetShell>
  );
}
