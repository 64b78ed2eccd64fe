// An accessible modal built on the native <dialog> and showModal(): the
// browser makes the page behind it inert, traps focus and closes it on
// Escape. It is named by its heading and described by its message; focus
// starts on its first button and returns to whatever opened it.
//
// Controlled: the parent owns `open`. Escape or the Close button ask the
// parent to close through `onClose`; setting `open` to false closes it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the person closes the dialog (Close button or Escape). */
  onClose: () => void;
  /** The heading, which names the dialog. */
  title: ReactNode;
  /** The message, which describes the dialog. */
  children?: ReactNode;
  /** Text of the default button. Default 'Close'. */
  closeLabel?: string;
  /** Buttons that replace the Close button (a confirmation's Go Back and Approve). */
  actions?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt; default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel = 'Close',
  actions,
  role = 'dialog',
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-dialog-actions] button:not([disabled])')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Unmounted while open (a route change): still give focus back.
  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = openerRef;
    return () => {
      if (dialog?.open) restoreFocus(opener.current);
    };
  }, []);

  const handleClose = () => {
    restoreFocus(openerRef.current);
    openerRef.current = null;
    if (open) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, className].filter(Boolean).join(' ')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onClose={handleClose}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
      <div className={styles.actions} data-dialog-actions="">
        {actions ?? (
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {closeLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}

function restoreFocus(opener: HTMLElement | null) {
  if (opener?.isConnected) opener.focus();
}
