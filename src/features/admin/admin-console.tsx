// The admin review console (spec §2 /admin): five tabs of pending items, each
// with a live count; Approve and Reject behind a confirmation that lists the
// row's fields; Open Display for a pending comment in its board. The lists and
// decisions come from useReviewQueue (a page of each list and the count of
// all), a tab's cards and Show more from ReviewPanel, the confirmation from
// ReviewDialog. The selected tab's panel is rendered first and the others when
// the browser is idle, once every list has loaded.
import { useCallback, useState, type ReactNode } from 'react';
import { TabList, useTabs } from '../../components/ui/tabs';
import { REVIEW_KINDS, type PendingComment } from '../../domain/types';
import { m } from '../../i18n';
import { REVIEW_TABS } from './review-kinds';
import { ReviewDialog } from './review-dialog';
import { ReviewPanel } from './review-panel';
import { useReviewQueue, type ReviewDecision } from './use-review-queue';
import styles from './admin-console.module.css';

export interface AdminConsoleProps {
  /** The read-only board shown by Open Display, with the selected comment highlighted. */
  renderDisplay?: (comment: PendingComment) => ReactNode;
}

export function AdminConsole({ renderDisplay }: AdminConsoleProps) {
  const queue = useReviewQueue();
  const tabs = useTabs(REVIEW_KINDS, { lazy: true, renderRestWhenIdle: queue.allLoaded });
  // A list whose tab is left starts again at one page.
  queue.onlySelectedPaged(tabs.selected);
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [displayed, setDisplayed] = useState<PendingComment | null>(null);
  const closeDisplay = useCallback(() => setDisplayed(null), []);

  return (
    <div className={styles.console}>
      <p role="status" className={styles.notice} hidden={!queue.notice}>
        {queue.notice}
        {queue.notice && (
          <button type="button" className={styles.dismiss} onClick={queue.dismissNotice} aria-label={m.admin_dismiss_notice()}>
            ×
          </button>
        )}
      </p>

      <TabList
        tabs={tabs}
        label={m.admin_review_lists()}
        renderTab={(kind) => {
          const count = queue.pages[kind]?.total;
          return (
            <>
              {REVIEW_TABS[kind].tab()}
              <span
                className={styles.badge}
                aria-label={count === undefined ? m.admin_count_loading() : m.admin_count_pending({ count })}
              >
                {count ?? '…'}
              </span>
            </>
          );
        }}
      />

      <div className={styles.body} data-display={displayed !== null}>
        <div className={styles.panels}>
          {REVIEW_KINDS.filter(tabs.isMounted).map((kind) => (
            <ReviewPanel
              key={kind}
              tabs={tabs}
              kind={kind}
              page={queue.pages[kind]}
              limit={queue.limits[kind]}
              onShowMore={queue.showMore}
              displayedId={kind === 'comment' ? (displayed?.id ?? null) : null}
              withDisplay={renderDisplay !== undefined}
              onAsk={setDecision}
              onDisplay={setDisplayed}
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

      <ReviewDialog
        decision={decision}
        onClose={() => setDecision(null)}
        decide={queue.decide}
        onDecided={closeDisplay}
        panelId={tabs.panelId(tabs.selected)}
      />
    </div>
  );
}
