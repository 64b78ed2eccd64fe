// One tab of the admin console: the cards of a kind of pending item
// (review-rows.tsx), Select all and the bulk Approve and Reject of the rows
// checked; the page the console has read (PAGE_SIZE cards at first), then
// Show more, which reads the next page and moves focus to the first card it
// added. Once rendered, the panel stays mounted and laid out (collapsed,
// hidden from assistive technology and skipping rendering while another tab
// is selected), so switching tabs only paints a panel.
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Loading, useMinimumLoading } from '../../components/ui/loading';
import { TabPanel, type TabsState } from '../../components/ui/tabs';
import type { PendingPage, ReviewKind } from '../../domain/types';
import { m } from '../../i18n';
import { Rows, type RowActions } from './review-rows';
import type { AuditEntry } from '../../domain/moderation';
import type { StableRow } from './stable-list';
import { useReviewPage, type ReviewItem } from './use-review-queue';
import styles from './admin-console.module.css';

export interface ReviewPanelProps extends RowActions {
  tabs: TabsState<ReviewKind>;
  kind: ReviewKind;
  /** The tab's stable rows, the cursor and the rows checked for a bulk decision. */
  rows: readonly StableRow<ReviewItem>[];
  decisions: ReadonlyMap<string, AuditEntry>;
  cursor: string | null;
  checked: ReadonlySet<string>;
  onCheckAll: (kind: ReviewKind, ids: readonly string[]) => void;
  /** The page read so far, with the count of all pending items of the kind; undefined while loading. */
  page: PendingPage<ReviewKind> | undefined;
  onShowMore: (kind: ReviewKind) => void;
}

/** Memoised: a tab switch renders no rows again. */
export const ReviewPanel = memo(function ReviewPanel({ tabs, kind, page: read, onShowMore, rows, onCheckAll, ...actions }: ReviewPanelProps) {
  const selected = tabs.selected === kind;
  const items = read?.items;
  const page = useReviewPage(rows, read?.total ?? 0);
  // After Show more, focus moves to the title of the first row it added.
  const focusRow = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const waiting = useMinimumLoading(items === undefined);
  const showsRows = !waiting && items !== undefined && rows.length > 0;
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
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{m.admin_empty()}</p>
      ) : (
        <>
          <BulkBar kind={kind} rows={rows} checked={actions.checked} onAsk={actions.onAsk} onCheckAll={onCheckAll} />
          <Rows kind={kind} rows={rows} listRef={listRef} {...actions} />
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

type BulkBarProps = Pick<ReviewPanelProps, 'kind' | 'rows' | 'checked' | 'onAsk' | 'onCheckAll'>;

/** Select all (the rows shown) and the bulk decisions on the rows checked. */
function BulkBar({ kind, rows, checked, onAsk, onCheckAll }: BulkBarProps) {
  const open = rows.filter((row) => !row.gone);
  const count = checked.size;
  const all = open.length > 0 && open.every((row) => checked.has(row.item.id));
  const ask = (action: 'approve' | 'reject') =>
    onAsk({ kind, action, bulk: true, items: open.filter((row) => checked.has(row.item.id)).map((row) => row.item) });
  return (
    <div className={styles.bulk}>
      <label className={styles.selectAll}>
        <input type="checkbox" checked={all} onChange={() => onCheckAll(kind, all ? [] : open.map((row) => row.item.id))} />
        {m.moderation_select_all()}
      </label>
      <button type="button" className="button" disabled={count === 0} onClick={() => ask('approve')}>
        {m.moderation_approve_selected({ count })}
      </button>
      <button type="button" className="button button--quiet" disabled={count === 0} onClick={() => ask('reject')}>
        {m.moderation_reject_selected({ count })}
      </button>
    </div>
  );
}
