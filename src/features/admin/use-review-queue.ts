// The data of the admin review console (spec §2 /admin): the five live lists
// of pending items and their counts, the decision on one item, and the paging
// of a long list. The console's components only show them.
// An approval the server refuses (an application with a member's email)
// shows the server's reason; spec §8 has admin failures only logged, and this
// departs from it on purpose (docs/decisions/005).
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../services/context';
import { isServiceError } from '../../domain/errors';
import { REVIEW_KINDS, type PendingItems, type ReviewKind } from '../../domain/types';
import { REVIEW_TABS } from './review-kinds';

export type ReviewLists = { [K in ReviewKind]?: PendingItems[K][] };
export type ReviewAction = 'approve' | 'reject';
export type ReviewItem = PendingItems[ReviewKind];

/** One decision the admin is asked to confirm. */
export interface ReviewDecision {
  kind: ReviewKind;
  item: ReviewItem;
  action: ReviewAction;
}

export const ACTION_LABEL: Record<ReviewAction, string> = { approve: 'Approve', reject: 'Reject' };

export interface ReviewQueue {
  /** Each kind's pending items, once loaded. */
  lists: ReviewLists;
  allLoaded: boolean;
  /** What went wrong last (a list that failed to load, an action refused or failed), or null. */
  notice: string | null;
  dismissNotice: () => void;
  /** Carries out a decision; resolves whether it was done (a failure is in `notice`). */
  decide: (decision: ReviewDecision) => Promise<boolean>;
}

export function useReviewQueue(): ReviewQueue {
  const services = useServices();
  const [lists, setLists] = useState<ReviewLists>({});
  const [notice, setNotice] = useState<string | null>(null);

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

  const decide = async ({ kind, item, action }: ReviewDecision): Promise<boolean> => {
    if (!services) return false;
    try {
      await services.admin[action](kind, item);
      setNotice(null);
      return true;
    } catch (error) {
      console.error(`${ACTION_LABEL[action]} failed.`, error);
      const title = REVIEW_TABS[kind].title(item as never);
      // A refusal will not pass on a retry: say why instead of "try again".
      setNotice(
        isServiceError(error, 'email-in-use')
          ? `Could not ${action} “${title}”. ${error.message}`
          : `Could not ${action} “${title}”. The list is unchanged; try again.`,
      );
      return false;
    }
  };

  return {
    lists,
    allLoaded: REVIEW_KINDS.every((kind) => lists[kind] !== undefined),
    notice,
    dismissNotice: () => setNotice(null),
    decide,
  };
}

/** Cards shown at first, and added by each Show more. */
export const PAGE_SIZE = 24;

export interface ReviewPage<T> {
  visible: readonly T[];
  /** Items not shown yet. */
  left: number;
  /** How many the next Show more adds. */
  more: number;
  showMore: () => void;
}

/** The first PAGE_SIZE items of a list, then PAGE_SIZE more at a time; a list selected again starts again at one page. */
export function useReviewPage<T>(items: readonly T[] | undefined, selected: boolean): ReviewPage<T> {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [wasSelected, setWasSelected] = useState(selected);
  if (selected !== wasSelected) {
    setWasSelected(selected);
    if (!selected) setLimit(PAGE_SIZE);
  }
  const visible = useMemo(() => items?.slice(0, limit) ?? [], [items, limit]);
  const left = (items?.length ?? 0) - visible.length;
  return { visible, left, more: Math.min(PAGE_SIZE, left), showMore: () => setLimit(limit + PAGE_SIZE) };
}
