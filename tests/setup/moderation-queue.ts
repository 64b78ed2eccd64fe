// A comment queue for the console's component tests (issue 23): the seeded
// local services, whose comment list, decisions, audit log, author records
// and trust settings are held here, so a test can decide a comment
// "elsewhere" (another Admin, another tab), post an arrival, and read what
// the console asked the service to do.
import type { AuditEntry, AuthorRecord, Decision, TrustSettings } from '../../src/domain/moderation';
import { ServiceError } from '../../src/domain/errors';
import { DEFAULT_TRUST, UNDO_WINDOW_MS } from '../../src/domain/moderation';
import type { PendingComment, PendingPage } from '../../src/domain/types';
import type { BulkOutcome, Services } from '../../src/services/api';
import { createTestServices } from './render-app';

export function buildPendingComment(n: number, overrides: Partial<PendingComment> = {}): PendingComment {
  const date = new Date(Date.UTC(2025, 0, 1, 12, n)).toISOString();
  return {
    id: `comment-${n}`,
    commentBoardId: 'board-quality',
    path: `/page${n}`,
    topic: 'Comments',
    userName: `Writer ${n}`,
    date,
    content: `Comment number ${n}`,
    isApproved: false,
    authorId: `writer-${n}`,
    version: date,
    flags: [],
    ...overrides,
  };
}

export async function withCommentQueue(count: number) {
  const base = await createTestServices();
  let comments = Array.from({ length: count }, (_, index) => buildPendingComment(index + 1));
  let log: AuditEntry[] = [];
  let trust: TrustSettings = DEFAULT_TRUST;
  const calls = { decisions: [] as { ids: string[]; decision: Decision }[], undone: [] as string[], trust: [] as TrustSettings[] };
  const pages = new Set<{ limit: number; emit: (page: PendingPage<'comment'>) => void }>();
  const watchers = new Set<(entries: AuditEntry[]) => void>();
  const emit = () => {
    pages.forEach((page) => page.emit({ items: comments.slice(0, page.limit), total: comments.length }));
    watchers.forEach((watcher) => watcher([...log]));
  };
  const logDecision = (comment: PendingComment, decision: Decision, admin = { uid: 'demo-admin', name: 'Admin' }): string => {
    const at = new Date();
    const id = `entry-${log.length + 1}`;
    log = [
      ...log,
      {
        id,
        kind: 'comment',
        action: decision.action,
        itemId: comment.id,
        boardId: comment.commentBoardId,
        adminUid: admin.uid,
        adminName: admin.name,
        at: at.toISOString(),
        item: comment,
        reason: decision.action === 'reject' ? decision.reason : null,
        note: decision.action === 'reject' ? decision.note : '',
        undoes: null,
        undoableUntil: new Date(at.getTime() + UNDO_WINDOW_MS).toISOString(),
      },
    ];
    return id;
  };
  const decide = (ids: readonly string[], decision: Decision, admin?: { uid: string; name: string }): BulkOutcome[] => {
    const outcomes = ids.map((itemId): BulkOutcome => {
      const comment = comments.find((candidate) => candidate.id === itemId);
      if (!comment) return { itemId, outcome: 'not-found' };
      const entryId = logDecision(comment, decision, admin);
      comments = comments.filter((candidate) => candidate !== comment);
      return { itemId, outcome: 'done', entryId };
    });
    if (!admin) calls.decisions.push({ ids: [...ids], decision });
    queueMicrotask(emit);
    return outcomes;
  };

  /** One item's decision as the service resolves it: its entry id, or the refusal of an item no longer pending. */
  const decidedOne = ([outcome]: BulkOutcome[]): Promise<string> =>
    outcome?.entryId ? Promise.resolve(outcome.entryId) : Promise.reject(new ServiceError('not-found', 'This item is no longer pending.'));

  const admin: Services['admin'] = {
    ...base.admin,
    watchPendingPage: (kind, options, callback, onError) => {
      if (kind !== 'comment') return base.admin.watchPendingPage(kind, options, callback, onError);
      const page = { limit: options.limit, emit: callback as unknown as (page: PendingPage<'comment'>) => void };
      pages.add(page);
      queueMicrotask(() => pages.has(page) && page.emit({ items: comments.slice(0, page.limit), total: comments.length }));
      return () => pages.delete(page);
    },
    approve: (kind, item) => (kind === 'comment' ? decidedOne(decide([item.id], { action: 'approve' })) : base.admin.approve(kind, item)),
    reject: (kind, item, rejection) =>
      kind === 'comment' ? decidedOne(decide([item.id], { action: 'reject', ...rejection })) : base.admin.reject(kind, item, rejection),
    decideMany: (_kind, items, decision) => Promise.resolve(decide(items.map((item) => item.id), decision)),
    undo: (entryId) => {
      calls.undone.push(entryId);
      const entry = log.find((candidate) => candidate.id === entryId);
      if (entry) comments = [...comments, entry.item as PendingComment];
      queueMicrotask(emit);
      return Promise.resolve();
    },
    watchDecisionsSince: (_since, callback) => {
      watchers.add(callback);
      queueMicrotask(() => watchers.has(callback) && callback([...log]));
      return () => watchers.delete(callback);
    },
    getAuthorRecord: (uid): Promise<AuthorRecord> =>
      Promise.resolve({
        uid,
        name: 'Writer 1',
        approved: 7,
        rejected: 2,
        pending: comments.filter((comment) => comment.authorId === uid).length,
        recent: [{ id: 'old-1', boardId: 'board-quality', path: '/quality', content: 'An earlier <b>message</b>', timestamp: '2024-12-01T12:00:00.000Z', isApproved: true }],
      }),
    getTrustSettings: () => Promise.resolve(trust),
    setTrustSettings: (settings) => {
      calls.trust.push(settings);
      trust = settings;
      return Promise.resolve();
    },
  };
  return {
    services: { ...base, admin } satisfies Services,
    calls,
    /** Another Admin (or another tab) decides a comment. */
    decideElsewhere: (id: string, decision: Decision, name = 'Jane Admin') => decide([id], decision, { uid: 'other-admin', name }),
    /** A comment posted now joins the queue. */
    post: (comment: PendingComment) => {
      comments = [...comments, comment];
      emit();
    },
  };
}
