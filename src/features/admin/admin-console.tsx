// The admin review console (spec §2 /admin): five tabs of pending items, each
// with a live count; Approve and Reject behind a confirmation that lists the
// row's fields; Open Display for a pending comment in its board. Issue 23:
// it runs from the keyboard (console-keys.ts, every key with a button too),
// its lists never move under the cursor (use-console-lists.ts), a Reject
// asks for a reason, rows can be decided in bulk, a decision made here can be
// undone from its status, a comment's author has a record, and the Comments
// tab holds the trust rule's settings. The lists and decisions come from
// useReviewQueue, a tab's cards from ReviewPanel, the confirmation from
// ReviewDialog. The selected tab's panel is rendered first and the others
// when the browser is idle, once every list has loaded.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { TabList, useTabs } from '../../components/ui/tabs';
import type { Rejection } from '../../domain/moderation';
import { REVIEW_KINDS, type PendingComment, type ReviewKind } from '../../domain/types';
import { m } from '../../i18n';
import { AuthorDrawer } from './author-drawer';
import { useConsoleKeys, type ConsoleCommand } from './console-keys';
import { KeysHelp } from './keys-help';
import { REVIEW_TABS } from './review-kinds';
import { ReviewDialog } from './review-dialog';
import { ReviewPanel } from './review-panel';
import { rowId } from './review-rows';
import type { StableRow } from './stable-list';
import { TrustSettings } from './trust-settings';
import { useConsoleLists } from './use-console-lists';
import { useReviewQueue, type ReviewDecision, type ReviewQueue } from './use-review-queue';
import styles from './admin-console.module.css';

export interface AdminConsoleProps {
  /** The read-only board shown by Open Display, with the selected comment highlighted. */
  renderDisplay?: (comment: PendingComment) => ReactNode;
}

type Status = { text: string; undo: boolean } | null;

/** Decisions made here: carried out, their rows dropped, their status with its Undo. */
function useDecisions(queue: ReviewQueue, lists: ReturnType<typeof useConsoleLists>) {
  const [status, setStatus] = useState<Status>(null);
  const decide = async (asked: ReviewDecision, rejection: Rejection | null) => {
    const done = await queue.decide(asked, rejection);
    if (!done) {
      setStatus(null);
      return false;
    }
    lists.dispatch({ kind: asked.kind, type: 'decided', ids: done.itemIds });
    lists.remember(done);
    setStatus({ text: done.text, undo: true });
    return true;
  };
  const undo = async () => {
    const outcome = await lists.undoLast();
    if (outcome.ok) setStatus({ text: outcome.text, undo: false });
    else queue.showNotice(outcome.text);
  };
  return { status, decide, undo };
}

/** The selected row of a panel (focus goes there after a decision), else the panel. */
function cursorRowIn(panelId: string): HTMLElement | null {
  const panel = document.getElementById(panelId);
  return panel?.querySelector<HTMLElement>('li[aria-current="true"]') ?? panel;
}

/** A tab's name and its live count. */
function TabName({ kind, count }: { kind: ReviewKind; count: number | undefined }) {
  return (
    <>
      {REVIEW_TABS[kind].tab()}
      <span className={styles.badge} aria-label={count === undefined ? m.admin_count_loading() : m.admin_count_pending({ count })}>
        {count ?? '…'}
      </span>
    </>
  );
}

interface NoticesProps {
  queue: ReviewQueue;
  status: Status;
  canUndo: boolean;
  onUndo: () => void;
  arrivals: string;
}

/** What went wrong, what was just done (with its Undo), and the arrivals, announced politely. */
function Notices({ queue, status, canUndo, onUndo, arrivals }: NoticesProps) {
  return (
    <>
      <p role="status" className={styles.notice} hidden={!queue.notice}>
        {queue.notice}
        {queue.notice && (
          <button type="button" className={styles.dismiss} onClick={queue.dismissNotice} aria-label={m.admin_dismiss_notice()}>
            ×
          </button>
        )}
      </p>
      {status && (
        <p role="status" className={styles.done}>
          {status.text}
          {status.undo && canUndo && (
            <button type="button" className="button button--quiet" onClick={onUndo}>
              {m.moderation_undo()}
            </button>
          )}
        </p>
      )}
      <p aria-live="polite" className={styles.arrivals}>
        {arrivals}
      </p>
    </>
  );
}

/**
 * The row a console key acts on: the one focus is in, which may have taken
 * focus in this very task, before its cursor was rendered; else the cursor's.
 */
function rowForKey<T extends { id: string }>(list: { rows: readonly StableRow<T>[]; cursor: string | null }, focusedId: string | null): StableRow<T> | undefined {
  const id = focusedId !== null && list.rows.some((candidate) => candidate.item.id === focusedId) ? focusedId : list.cursor;
  return list.rows.find((candidate) => candidate.item.id === id);
}

export function AdminConsole({ renderDisplay }: AdminConsoleProps) {
  const queue = useReviewQueue();
  const tabs = useTabs(REVIEW_KINDS, { lazy: true, renderRestWhenIdle: queue.allLoaded });
  // A list whose tab is left starts again at one page.
  queue.onlySelectedPaged(tabs.selected);
  const lists = useConsoleLists(queue.pages, queue.limits, (error) => console.error('Watching the decisions failed.', error));
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [displayed, setDisplayed] = useState<PendingComment | null>(null);
  const [author, setAuthor] = useState<PendingComment | null>(null);
  const [help, setHelp] = useState(false);
  const closeDisplay = useCallback(() => setDisplayed(null), []);
  const { dispatch, onSelect, onToggle, onCheckAll } = lists;

  const kind = tabs.selected;
  const list = lists.lists[kind];
  const panelId = tabs.panelId(kind);
  // After a key moved the cursor: the cursor's row takes focus.
  const [moved, setMoved] = useState(0);
  const cursorId = list.cursor;
  useEffect(() => {
    if (moved > 0 && cursorId) document.getElementById(rowId(kind, cursorId))?.focus();
  }, [moved, kind, cursorId]);

  const { status, decide, undo } = useDecisions(queue, lists);
  const command = (name: ConsoleCommand, focusedId: string | null) => {
    const row = rowForKey(list, focusedId);
    if (row && row.item.id !== list.cursor) onSelect(kind, row.item.id);
    const open = row && !row.gone ? row.item : null;
    if (name === 'next' || name === 'previous') {
      dispatch({ kind, type: 'move', by: name === 'next' ? 1 : -1 });
      setMoved((count) => count + 1);
    } else if ((name === 'approve' || name === 'reject') && open) setDecision({ kind, items: [open], action: name, bulk: false });
    else if (name === 'display' && kind === 'comment' && row && renderDisplay) setDisplayed(displayed?.id === row.item.id ? null : (row.item as PendingComment));
    else if (name === 'select' && open) dispatch({ kind, type: 'toggle', id: open.id });
    else if (name === 'undo') void undo();
    else if (name === 'help') setHelp(true);
  };
  useConsoleKeys(command);

  return (
    <div className={styles.console}>
      <Notices queue={queue} status={status} canUndo={lists.canUndo} onUndo={() => void undo()} arrivals={lists.arrivals} />
      <button type="button" className={`button button--quiet ${styles.keysButton}`} onClick={() => setHelp(true)}>
        {m.moderation_keys_button()}
      </button>

      <TabList
        tabs={tabs}
        label={m.admin_review_lists()}
        renderTab={(tab) => <TabName kind={tab} count={queue.pages[tab]?.total} />}
      />

      <div className={styles.body} data-display={displayed !== null}>
        <div className={styles.panels}>
          {REVIEW_KINDS.filter(tabs.isMounted).map((tab) => (
            <ReviewPanel
              key={tab}
              tabs={tabs}
              kind={tab}
              page={queue.pages[tab]}
              rows={lists.lists[tab].rows}
              decisions={lists.decisions}
              cursor={lists.lists[tab].cursor}
              checked={lists.lists[tab].checked}
              onShowMore={queue.showMore}
              displayedId={tab === 'comment' ? (displayed?.id ?? null) : null}
              withDisplay={renderDisplay !== undefined}
              onAsk={setDecision}
              onDisplay={setDisplayed}
              onSelect={onSelect}
              onToggle={onToggle}
              onCheckAll={onCheckAll}
              onAuthor={setAuthor}
            />
          ))}
        </div>

        {displayed && renderDisplay && (
          <aside className={styles.display} aria-label={m.admin_display_label()}>
            <button type="button" className="button button--quiet" onClick={closeDisplay}>
              {m.admin_close_display()}
            </button>
            {renderDisplay(displayed)}
          </aside>
        )}
      </div>
      {kind === 'comment' && <TrustSettings />}

      <ReviewDialog
        decision={decision}
        onClose={() => setDecision(null)}
        decide={decide}
        onDecided={closeDisplay}
        focusAfter={() => cursorRowIn(panelId)}
      />
      <KeysHelp open={help} onClose={() => setHelp(false)} />
      <AuthorDrawer comment={author} onClose={() => setAuthor(null)} />
    </div>
  );
}
