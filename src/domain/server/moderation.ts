// An Admin's decision on a pending item (issue 23, ADR 017), free of any SDK:
// the `moderate` callable runs it over firebase-admin, the local AdminService
// over Dexie (server-ports.ts), tests/functions against a fake Firestore.
//
// The payload only names the item (kind, id, board, the version the Admin
// saw) and the decision: the stored document is the truth. Each decision is
// one transaction that checks the item is still pending, applies the
// decision, logs it (moderationLog), keeps a rejected item in the archive for
// the undo window and tells the author (notify.ts). Applications go through
// their own rules (approval.ts, rejection.ts), which log in their commit.
import { BULK_MAX, REJECT_NOTE_MAX, isRejectReason, type BulkOutcome, type Decision } from '../moderation';
import { REVIEW_KINDS, type ReviewKind } from '../types';
import { approveApplication } from './approval';
import { APPLICATION_COLLECTIONS, isRecord } from './approval-records';
import { CallableError } from './callable-error';
import { rejectApplication } from './rejection';
import { decideComment } from './moderation-comments';
import { decideForm } from './moderation-forms';
import type { DecisionContext, DecisionResult, DecisionTarget, ModerationBackend, ModerationCaller } from './moderation-ports';

export const MODERATION_ADMIN_ONLY = 'Only an Admin can decide on pending items.';
export const INVALID_DECISION = 'Missing or invalid decision.';
export const NOT_PENDING = 'This item is no longer pending.';
export const TOO_MANY = `At most ${BULK_MAX} items can be decided at once.`;

export function requireModerator(caller: ModerationCaller | null | undefined): ModerationCaller {
  // The claim only: a member record is client-visible data, the claim is set by the server.
  if (!caller || caller.token['role'] !== 'Admin') throw new CallableError('permission-denied', MODERATION_ADMIN_ONLY);
  return caller;
}

/** A Firestore id that can stand in a path: 1 to 128 characters, no '/'. */
export function isPathId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 128 && !value.includes('/') && value !== '.' && value !== '..';
}

const invalid = (): CallableError => new CallableError('invalid-argument', INVALID_DECISION);

function parseKind(value: unknown): ReviewKind {
  if (!REVIEW_KINDS.includes(value as ReviewKind)) throw invalid();
  return value as ReviewKind;
}

export function parseDecision(value: unknown): Decision {
  if (!isRecord(value)) throw invalid();
  if (value['action'] === 'approve') return { action: 'approve' };
  const note = value['note'] ?? '';
  if (value['action'] !== 'reject' || !isRejectReason(value['reason']) || typeof note !== 'string' || note.length > REJECT_NOTE_MAX) throw invalid();
  return { action: 'reject', reason: value['reason'], note: note.trim() };
}

function parseTarget(kind: ReviewKind, value: unknown): DecisionTarget {
  if (!isRecord(value) || !isPathId(value['id'])) throw invalid();
  const { boardId, version } = value;
  if (kind !== 'comment') return { id: value['id'], boardId: null, version: null };
  if (!isPathId(boardId) || (version !== undefined && version !== null && typeof version !== 'string')) throw invalid();
  return { id: value['id'], boardId, version: version ?? null };
}

/** Decides one item: { kind, item: { id, boardId?, version? }, decision }. Throws the rule's refusal. */
export async function decide(
  backend: ModerationBackend,
  caller: ModerationCaller | null | undefined,
  payload: unknown,
  { now }: { now: Date },
): Promise<DecisionResult> {
  const admin = requireModerator(caller);
  const data = isRecord(payload) ? payload : {};
  const kind = parseKind(data['kind']);
  return decideOne({ backend, caller: admin, now }, kind, parseTarget(kind, data['item']), parseDecision(data['decision']));
}

async function decideOne(context: DecisionContext, kind: ReviewKind, target: DecisionTarget, decision: Decision): Promise<DecisionResult> {
  switch (kind) {
    case 'comment':
      return decideComment(context, target, decision);
    case 'pricing':
    case 'contact':
      return decideForm(context, kind, target.id, decision);
    case 'franchisee':
    case 'contributor':
      return decideApplication(context, kind, target.id, decision);
  }
}

async function decideApplication(context: DecisionContext, kind: 'franchisee' | 'contributor', docId: string, decision: Decision): Promise<DecisionResult> {
  const { backend, caller, now } = context;
  const role = kind === 'franchisee' ? 'Franchisee' : 'Contributor';
  if (decision.action === 'reject') {
    const result = await rejectApplication(backend, caller, { role, docId, reason: decision.reason, note: decision.note }, now);
    if (!result.rejected) throw new CallableError('not-found', NOT_PENDING);
    return { entryId: result.entryId };
  }
  // The application names its own email: the approval checks it against the stored one.
  const stored = await backend.runTransaction((transaction) => transaction.get({ collection: APPLICATION_COLLECTIONS[role], id: docId }));
  if (!stored) throw new CallableError('not-found', NOT_PENDING);
  const result = await approveApplication(backend, caller, { email: String(stored['email'] ?? '').toLowerCase(), role, docId }, { now: () => now });
  return { entryId: result.entryId ?? '' };
}

/** How one failed item of a bulk decision is reported. */
function outcomeOf(error: unknown): BulkOutcome['outcome'] {
  if (!(error instanceof CallableError)) return 'failed';
  if (error.code === 'not-found') return 'not-found';
  if (error.reason === 'changed') return 'changed';
  return 'failed';
}

/**
 * Items of a bulk decision decided at once: an application's approval waits on
 * Auth and several transactions, so 100 one after another could outlast the
 * callable's timeout; a few at a time keep it to bounded rounds, never a burst
 * of 100. Few, because each approval queues a mail, and every mail-sending
 * transaction reads the day's mail count (the daily cap): more at once would
 * mostly contend on that one document and retry.
 */
export const BULK_CONCURRENCY = 3;

/**
 * Decides up to BULK_MAX items of one kind: { kind, items: [...], decision }.
 * Each is decided on its own, BULK_CONCURRENCY at a time, outcomes in the
 * items' order; a refusal of one does not stop the others.
 */
export async function decideMany(
  backend: ModerationBackend,
  caller: ModerationCaller | null | undefined,
  payload: unknown,
  { now }: { now: Date },
): Promise<BulkOutcome[]> {
  const admin = requireModerator(caller);
  const data = isRecord(payload) ? payload : {};
  const kind = parseKind(data['kind']);
  const decision = parseDecision(data['decision']);
  const items = data['items'];
  if (!Array.isArray(items) || items.length === 0) throw invalid();
  if (items.length > BULK_MAX) throw new CallableError('invalid-argument', TOO_MANY);
  const targets = items.map((item) => parseTarget(kind, item));
  const decideTarget = async (target: DecisionTarget): Promise<BulkOutcome> => {
    try {
      const { entryId } = await decideOne({ backend, caller: admin, now }, kind, target, decision);
      return { itemId: target.id, outcome: 'done', entryId };
    } catch (error) {
      return { itemId: target.id, outcome: outcomeOf(error) };
    }
  };
  const outcomes: BulkOutcome[] = [];
  for (let start = 0; start < targets.length; start += BULK_CONCURRENCY) {
    outcomes.push(...(await Promise.all(targets.slice(start, start + BULK_CONCURRENCY).map(decideTarget))));
  }
  return outcomes;
}
