// A data table that may be wider than a phone: it scrolls sideways inside its
// box, and the box takes the keyboard's focus (so a keyboard user can scroll
// it, WCAG 2.1.1) and is named by the table's caption.
import { useId, type ReactNode } from 'react';
import styles from './scroll-table.module.css';

export function ScrollTable({ caption, className, children }: { caption: ReactNode; className?: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
