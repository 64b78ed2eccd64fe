// The search forms' performance filter (ADR 032): a least bending
// strength (MPa) and stiffness (GPa), and "durable outdoors". Judged on the
// species' clear-wood figures; the URL keeps them (search-url.ts).
import { useId } from 'react';
import { m } from '../../../i18n';
import { readPerformance } from '../url/search-url';
import selector from './selector.module.css';
import styles from './search.module.css';

function MinimumField({ name, label, value }: { name: string; label: string; value: number }) {
  const id = useId();
  return (
    <div className={selector.measurement}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} defaultValue={value > 0 ? String(value) : ''} className={styles.input} type="number" inputMode="decimal" min={0} step="any" />
    </div>
  );
}

export function PerformanceFields({ params }: { params: URLSearchParams }) {
  const hintId = useId();
  const performance = readPerformance(params);
  return (
    <fieldset className={selector.measurements} aria-describedby={hintId}>
      <legend className={styles.legend}>{m.store_wood_performance()}</legend>
      <p id={hintId} className={selector.hint}>
        {m.store_wood_performance_hint()}
      </p>
      <MinimumField name="minMor" label={m.store_wood_min_mor()} value={performance.minMor} />
      <MinimumField name="minMoe" label={m.store_wood_min_moe()} value={performance.minMoe} />
      <label className={styles.checkbox}>
        <input type="checkbox" name="durable" defaultChecked={performance.durable} />
        <span>{m.store_wood_durable()}</span>
      </label>
    </fieldset>
  );
}
