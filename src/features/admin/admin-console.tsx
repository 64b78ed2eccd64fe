// The admin review console (spec §2 /admin): five tabs of pending items, each
// with a live count; Approve and Reject behind a confirmation that lists the
// row's fields; Open Display for a pending comment in its board. A tab shows
// its first PAGE_SIZE rows and a Show more button for the next ones, and each
// tab's panel, once rendered, stays mounted and laid out (collapsed, hidden
// from assistive technology and skipping rendering while another tab is
// selected; the others are rendered when the browser is idle), so switching
// tabs only paints a panel, even with a thousand pending items a list.
// An approval the server refuses (an application with a member's email)
// shows the server's reason; spec §8 has admin failures only logged, and this
// departs from it on purpose (docs/decisions/005).
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { whenIdle } from '../../lib/idle';
import { useServices } from '../../services/context';
import { isServiceError } from '../../domain/errors';
import { REVIEW_KINDS, type PendingComment, type PendingItems, type ReviewKind } from '../../domain/types';
import { fieldText, REVIEW_TABS } from './review-kinds';
import styles from './admin-console.module.css';

type Lists = { [K in ReviewKind]?: PendingItems[K][] };
type Action = 'approve' | 'reject';
interface Confirmation {
  kind: ReviewKind;
  item: PendingItems[ReviewKind];
  action: Action;
}

const ACTION_LABEL: Record<Action, string> = { approve: 'Approve', reject: 'Reject' };

/** Rows rendered at first, and added by each Show more. */
export const PAGE_SIZE = 24;

export interface AdminConsoleProps {
  /** The read-only board shown by Open Display, with the selected comment highlighted. */
  renderDisplay?: (comment: PendingComment) => ReactNode;
}

function Fields({ kind, item }: { kind: ReviewKind; item: PendingItems[ReviewKind] }) {
  const fields = REVIEW_TABS[kind].fields as readonly { key: string; label: string; date?: boolean }[];
  const record = item as unknown as Record<string, unknown>;
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.key}>
          <dt>{field.label}</dt>
          <dd>{fieldText(record[field.key], field.date)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface RowsProps {
  kind: ReviewKind;
  rows: readonly PendingItems[ReviewKind][];
  listRef: RefObject<HTMLUListElement | null>;
  displayedId: string | null;
  withDisplay: boolean;
  onAsk: (confirmation: Confirmation) => void;
  onDisplay: (comment: PendingComment | null) => void;
}

/** The cards of a tab. Memoised: showing or hiding the tab renders none of them again. */
const Rows = memo(function Rows({ kind, rows, listRef, displayedId, withDisplay, onAsk, onDisplay }: RowsProps) {
  const info = REVIEW_TABS[kind];
  return (
    <ul ref={listRef} className={styles.grid}>
      {rows.map((item) => {
        const title = info.title(item as never);
        const shown = displayedId === item.id;
        return (
          <li key={item.id} className={styles.row} data-selected={shown} aria-current={shown ? 'true' : undefined}>
            <h2 className={styles.rowTitle} tabIndex={-1}>
              {title}
            </h2>
            <Fields kind={kind} item={item} />
            <div className={styles.actions}>
              <button type="button" className="button" aria-label={`Approve ${title}`} onClick={() => onAsk({ kind, item, action: 'approve' })}>
                Approve
              </button>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Reject ${title}`}
                onClick={() => onAsk({ kind, item, action: 'reject' })}
              >
                Reject
              </button>
              {kind === 'comment' && withDisplay && (
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={`Open Display for ${title}`}
                  aria-pressed={shown}
                  onClick={() => onDisplay(shown ? null : (item as PendingComment))}
                >
                  Open Display
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
});

interface ReviewPanelProps {
  kind: ReviewKind;
  items: PendingItems[ReviewKind][] | undefined;
  selected: boolean;
  displayedId: string | null;
  withDisplay: boolean;
  onAsk: (confirmation: Confirmation) => void;
  onDisplay: (comment: PendingComment | null) => void;
}

/** One tab's list: its first PAGE_SIZE rows, then Show more. Memoised: a tab switch re-renders no rows. */
const ReviewPanel = memo(function ReviewPanel({ kind, items, selected, displayedId, withDisplay, onAsk, onDisplay }: ReviewPanelProps) {
  // How many rows the tab shows; a tab selected again starts again at one page.
  const [limit, setLimit] = useState(PAGE_SIZE);
  // After Show more, focus moves to the title of the first row it added.
  const focusRow = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const waiting = useMinimumLoading(items === undefined);
  const showsRows = !waiting && items !== undefined && items.length > 0;
  // Whether the rows have been laid out once. Until then an unselected panel is
  // only collapsed; after that it also skips rendering (content-visibility:
  // hidden), which keeps its style and layout for the next time it is selected.
  const [laidOut, setLaidOut] = useState(false);
  useLayoutEffect(() => {
    if (laidOut || !showsRows) return;
    listRef.current?.getBoundingClientRect();
    // A state that follows a layout the browser has just done, set once per panel.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLaidOut(true);
  }, [laidOut, showsRows]);

  const [wasSelected, setWasSelected] = useState(selected);
  if (selected !== wasSelected) {
    setWasSelected(selected);
    if (!selected) setLimit(PAGE_SIZE);
  }

  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    focusRow.current = null;
    listRef.current?.children[index]?.querySelector('h2')?.focus();
  }, [limit]);

  const visible = useMemo(() => items?.slice(0, limit) ?? [], [items, limit]);
  const left = (items?.length ?? 0) - visible.length;
  const more = Math.min(PAGE_SIZE, left);

  const showMore = () => {
    focusRow.current = visible.length;
    setLimit(limit + PAGE_SIZE);
  };

  return (
    // Not the hidden attribute, which would drop the panel's layout: selecting a
    // tab again only paints its panel.
    <section
      role="tabpanel"
      id={`panel-${kind}`}
      aria-labelledby={`tab-${kind}`}
      className={styles.panel}
      data-state={selected ? 'shown' : laidOut ? 'skipped' : 'collapsed'}
      tabIndex={selected ? 0 : -1}
      aria-hidden={!selected || undefined}
    >
      {waiting || items === undefined ? (
        <Loading label="Loading pending items…" />
      ) : items.length === 0 ? (
        <p className={styles.empty}>No applications</p>
      ) : (
        <>
          <Rows kind={kind} rows={visible} listRef={listRef} displayedId={displayedId} withDisplay={withDisplay} onAsk={onAsk} onDisplay={onDisplay} />
          {left > 0 && (
            <button type="button" className={`button button--quiet ${styles.more}`} onClick={showMore}>
              Show {more} more ({left} left)
            </button>
          )}
        </>
      )}
    </section>
  );
});

export function AdminConsole({ renderDisplay }: AdminConsoleProps) {
  const services = useServices();
  const [lists, setLists] = useState<Lists>({});
  const [active, setActive] = useState<ReviewKind>('franchisee');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [displayed, setDisplayed] = useState<PendingComment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // After a confirmed action the row whose button opened the dialog is gone,
  // so focus goes back to the list instead.
  const acted = useRef(false);
  const tabRefs = useRef(new Map<ReviewKind, HTMLButtonElement>());
  // Panels rendered so far: the selected one, then the others when the browser is idle.
  const [mounted, setMounted] = useState<ReadonlySet<ReviewKind>>(() => new Set([active]));
  const allLoaded = REVIEW_KINDS.every((kind) => lists[kind] !== undefined);

  useEffect(() => {
    const next = REVIEW_KINDS.find((kind) => !mounted.has(kind));
    if (!allLoaded || !next) return;
    return whenIdle(() => setMounted((current) => new Set([...current, next])), 2_000);
  }, [allLoaded, mounted]);

  useEffect(() => {
    if (!services) return;
    const stops = REVIEW_KINDS.map((kind) =>
      services.admin.watchPending(
        kind,
        (items) => setLists((previous) => ({ ...previous, [kind]: items })),
        (error) => {
          console.error(`Loading ${kind} items failed.`, error);
          setNotice(`Could not load ${REVIEW_TABS[kind].tab}.`);
        },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [services]);

  const selectTab = (kind: ReviewKind, focus = false) => {
    setActive(kind);
    if (!mounted.has(kind)) setMounted((current) => new Set([...current, kind]));
    if (focus) tabRefs.current.get(kind)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = REVIEW_KINDS.indexOf(active);
    const last = REVIEW_KINDS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectTab(REVIEW_KINDS[(next + REVIEW_KINDS.length) % REVIEW_KINDS.length]!, true);
  };

  const ask = useCallback((next: Confirmation) => {
    acted.current = false;
    setConfirmation(next);
  }, []);

  const confirm = async () => {
    if (!confirmation || !services || busy) return;
    const { kind, item, action } = confirmation;
    setBusy(true);
    try {
      await services.admin[action](kind, item);
      acted.current = true;
      setNotice(null);
    } catch (error) {
      console.error(`${ACTION_LABEL[action]} failed.`, error);
      const title = REVIEW_TABS[kind].title(item as never);
      // A refusal will not pass on a retry: say why instead of "try again".
      setNotice(
        isServiceError(error, 'email-in-use')
          ? `Could not ${action} “${title}”. ${error.message}`
          : `Could not ${action} “${title}”. The list is unchanged; try again.`,
      );
    } finally {
      setBusy(false);
      setConfirmation(null);
      setDisplayed(null);
    }
  };

  return (
    <div className={styles.console}>
      <p role="status" className={styles.notice} hidden={!notice}>
        {notice}
        {notice && (
          <button type="button" className={styles.dismiss} onClick={() => setNotice(null)} aria-label="Dismiss notice">
            ×
          </button>
        )}
      </p>

      <div role="tablist" aria-label="Review lists" className={styles.tabs}>
        {REVIEW_KINDS.map((kind) => {
          const count = lists[kind]?.length;
          return (
            <button
              key={kind}
              ref={(element) => {
                if (element) tabRefs.current.set(kind, element);
                else tabRefs.current.delete(kind);
              }}
              type="button"
              role="tab"
              id={`tab-${kind}`}
              aria-selected={active === kind}
              aria-controls={`panel-${kind}`}
              tabIndex={active === kind ? 0 : -1}
              className={styles.tab}
              onClick={() => selectTab(kind)}
              onKeyDown={onTabKeyDown}
            >
              {REVIEW_TABS[kind].tab}
              <span className={styles.badge} aria-label={count === undefined ? 'loading' : `${count} pending`}>
                {count ?? '…'}
              </span>
            </button>
          );
        })}
      </div>

      <div className={styles.body} data-display={displayed !== null}>
        <div className={styles.panels}>
          {REVIEW_KINDS.filter((kind) => mounted.has(kind)).map((kind) => (
            <ReviewPanel
              key={kind}
              kind={kind}
              items={lists[kind] as PendingItems[ReviewKind][] | undefined}
              selected={kind === active}
              displayedId={kind === 'comment' ? (displayed?.id ?? null) : null}
              withDisplay={renderDisplay !== undefined}
              onAsk={ask}
              onDisplay={setDisplayed}
            />
          ))}
        </div>

        {displayed && renderDisplay && (
          <aside className={styles.display} aria-label="Comment board display">
            <button type="button" className="button button--quiet" onClick={() => setDisplayed(null)}>
              Close Display
            </button>
            {renderDisplay(displayed)}
          </aside>
        )}
      </div>

      <Dialog
        open={confirmation !== null}
        onClose={() => setConfirmation(null)}
        returnFocus={() => (acted.current ? document.getElementById(`panel-${active}`) : null)}
        role="alertdialog"
        title={confirmation ? `Are you sure you want to ${confirmation.action} this application?` : ''}
        actions={
          confirmation && (
            <>
              {/* aria-disabled, not disabled: a disabled button would drop focus out of the dialog. */}
              <button
                type="button"
                className="button button--quiet"
                onClick={() => !busy && setConfirmation(null)}
                aria-disabled={busy || undefined}
              >
                Go Back
              </button>
              <button
                type="button"
                className={confirmation.action === 'reject' ? 'button button--danger' : 'button'}
                onClick={() => void confirm()}
                aria-disabled={busy || undefined}
              >
                {ACTION_LABEL[confirmation.action]}
              </button>
            </>
          )
        }
      >
        {confirmation && <Fields kind={confirmation.kind} item={confirmation.item} />}
      </Dialog>
    </div>
  );
}
