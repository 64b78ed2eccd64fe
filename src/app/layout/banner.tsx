import { useState } from 'react';
import { m } from '../../i18n';
import styles from './banner.module.css';

/** The development banner (spec §1): visible on every page until closed. */
export function DevelopmentBanner() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className={styles.banner} role="region" aria-label={m.shell_banner_label()}>
      <p className={styles.text}>{m.shell_banner_text()}</p>
      <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label={m.shell_banner_close()}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
