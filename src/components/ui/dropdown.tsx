// A disclosure dropdown for navigation: a button with aria-expanded and a list
// of links or buttons. Keyboard: ArrowDown/Enter/Space open it, the arrow keys,
// Home and End move between its items, Escape closes it and returns focus.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './dropdown.module.css';

export interface DropdownProps {
  label: ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  align?: 'start' | 'end';
  className?: string;
}

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

export function Dropdown({ label, ariaLabel, open, onOpenChange, children, align = 'start', className }: DropdownProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];

  const focusItem = (index: number) => {
    const all = items();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    onOpenChange(true);
    // The list renders on the next commit; focus once it is there.
    requestAnimationFrame(() => focusItem(index));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      // Handled here: a menu around the dropdown must not close as well.
      event.preventDefault();
      onOpenChange(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        onOpenChange(false);
        buttonRef.current?.focus();
        break;
      default:
    }
  };

  return (
    <div
      className={[styles.dropdown, className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ariaLabel}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg className={styles.caret} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={listId}
        className={[styles.list, align === 'end' ? styles.end : ''].join(' ')}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {children}
      </ul>
    </div>
  );
}
