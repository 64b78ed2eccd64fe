// An accessible modal built on the native <dialog> and showModal(): the
// browser makes the page behind it inert and closes it on Escape; Tab and
// Shift+Tab wrap around inside it (the browser alone would let focus leave
// for the browser's own controls). It is named by its heading and described
// by its message; focus starts on its first button and returns to whatever
// opened it, unless `returnFocus` names another place.
//
// Controlled: the parent owns `open`. Escape or the Close button ask the
// parent to close through `onClose`; setting `open` to false closes it.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { m } from '../../i18n';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the person closes the dialog (Close button or Escape). */
  onClose: () => void;
  /** The heading, which names the dialog. */
  title: ReactNode;
  /** The message, which describes the dialog. */
  children?: ReactNode;
  /** Text of the default button. Default 'Close' ('Fermer' in French). */
  closeLabel?: string;
  /** Buttons that replace the Close button (a confirmation's Go Back and Approve). */
  actions?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt; default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes on closing instead of the opener, when it returns an
   * element: the action the dialog confirmed removed the opener's row.
   */
  returnFocus?: () => HTMLElement | null;
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog: from the last element to the first and back. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog({
  open,
  onClose,
  title,
  children,
  closeLabel = m.shell_dialog_close(),
  actions,
  role = 'dialog',
  returnFocus,
  className,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-dialog-actions] button:not([disabled])')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // Now, not on the close event a task later, when a list update may have moved things.
      giveFocusBack(openerRef, returnFocusRef.current);
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

  // Escape or the Close button closed it: give focus back and tell the parent.
  // The close event comes a task after the dialog closed, and the browser has
  // put focus back on the opener by then: a fast typist may already be in the
  // next field. Focus moves only where the person has not moved it since.
  const handleClose = () => {
    if (focusLeftBehind(dialogRef.current, openerRef.current)) giveFocusBack(openerRef, returnFocus);
    else openerRef.current = null;
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
      onKeyDown={wrapTab}
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

/** Gives focus back once per opening (to `returnFocus`'s element, else the opener), whichever way the dialog closed. */
function giveFocusBack(openerRef: RefObject<HTMLElement | null>, returnFocus: DialogProps['returnFocus']) {
  if (!openerRef.current) return;
  const target = returnFocus?.() ?? openerRef.current;
  openerRef.current = null;
  restoreFocus(target);
}

/** Whether focus is still where closing the dialog left it: on nothing, inside the dialog, or on the opener the browser gave it back to. */
function focusLeftBehind(dialog: HTMLDialogElement | null, opener: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === opener || (dialog?.contains(active) ?? false);
}

function restoreFocus(opener: HTMLElement | null) {
  if (opener?.isConnected && opener !== document.body) opener.focus();
}
