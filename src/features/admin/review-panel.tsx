// One tab of the admin console: the cards of a kind of pending item, each
// with its fields and its Approve, Reject (and for a comment, Open Display)
// buttons; the page the console has read (PAGE_SIZE cards at first), then
// Show more, which reads the next page and moves focus to the first card it
// added. Once rendered, the panel stays mounted and laid out (collapsed,
// hidden from assistive technology and skipping rendering while another tab
// is selected), so switching tabs only paints a panel.
import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { TabPanel, type TabsState } from '../../components/ui/tabs';
import type { PendingComment, PendingPage, ReviewKind } from '../../domain/types';
import { m, useLocale } from '../../i18n';
import { fieldText, REVIEW_TABS, type FieldInfo } from './review-kinds';
import { useReviewPage, type ReviewDecision, type ReviewItem } from './use-review-queue';
import styles from './admin-console.module.css';

/** A row's fields with their labels, as REVIEW_TABS lists them (never a password). */
export function Fields({ kind, item }: { kind: ReviewKind; item: ReviewItem }) {
  const locale = useLocale();
  const fields = REVIEW_TABS[kind].fields as readonly FieldInfo<Record<string, unknown>>[];
  const record = item as unknown as Record<string, unknown>;
  return (
    <dl className={styles.fields}>
      {fields.map((field) => (
        <div key={field.key}>
          <dt>{field.label()}</dt>
          <dd>{field.show ? field.show(record[field.key]) : fieldText(record[field.key], field.date, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface CardActions {
  displayedId: string | null;
  withDisplay: boolean;
  onAsk: (decision: ReviewDecision) => void;
  onDisplay: (comment: PendingComment | null) => void;
}

interface RowsProps extends CardActions {
  kind: ReviewKind;
  rows: readonly ReviewItem[];
  listRef: RefObject<HTMLUListElement | null>;
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
              <button
                type="button"
                className="button"
                aria-label={m.admin_approve_item({ title })}
                onClick={() => onAsk({ kind, item, action: 'approve' })}
              >
                {m.admin_approve()}
              </button>
              <button
                type="button"
                className="button button--quiet"
                aria-label={m.admin_reject_item({ title })}
                onClick={() => onAsk({ kind, item, action: 'reject' })}
              >
                {m.admin_reject()}
              </button>
              {kind === 'comment' && withDisplay && (
                <button
                  type="button"
                  className="button button--quiet"
                  aria-label={m.admin_open_display_for({ title })}
                  aria-pressed={shown}
                  onClick={() => onDisplay(shown ? null : (item as PendingComment))}
                >
                  {m.admin_open_display()}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
});

export interface ReviewPanelProps extends CardActions {
  tabs: TabsState<ReviewKind>;
  kind: ReviewKind;
  /** The page read so far, with the count of all pending items of the kind; undefined while loading. */
  page: PendingPage<ReviewKind> | undefined;
  /** How many cards to show. */
  limit: number;
  onShowMore: (kind: ReviewKind) => void;
}

/** Memoised: a tab switch renders no rows again. */
export const ReviewPanel = memo(function ReviewPanel({ tabs, kind, page: read, limit, onShowMore, ...actions }: ReviewPanelProps) {
  const selected = tabs.selected === kind;
  const items = read?.items;
  const page = useReviewPage<ReviewItem>(read, limit);
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

  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    const row = listRef.current?.children[index];
    // The next page is still being read.
    if (!row) return;
    focusRow.current = null;
    row.querySelector('h2')?.focus();
  }, [page.visible]);

  const showMore = () => {
    focusRow.current = page.visible.length;
    onShowMore(kind);
  };

  return (
    <TabPanel
      tabs={tabs}
      id={kind}
      as="section"
      keepLayout
      focusable
      className={styles.panel}
      data-state={selected ? 'shown' : laidOut ? 'skipped' : 'collapsed'}
    >
      {waiting || items === undefined ? (
        <Loading label={m.admin_loading_items()} />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{m.admin_empty()}</p>
      ) : (
        <>
          <Rows kind={kind} rows={page.visible} listRef={listRef} {...actions} />
          {page.left > 0 && (
            <button type="button" className={`button button--quiet ${styles.more}`} onClick={showMore}>
              {m.admin_show_more({ more: page.more, left: page.left })}
            </button>
          )}
        </>
      )}
    </TabPanel>
  );
});
