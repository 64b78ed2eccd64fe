// Tabs after the WAI-ARIA tabs pattern, shared by the profile's sidebar and
// the admin console. useTabs holds which tab is selected and which panels are
// in the page; TabList renders the tabs (one Tab stop, the selected tab: the
// arrow keys, Home and End move along them and select as they go); TabPanel
// renders a panel labelled by its tab. Panels are either all in the page from
// the start, or rendered at their first selection (or when the browser is
// idle) and then kept, so switching tabs never loses what a panel holds.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { whenIdle } from '../../lib/idle';
import styles from './tabs.module.css';

export type TabsOrientation = 'horizontal' | 'vertical';

export interface TabsOptions<Id extends string> {
  /** The tab selected at first; default the first. */
  initial?: Id;
  /** Render a panel only from its first selection on (then keep it); default: every panel from the start. */
  lazy?: boolean;
  /** With `lazy`: once true, render the remaining panels one at a time when the browser is idle. */
  renderRestWhenIdle?: boolean;
}

export interface TabsState<Id extends string> {
  readonly ids: readonly Id[];
  readonly selected: Id;
  select: (id: Id) => void;
  /** Whether the panel of `id` is in the page. */
  isMounted: (id: Id) => boolean;
  tabId: (id: Id) => string;
  panelId: (id: Id) => string;
}

/** How long an idle render of the next panel may be put off. */
const IDLE_TIMEOUT_MS = 2_000;

/** `ids`: the tabs in order, an array that keeps its identity (a constant). */
export function useTabs<Id extends string>(ids: readonly Id[], { initial, lazy = false, renderRestWhenIdle = false }: TabsOptions<Id> = {}): TabsState<Id> {
  const prefix = useId();
  const [selected, setSelected] = useState<Id>(() => initial ?? ids[0]!);
  const [mounted, setMounted] = useState<ReadonlySet<Id>>(() => new Set([selected]));

  const select = useCallback((id: Id) => {
    setSelected(id);
    setMounted((current) => (current.has(id) ? current : new Set([...current, id])));
  }, []);

  useEffect(() => {
    if (!lazy || !renderRestWhenIdle) return;
    const next = ids.find((id) => !mounted.has(id));
    if (next === undefined) return;
    return whenIdle(() => setMounted((current) => new Set([...current, next])), IDLE_TIMEOUT_MS);
  }, [lazy, renderRestWhenIdle, ids, mounted]);

  return useMemo(
    () => ({
      ids,
      selected,
      select,
      isMounted: (id: Id) => !lazy || mounted.has(id),
      tabId: (id: Id) => `${prefix}tab-${id}`,
      panelId: (id: Id) => `${prefix}panel-${id}`,
    }),
    [ids, selected, select, lazy, mounted, prefix],
  );
}

// A vertical list also answers Left and Right: a sidebar becomes a row of tabs on a narrow screen.
const STEPS: Record<TabsOrientation, Partial<Record<string, number>>> = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 },
};

export interface TabListProps<Id extends string> {
  tabs: TabsState<Id>;
  /** The accessible name of the list. */
  label: string;
  /** Horizontal: a row of folder tabs. Vertical: a sidebar beside the panel (a row on a phone). */
  orientation?: TabsOrientation;
  /** A tab's content; its text is the tab's and its panel's name. */
  renderTab: (id: Id) => ReactNode;
}

export function TabList<Id extends string>({ tabs, label, orientation = 'horizontal', renderTab }: TabListProps<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const vertical = orientation === 'vertical';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: Id) => {
    const { ids } = tabs;
    const index = ids.indexOf(from);
    const step = STEPS[orientation][event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + ids.length) % ids.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = ids.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const id = ids[next]!;
    tabs.select(id);
    buttons.current.get(id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} aria-orientation={orientation} className={vertical ? styles.sidebar : styles.row}>
      {tabs.ids.map((id) => {
        const selected = id === tabs.selected;
        return (
          <button
            key={id}
            ref={(element) => {
              if (element) buttons.current.set(id, element);
              else buttons.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabs.tabId(id)}
            aria-selected={selected}
            aria-controls={tabs.panelId(id)}
            tabIndex={selected ? 0 : -1}
            className={vertical ? styles.sidebarTab : styles.rowTab}
            onClick={() => tabs.select(id)}
            onKeyDown={(event) => onKeyDown(event, id)}
          >
            {renderTab(id)}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps<Id extends string> extends Omit<HTMLAttributes<HTMLElement>, 'id' | 'role' | 'hidden' | 'tabIndex'> {
  tabs: TabsState<Id>;
  id: Id;
  as?: 'div' | 'section';
  /**
   * An unselected panel stays laid out, only hidden from assistive technology
   * and from Tab, for the caller's CSS to collapse: selecting it again then
   * only paints it. Default: the hidden attribute.
   */
  keepLayout?: boolean;
  /** The selected panel is a Tab stop of its own (for content that may hold nothing focusable). */
  focusable?: boolean;
}

/** A tab's panel, or nothing while it is not mounted. */
export function TabPanel<Id extends string>({ tabs, id, as: Element = 'div', keepLayout = false, focusable = false, children, ...rest }: TabPanelProps<Id>) {
  if (!tabs.isMounted(id)) return null;
  const selected = id === tabs.selected;
  return (
    <Element
      {...rest}
      role="tabpanel"
      id={tabs.panelId(id)}
      aria-labelledby={tabs.tabId(id)}
      hidden={!keepLayout && !selected}
      aria-hidden={(keepLayout && !selected) || undefined}
      tabIndex={focusable ? (selected ? 0 : -1) : undefined}
    >
      {children}
    </Element>
  );
}
