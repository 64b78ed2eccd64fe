// A labelled number input with its unit shown after it and read as its description.
import { useId } from 'react';
import selector from './selector.module.css';
import styles from './store.module.css';

export interface MeasurementFieldProps {
  label: string;
  /** Unit shown after the input, such as "in" or "°". */
  unit: string;
  /** The unit in words, for assistive technology. */
  unitName: string;
  hint?: string;
}

export function MeasurementField({ label, unit, unitName, hint }: MeasurementFieldProps) {
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
          className={styles.input}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          aria-describedby={[hintId, unitId].filter(Boolean).join(' ')}
        />
        <span className={selector.unit} id={unitId}>
          <span aria-hidden="true">{unit}</span>
          <span className="visually-hidden">{unitName}</span>
        </span>
      </div>
    </div>
  );
}

export function CheckboxGroup({ legend, options }: { legend: string; options: readonly string[] }) {
  return (
    <fieldset className={selector.checkGroup}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={selector.checkList}>
        {options.map((option) => (
          <label key={option} className={styles.checkbox}>
            <input type="checkbox" name={option.toLowerCase()} />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
