// A labelled number input with its unit shown after it and read as its description.
import { useId } from 'react';
import { m } from '../../../i18n';
import selector from './selector.module.css';
import styles from './search.module.css';

export type Unit = 'inches' | 'degrees';

/** Each unit as shown after the input ("in", "po", "°") and in words, for assistive technology. */
const units: Record<Unit, { symbol: () => string; name: () => string }> = {
  inches: { symbol: m.store_unit_inches_short, name: m.store_unit_inches },
  degrees: { symbol: () => '°', name: m.store_unit_degrees },
};

export interface MeasurementFieldProps {
  label: string;
  /** The same units in both languages; only their names change. */
  unit: Unit;
  hint?: string;
  /** The field's name in the form and in the URL the search goes to. */
  name: string;
  /** What the URL holds for it, shown back after a reload or a language switch. */
  defaultValue?: string;
}

export function MeasurementField({ label, unit, hint, name, defaultValue }: MeasurementFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : '';
  const unitId = `${id}-unit`;
  return (
    <div className={selector.measurement}>
      <div className={selector.measurementLabel}>
        <label className={styles.fieldLabel} htmlFor={id}>
          {label}
        </label>
        {hint && (
          <span id={hintId} className={selector.hint}>
            {hint}
          </span>
        )}
      </div>
      <div className={selector.unitInput}>
        <input
          id={id}
          name={name}
          defaultValue={defaultValue}
          className={styles.input}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          aria-describedby={[hintId, unitId].filter(Boolean).join(' ')}
        />
        <span className={selector.unit} id={unitId}>
          <span aria-hidden="true">{units[unit].symbol()}</span>
          <span className="visually-hidden">{units[unit].name()}</span>
        </span>
      </div>
    </div>
  );
}

export interface CheckboxOption {
  /** The box's name, the same in both languages. */
  value: string;
  label: () => string;
}

export function CheckboxGroup({ legend, options, checked = [] }: { legend: string; options: readonly CheckboxOption[]; checked?: readonly string[] }) {
  return (
    <fieldset className={selector.checkGroup}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={selector.checkList}>
        {options.map((option) => (
          <label key={option.value} className={styles.checkbox}>
            <input type="checkbox" name={option.value} defaultChecked={checked.includes(option.value)} />
            <span>{option.label()}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
