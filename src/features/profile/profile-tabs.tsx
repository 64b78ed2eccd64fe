// The profile's sidebar (spec §2 /profile): tabs Profile and Change Status,
// following the ARIA tabs pattern. Arrow keys move between tabs (either
// direction, since the list is vertical beside the panel and horizontal above
// it on a phone), Home and End jump to the ends, and the focused tab is
// selected. Both panels stay mounted, so switching never loses typed text.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './profile.module.css';

export interface ProfileTab {
  id: string;
  label: string;
  content: ReactNode;
}

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

export function ProfileTabs({ tabs, label }: { tabs: readonly ProfileTab[]; label: string }) {
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setActive(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const step = STEPS[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (active + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={styles.layout}>
      <div role="tablist" aria-label={label} aria-orientation="vertical" className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== active}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
