// The data of the admin review console (spec §2 /admin): a live page of each
// of the five lists of pending items with the count of all of them, the
// decision on one item, and the paging of a long list: each list is read one
// page at a time (docs/decisions/009), PAGE_SIZE more per Show more, and
// back to one page once its tab is left. The console's components only show them.
// An approval the server refuses (an application with a member's email)
// shows the server's reason; spec §8 has admin failures only logged, and this
// departs from it on purpose (docs/decisions/005). The console says that
// reason itself, in the page's language, from the error's code (email-in-use).
import { useCallback, useMemo, useState } from 'react';
import { useLiveQuery } from '../../services/use-live-query';
import { useServiceAction } from '../../services/use-service-action';
import { isServiceError } from '../../domain/errors';
import { REVIEW_PAGE_SIZE as PAGE_SIZE } from '../../domain/limits';
import { REVIEW_KINDS, type PendingItems, type PendingPage, type ReviewKind } from '../../domain/types';
import type { Decision, Rejection } from '../../domain/moderation';
import type { BulkOutcome } from '../../services/api';
import { m } from '../../i18n';
import { REVIEW_TABS } from './review-kinds';

export type ReviewPages = { [K in ReviewKind]?: PendingPage<K> };
export type ReviewAction = 'approve' | 'reject';
export type ReviewItem = PendingItems[ReviewKind];

/** One decision the admin is asked to confirm: on one row, or on the rows checked for a bulk decision. */
export interface ReviewDecision {
  kind: ReviewKind;
  items: readonly ReviewItem[];
  action: ReviewAction;
  bulk: boolean;
}

/** What a decision carried out in this console did (the status says it, with its Undo). */
export interface DoneDecision {
  kind: ReviewKind;
  action: ReviewAction;
  /** The items decided (a bulk decision: those that were done). */
  itemIds: readonly string[];
  /** Their audit entries, as the decision answered: the undo names them. */
  entryIds: readonly string[];
  /** What the status says, and what its title is (the undo says it again). */
  text: string;
  title: string;
}

/** The button that carries an action out, in the page's language. */
export function actionLabel(action: ReviewAction): string {
  return action === 'approve' ? m.admin_approve() : m.admin_reject();
}

/** The email an item was sent with (applications, inquiries and contact messages have one; comments do not). */
function emailOf(item: PendingItems[ReviewKind]): string | null {
  return 'email' in item && typeof item.email === 'string' ? item.email : null;
}

/** What the console says when a decision could not be carried out. */
function failureNotice(action: ReviewAction, item: PendingItems[ReviewKind], title: string, error: unknown): string {
  // A refusal will not pass on a retry: say why instead of "try again". The
  // server refuses an approval when a member already has the application's
  // email (ServiceError email-in-use); the console says so itself, in the
  // page's language, with the email of the item it sent.
  if (isServiceError(error, 'changed')) return m.moderation_changed({ title });
  if (isServiceError(error, 'email-in-use')) {
    const email = emailOf(item);
    const reason = email ? m.admin_account_exists({ email }) : m.admin_email_in_use();
    return action === 'approve' ? m.admin_approve_refused({ title, reason }) : m.admin_reject_refused({ title, reason });
  }
  return action === 'approve' ? m.admin_approve_failed({ title }) : m.admin_reject_failed({ title });
}

type Limits = Record<ReviewKind, number>;
const FIRST_PAGES: Limits = { franchisee: PAGE_SIZE, contributor: PAGE_SIZE, pricing: PAGE_SIZE, contact: PAGE_SIZE, comment: PAGE_SIZE };

export interface ReviewQueue {
  /** Each kind's page of pending items and count of all, once loaded. */
  pages: ReviewPages;
  /** How many items of each kind are to be shown. */
  limits: Limits;
  /** Reads PAGE_SIZE more items of a kind. */
  showMore: (kind: ReviewKind) => void;
  /** Called while rendering with the selected tab: every other list starts again at one page. */
  onlySelectedPaged: (selected: ReviewKind) => void;
  allLoaded: boolean;
  /** What went wrong last (a list that failed to load, an action refused or failed), or null. */
  notice: string | null;
  dismissNotice: () => void;
  showNotice: (notice: string) => void;
  /** Carries out a decision; resolves what was done, or null (a failure is in `notice`). */
  decide: (decision: ReviewDecision, rejection: Rejection | null) => Promise<DoneDecision | null>;
}

/** One kind's live page; a larger limit reads again, and the page shown so far stays until the new one comes. */
function usePendingPage<K extends ReviewKind>(kind: K, limit: number, onError: (kind: ReviewKind, error: unknown) => void): PendingPage<K> | undefined {
  const page = useLiveQuery<PendingPage<K>>(
    `${kind}:${limit}`,
    (services, next, fail) => services.admin.watchPendingPage(kind, { limit }, next, fail),
    { subject: kind, onError: (error) => onError(kind, error) },
  );
  return page.status === 'ready' ? page.data : undefined;
}

export function useReviewQueue(): ReviewQueue {
  const [limits, setLimits] = useState<Limits>(FIRST_PAGES);
  const [notice, setNotice] = useState<string | null>(null);
  const loadFailed = (kind: ReviewKind, error: unknown) => {
    console.error(`Loading ${kind} items failed.`, error);
    setNotice(m.admin_load_failed({ tab: REVIEW_TABS[kind].tab() }));
  };

  // One live page per kind (five calls, not a loop: hooks are called in a fixed order).
  const franchisee = usePendingPage('franchisee', limits.franchisee, loadFailed);
  const contributor = usePendingPage('contributor', limits.contributor, loadFailed);
  const pricing = usePendingPage('pricing', limits.pricing, loadFailed);
  const contact = usePendingPage('contact', limits.contact, loadFailed);
  const comment = usePendingPage('comment', limits.comment, loadFailed);
  const pages: ReviewPages = useMemo(
    () => ({ franchisee, contributor, pricing, contact, comment }),
    [franchisee, contributor, pricing, contact, comment],
  );
  const { run: carryOut } = useServiceAction((services, { kind, items: [item], action }: ReviewDecision, rejection: Rejection | null) => {
    if (!item) return Promise.reject(new Error('No item to decide.'));
    return action === 'approve' || !rejection ? services.admin.approve(kind, item) : services.admin.reject(kind, item, rejection);
  });
  const { run: carryOutMany } = useServiceAction((services, { kind, items }: ReviewDecision, decision: Decision) =>
    services.admin.decideMany(kind, items, decision),
  );

  const showMore = useCallback((kind: ReviewKind) => setLimits((previous) => ({ ...previous, [kind]: previous[kind] + PAGE_SIZE })), []);
  const onlySelectedPaged = (selected: ReviewKind) => {
    if (REVIEW_KINDS.some((kind) => kind !== selected && limits[kind] !== PAGE_SIZE)) setLimits({ ...FIRST_PAGES, [selected]: limits[selected] });
  };

  const decideMany = async (decision: ReviewDecision, rejection: Rejection | null): Promise<DoneDecision | null> => {
    try {
      const outcomes = await carryOutMany(decision, rejection ? { action: 'reject', ...rejection } : { action: 'approve' });
      setNotice(null);
      const count = (outcome: BulkOutcome['outcome']) => outcomes.filter((result) => result.outcome === outcome).length;
      const [done, gone, changed, failed] = (['done', 'not-found', 'changed', 'failed'] as const).map(count) as [number, number, number, number];
      const doneOutcomes = outcomes.filter((result) => result.outcome === 'done');
      const itemIds = doneOutcomes.map((result) => result.itemId);
      const entryIds = doneOutcomes.flatMap((result) => (result.entryId ? [result.entryId] : []));
      const title = decision.items.filter((item) => itemIds.includes(item.id)).map((item) => REVIEW_TABS[decision.kind].title(item as never)).join(', ');
      return { kind: decision.kind, action: decision.action, itemIds, entryIds, title, text: m.moderation_bulk_summary({ done, gone, changed, failed }) };
    } catch (error) {
      console.error('Bulk decision failed.', error);
      setNotice(m.moderation_bulk_failed());
      return null;
    }
  };

  const decide = async (decision: ReviewDecision, rejection: Rejection | null): Promise<DoneDecision | null> => {
    if (decision.bulk) return decideMany(decision, rejection);
    const { kind, items, action } = decision;
    const item = items[0]!;
    const title = REVIEW_TABS[kind].title(item as never);
    try {
      const entryId = await carryOut(decision, rejection);
      setNotice(null);
      const text = action === 'approve' ? m.moderation_done_approve({ title }) : m.moderation_done_reject({ title });
      return { kind, action, itemIds: [item.id], entryIds: [entryId], title, text };
    } catch (error) {
      console.error(`${action === 'approve' ? 'Approve' : 'Reject'} failed.`, error);
      setNotice(failureNotice(action, item, title, error));
      return null;
    }
  };

  return {
    pages,
    limits,
    showMore,
    onlySelectedPaged,
    allLoaded: REVIEW_KINDS.every((kind) => pages[kind] !== undefined),
    notice,
    dismissNotice: () => setNotice(null),
    showNotice: setNotice,
    decide,
  };
}

export interface ReviewPage<T> {
  visible: readonly T[];
  /** Items not shown yet. */
  left: number;
  /** How many the next Show more adds. */
  more: number;
}

/** What a tab shows: its stable rows (those still pending count as shown), and what is left of the `total` pending. */
export function useReviewPage<T extends { gone: boolean }>(rows: readonly T[], total: number): ReviewPage<T> {
  const left = Math.max(0, total - rows.filter((row) => !row.gone).length);
  return { visible: rows, left, more: Math.min(PAGE_SIZE, left) };
}
