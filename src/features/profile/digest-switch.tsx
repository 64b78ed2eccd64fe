// An Admin's daily digest of pending items (issue 22), on unless turned off:
// a switch saved as soon as it is flipped (digestOptOut on the Admin's own
// record). A failed save puts the switch back and says so.
import { useId, useState } from 'react';
import { FormStatus, type FormResult } from '../../components/ui/form-status';
import type { UserProfile } from '../../domain/types';
import { m } from '../../i18n';
import { useServiceAction } from '../../services/use-service-action';
import styles from './profile.module.css';

export function DigestSwitch({ profile }: { profile: UserProfile }) {
  const headingId = useId();
  const hintId = useId();
  const [receives, setReceives] = useState(profile.digestOptOut !== true);
  const [result, setResult] = useState<FormResult>(null);
  const save = useServiceAction((services, optOut: boolean) => services.account.setDigestOptOut(optOut));

  const flip = async (next: boolean) => {
    setReceives(next);
    setResult(null);
    try {
      await save.run(!next);
      setResult({ kind: 'success', message: m.account_digest_saved() });
    } catch (error) {
      console.error('Saving the digest choice failed.', error);
      setReceives(!next);
      setResult({ kind: 'error', message: m.account_digest_failed() });
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {m.account_digest_heading()}
      </h2>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={receives}
          aria-describedby={hintId}
          aria-disabled={save.pending || undefined}
          onChange={(event) => {
            if (!save.pending) void flip(event.target.checked);
          }}
        />
        {m.account_digest_label()}
      </label>
      <p id={hintId} className={styles.note}>
        {m.account_digest_hint()}
      </p>
      <FormStatus result={result} />
    </section>
  );
}
