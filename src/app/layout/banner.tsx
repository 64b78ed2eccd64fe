import { useState } from 'react';
import styles from './banner.module.css';

export const BANNER_TEXT = 'This website is under development and some parts are not fully functioning';

/** The development banner (spec §1): visible on every page until closed. */
export function DevelopmentBanner() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className={styles.banner} role="region" aria-label="Site notice">
      <p className={styles.text}>{BANNER_TEXT}</p>
      <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label="Close notice">
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
