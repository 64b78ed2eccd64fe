// The console's rows (issue 23): each tab's stable list (stable-list.ts) fed
// by its live page, the decisions logged since the console opened (which mark
// a row decided elsewhere with the decision and who made it), the arrivals to
// announce, and the Undo of the decisions made in this console, last first.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { AuditEntry } from '../../domain/moderation';
import { REVIEW_KINDS, type ReviewKind } from '../../domain/types';
import { m } from '../../i18n';
import { useLiveQuery } from '../../services/use-live-query';
import { useServiceAction } from '../../services/use-service-action';
import { REVIEW_TABS } from './review-kinds';
import { emptyList, stableList, type StableAction, type StableList } from './stable-list';
import type { DoneDecision, ReviewItem, ReviewPages } from './use-review-queue';

export type ConsoleLists = Record<ReviewKind, StableList<ReviewItem>>;
type ListAction = { kind: ReviewKind } & (StableAction<ReviewItem> | { type: 'reset' });

function reduce(lists: ConsoleLists, { kind, ...action }: ListAction): ConsoleLists {
  // A list read again for fewer rows (its tab was left) starts again: the rows it no longer reads are not gone.
  const next = action.type === 'reset' ? { ...emptyList<ReviewItem>(), loaded: true } : stableList(lists[kind], action);
  return next === lists[kind] ? lists : { ...lists, [kind]: next };
}

const EMPTY = Object.fromEntries(REVIEW_KINDS.map((kind) => [kind, emptyList<ReviewItem>()])) as ConsoleLists;

/** When an item was sent, from the field its kind keeps it in. */
function postedAt(item: ReviewItem): number {
  const record = item as unknown as Record<string, unknown>;
  const value = ['date', 'submittedAt', 'timestamp', 'submissionDate'].map((key) => record[key]).find((field) => typeof field === 'string');
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/** What a row decided elsewhere says: the decision and who made it, or only that it is no longer pending. */
export function goneText(entry: AuditEntry | undefined): string {
  if (!entry) return m.moderation_gone();
  const name = entry.adminUid === 'trust-rule' ? m.moderation_trust_rule() : entry.adminName;
  if (entry.action === 'approve') return m.moderation_decided_approve({ name });
  return entry.action === 'reject' ? m.moderation_decided_reject({ name }) : m.moderation_decided_undo({ name });
}

export function useConsoleLists(pages: ReviewPages, limits: Record<ReviewKind, number>, onError: (error: unknown) => void) {
  const [openedAt] = useState(() => new Date());
  const [lists, dispatch] = useReducer(reduce, EMPTY);
  const fed = useRef<Partial<Record<ReviewKind, { page: unknown; limit: number }>>>({});
  useEffect(() => {
    for (const kind of REVIEW_KINDS) {
      const page = pages[kind];
      const last = fed.current[kind];
      if (!page || (last?.page === page && last.limit === limits[kind])) continue;
      if (last && limits[kind] < last.limit) dispatch({ kind, type: 'reset' });
      fed.current[kind] = { page, limit: limits[kind] };
      const items = (page.items as ReviewItem[]).slice(0, limits[kind]);
      dispatch({ kind, type: 'live', items, isNew: (item) => postedAt(item) >= openedAt.getTime() });
    }
  }, [pages, limits, openedAt]);

  const since = useLiveQuery<AuditEntry[]>('decisions-since', (services, next, fail) => services.admin.watchDecisionsSince(openedAt, next, fail), {
    onError,
  });
  const entries = since.status === 'ready' ? since.data : null;
  // The latest entry of each item.
  const decisions = useMemo(
    () => new Map((entries ?? []).toSorted((a, b) => a.at.localeCompare(b.at)).map((entry) => [entry.itemId, entry])),
    [entries],
  );

  const arrivals = REVIEW_KINDS.filter((kind) => lists[kind].arrived > 0)
    .map((kind) => {
      const count = lists[kind].arrived;
      return kind === 'comment' ? m.moderation_arrivals_comment({ count }) : m.moderation_arrivals({ count, tab: REVIEW_TABS[kind].tab() });
    })
    .join(' ');

  // The rows' own handlers, stable so that memoised rows do not render again.
  const onSelect = useCallback((kind: ReviewKind, id: string) => dispatch({ kind, type: 'select', id }), []);
  const onToggle = useCallback((kind: ReviewKind, id: string) => dispatch({ kind, type: 'toggle', id }), []);
  const onCheckAll = useCallback((kind: ReviewKind, ids: readonly string[]) => dispatch({ kind, type: 'check', ids }), []);
  return { lists, dispatch, decisions, arrivals, onSelect, onToggle, onCheckAll, ...useUndo(dispatch) };
}

/** The decisions made in this console, last first, and their Undo of the audit entries each decision answered. */
function useUndo(dispatch: (action: ListAction) => void) {
  const [done, setDone] = useState<readonly DoneDecision[]>([]);
  const { run: undoEntries } = useServiceAction((services, ids: readonly string[]) => Promise.all(ids.map((id) => services.admin.undo(id))));
  const remember = (decision: DoneDecision) => setDone((previous) => [...previous, decision]);

  /** Undoes the last decision made here; resolves what the status says. */
  const undoLast = async (): Promise<{ ok: boolean; text: string }> => {
    const last = done.at(-1);
    if (!last) return { ok: false, text: m.moderation_nothing_to_undo() };
    try {
      // The write is a transition: it starts once the key's event is over, not inside its handler.
      await Promise.resolve();
      await undoEntries(last.entryIds);
      setDone((previous) => previous.filter((decision) => decision !== last));
      dispatch({ kind: last.kind, type: 'undone', ids: last.itemIds });
      return { ok: true, text: m.moderation_undone({ title: last.title }) };
    } catch (error) {
      console.error('Undo failed.', error);
      return { ok: false, text: m.moderation_undo_failed({ title: last.title }) };
    }
  };
  return { remember, undoLast, canUndo: done.length > 0 };
}
