// The one set of form fields every form uses, and the accessible wrapper they
// share: a visible label tied to its control, the hint and the error linked
// through aria-describedby, aria-invalid set while the error shows, and the
// error announced as it appears.
//
// How fields meet react-hook-form: every field takes `control` and `name` and
// calls `useController` itself (`<EmailField control={control} name="email"
// label="Email" />`). Controlled values are what the spec's live behaviour
// needs: the counter and the password checklist derive from the value, the
// "Other" text appears from it, file lists are arrays, and all of them follow
// `reset()`. `field.ref` is attached to the focusable control, so RHF's
// default `shouldFocusError` moves focus to the first invalid field when a
// submit is blocked. Forms must set `noValidate` so the browser's own email
// checks do not pre-empt the spec's messages.
//
// TextField without `control` is the plain labelled input it always was, for
// inputs outside a form (the unwired store filters) and for callers still
// spreading `register()`.
import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import { collapseWhitespace, toPostalCodeCase, trimOnBlur } from '../../lib/input';
import styles from './field.module.css';

// ------------------------------------------------------------------ shells

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Further ids the control is described by (a counter, a checklist), read between hint and error. */
  describedBy?: readonly (string | undefined)[];
  children: (describedBy: string | undefined) => ReactNode;
}

function describedByIds(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  );
}

/** Always present so the live region exists before the error appears. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {error}
    </p>
  );
}

/** Label, hint, control and error for a single control. */
export function FieldShell({ id, label, hint, error, describedBy = [], children }: FieldShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = describedByIds(hint ? hintId : undefined, ...describedBy, error ? errorId : undefined);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children(ids)}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface FieldsetShellProps {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** A fieldset and legend for a group of radios or checkboxes; the group carries hint and error. */
export function FieldsetShell({ id, legend, hint, error, children }: FieldsetShellProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByIds(hint ? hintId : undefined, error ? errorId : undefined)}
    >
      <legend className={styles.label}>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

// ------------------------------------------------------- controller plumbing

/** The names in a form whose value has type V (string fields, string[] groups, File[] lists). */
export type PathOf<T extends FieldValues, V> = Extract<
  { [P in FieldPath<T>]: FieldPathValue<T, P> extends V ? P : never }[FieldPath<T>],
  FieldPath<T>
>;

/** What every field takes to join a form. `control` comes from `useForm()`. */
export interface ControlProps<T extends FieldValues, TT, V> {
  control: Control<T, unknown, TT>;
  name: PathOf<T, V>;
}

/** A string field's value (undefined before a default is set). */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The id for a field: the one given, or a generated one. */
export function useFieldId(id?: string): string {
  const generated = useId();
  return id ?? generated;
}

function cx(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Puts the normalised value into the control before React re-renders, so the
 * caret stays where the person was typing instead of jumping to the end.
 */
export function applyNormalized(element: HTMLInputElement | HTMLTextAreaElement, normalize: (value: string) => string) {
  const raw = element.value;
  const next = normalize(raw);
  if (next === raw) return next;
  let caret: number | null = null;
  try {
    caret = element.selectionStart; // null for type=email
  } catch {
    caret = null;
  }
  element.value = next;
  if (caret !== null) {
    const position = Math.min(normalize(raw.slice(0, caret)).length, next.length);
    try {
      element.setSelectionRange(position, position);
    } catch {
      // Some input types have no selection; the value is what matters.
    }
  }
  return next;
}

// -------------------------------------------------------------- text fields

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children' | 'type' | 'id' | 'form'
>;

export interface TextFieldProps<T extends FieldValues, TT = T> extends InputAttributes, ControlProps<T, TT, string | undefined> {
  label: ReactNode;
  hint?: ReactNode;
  id?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  /** What the value becomes as it is typed. Default: leading whitespace dropped, runs collapsed to one space. */
  normalize?: (value: string) => string;
}

/** The labelled input outside a form or for `register()` callers: the native input props, plus label, hint and error. */
export interface PlainTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  control?: undefined;
}

function ControlledTextField<T extends FieldValues, TT>({
  control,
  name,
  label,
  hint,
  id,
  className,
  disabled,
  type = 'text',
  normalize = collapseWhitespace,
  ...input
}: TextFieldProps<T, TT>) {
  const fieldId = useFieldId(id);
  const { field, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => field.onChange(applyNormalized(event.currentTarget, normalize));
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const trimmed = trimOnBlur(event.currentTarget.value);
    if (trimmed !== event.currentTarget.value) field.onChange(trimmed);
    field.onBlur();
  };

  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          {...input}
          id={fieldId}
          type={type}
          name={field.name}
          ref={field.ref}
          value={asText(field.value)}
          disabled={field.disabled}
          onChange={onChange}
          onBlur={onBlur}
          className={cx(styles.control, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

function PlainTextField({ label, hint, error, id, className, control: _control, ...input }: PlainTextFieldProps) {
  const fieldId = useFieldId(id);
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          id={fieldId}
          className={cx(styles.control, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldShell>
  );
}

function isControlled<T extends FieldValues, TT>(
  props: TextFieldProps<T, TT> | PlainTextFieldProps,
): props is TextFieldProps<T, TT> {
  return props.control !== undefined;
}

/** A one-line text field: whitespace collapses while typing and is trimmed on blur. */
export function TextField<T extends FieldValues, TT = T>(props: TextFieldProps<T, TT> | PlainTextFieldProps) {
  return isControlled(props) ? <ControlledTextField {...props} /> : <PlainTextField {...props} />;
}

type PresetProps<T extends FieldValues, TT> = Omit<TextFieldProps<T, TT>, 'type' | 'normalize'>;

/** An email address: type=email for the right keyboard and autofill. */
export function EmailField<T extends FieldValues, TT = T>(props: PresetProps<T, TT>) {
  return <ControlledTextField autoComplete="email" spellCheck={false} {...props} type="email" />;
}

const PHONE_PLACEHOLDER = '(XXX) - XXX - XXXX';

/** A phone number: the telephone keypad on phones and the spec's placeholder. */
export function PhoneField<T extends FieldValues, TT = T>(props: PresetProps<T, TT>) {
  return (
    <ControlledTextField
      autoComplete="tel-national"
      inputMode="tel"
      placeholder={PHONE_PLACEHOLDER}
      {...props}
      type="tel"
    />
  );
}

/** A Canadian postal code, upper case as typed. The franchisee form uses the placeholder 'A#A #A#'. */
export function PostalCodeField<T extends FieldValues, TT = T>(props: PresetProps<T, TT>) {
  return (
    <ControlledTextField
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder="A1A 1A1"
      {...props}
      type="text"
      normalize={toPostalCodeCase}
    />
  );
}
