// A fieldset of radio buttons drawn as a row of pills.
import { useId } from 'react';
import styles from './search.module.css';

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  /** The label people read for each value, in the page's language. */
  labels: Readonly<Record<T, () => string>>;
  value: T;
  onChange: (value: T) => void;
}

export function ChoiceGroup<T extends string>({ legend, options, labels, value, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.pills}>
        {options.map((option) => (
          <label key={option} className={styles.pill}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{labels[option]()}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
