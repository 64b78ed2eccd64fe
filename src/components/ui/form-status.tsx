// The outcome of a form submit shown beside the form: a polite status for
// success, an alert for failure. Both live regions are always in the page so
// the message is announced when it appears, and take no space while empty.
import styles from './form-status.module.css';

export type FormResult = { kind: 'success' | 'error'; message: string } | null;

export function FormStatus({ result }: { result: FormResult }) {
  return (
    <>
      <p role="status" className={styles.success}>
        {result?.kind === 'success' ? result.message : null}
      </p>
      <p role="alert" className={styles.error}>
        {result?.kind === 'error' ? result.message : null}
      </p>
    </>
  );
}
