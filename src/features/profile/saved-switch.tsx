// A profile switch saved as soon as it is flipped (the Admin's daily digest,
// the mail of one's notifications): a failed save puts the switch back and
// says so, in the page's language.
import { useId, useState } from 'react';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import { useServiceAction } from '../../services/use-service-action';
import type { Services } from '../../services/api';
import styles from './profile.module.css';

export interface SavedSwitchProps {
  heading: string;
  label: string;
  hint: string;
  initial: boolean;
  save: (services: Services, on: boolean) => Promise<void>;
  saved: string;
  failed: string;
  /** What is saved, for the log: 'the digest choice'. */
  what: string;
}

export function SavedSwitch({ heading, label, hint, initial, save, saved, failed, what }: SavedSwitchProps) {
  const headingId = useId();
  const hintId = useId();
  const [on, setOn] = useState(initial);
  const [result, setResult] = useState<FormResult>(null);
  const action = useServiceAction(save);

  const flip = async (next: boolean) => {
    setOn(next);
    setResult(null);
    try {
      await action.run(next);
      setResult({ kind: 'success', message: saved });
    } catch (error) {
      console.error(`Saving ${what} failed.`, error);
      setOn(!next);
      setResult({ kind: 'error', message: failed });
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {heading}
      </h2>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hintId}
          aria-disabled={action.pending || undefined}
          onChange={(event) => {
            if (!action.pending) void flip(event.target.checked);
          }}
        />
        {label}
      </label>
      <p id={hintId} className={styles.note}>
        {hint}
      </p>
      <FormStatus result={result} />
    </section>
  );
}
