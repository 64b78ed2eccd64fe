// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isServiceError } from './errors';
import { planEdit, planPost } from './message-plans';
import { byTime } from './messages';

const board = { kind: 'comments', maxLength: 20, allowAttachments: true } as const;
const discussion = { ...board, kind: 'discussion' } as const;
const contributor = { uid: 'c', role: 'Contributor' } as const;
const franchisee = { uid: 'f', role: 'Franchisee' } as const;
const approvedRoot = { isApproved: true, isDeleted: false, threadId: 'root' };
const file = (name: string) => ({ name, type: 'text/plain', size: 10 });

function refusal(plan: () => unknown): string | null {
  try {
    plan();
    return null;
  } catch (error) {
    return isServiceError(error) ? error.code : String(error);
  }
}

describe('planPost', () => {
  it('plans a root post: trimmed text, its own thread, approval by role', () => {
    const plan = planPost(contributor, board, { content: '  Kiln logs ', replyTo: null, files: [] }, { id: 'm1', parent: null });
    expect(plan).toEqual({ userId: 'c', content: 'Kiln logs', replyTo: null, threadId: 'm1', isApproved: false, isDeleted: false, editTimestamp: null });
    expect(planPost(franchisee, board, { content: 'Hi', replyTo: null, files: [] }, { id: 'm2', parent: null }).isApproved).toBe(true);
  });

  it('puts a reply in its parent’s thread, and refuses one to a pending or missing parent', () => {
    const reply = planPost(franchisee, board, { content: 'Reply', replyTo: 'p', files: [] }, { id: 'r', parent: approvedRoot });
    expect(reply.threadId).toBe('root');
    expect(refusal(() => planPost(franchisee, board, { content: 'Reply', replyTo: 'p', files: [] }, { id: 'r', parent: { ...approvedRoot, isApproved: false } }))).toBe('invalid-argument');
    expect(refusal(() => planPost(franchisee, board, { content: 'Reply', replyTo: 'p', files: [] }, { id: 'r', parent: null }))).toBe('invalid-argument');
  });

  it('refuses a visitor, a read-only member, and text or files the board does not take', () => {
    const input = { content: 'Hi', replyTo: null, files: [] };
    expect(refusal(() => planPost(null, board, input, { id: 'm', parent: null }))).toBe('permission-denied');
    expect(refusal(() => planPost(contributor, discussion, input, { id: 'm', parent: null }))).toBe('permission-denied');
    expect(refusal(() => planPost(franchisee, board, { ...input, content: 'x'.repeat(21) }, { id: 'm', parent: null }))).toBe('invalid-argument');
    expect(refusal(() => planPost(franchisee, { ...board, allowAttachments: false }, { ...input, files: [file('a.txt')] }, { id: 'm', parent: null }))).toBe('invalid-argument');
  });
});

describe('planEdit', () => {
  const message = { userId: 'f', isApproved: true, isDeleted: false };
  const current = [{ name: 'a.txt' }, { name: 'b.txt' }];

  it('keeps, removes and replaces files for the author', () => {
    const plan = planEdit(franchisee, board, message, current, { content: 'Edited', keep: ['a.txt', 'b.txt'], files: [file('b.txt')] });
    expect(plan).toEqual({ text: 'Edited', kept: [{ name: 'a.txt' }], removed: [], newNames: ['b.txt'] });
    expect(planEdit(franchisee, board, message, current, { content: 'Edited', keep: [], files: [] }).removed).toEqual(current);
  });

  it('lets nobody but the author edit, a contributor only while pending, and never a deleted message', () => {
    const edit = { content: 'Edited', keep: [], files: [] };
    expect(refusal(() => planEdit(contributor, board, message, current, edit))).toBe('permission-denied');
    expect(refusal(() => planEdit(contributor, board, { ...message, userId: 'c' }, current, edit))).toBe('permission-denied');
    expect(refusal(() => planEdit(contributor, board, { ...message, userId: 'c', isApproved: false }, current, edit))).toBeNull();
    expect(refusal(() => planEdit(franchisee, board, { ...message, isDeleted: true }, current, edit))).toBe('permission-denied');
  });
});

describe('byTime', () => {
  it('orders oldest first, equal times by id', () => {
    const messages = [
      { id: 'b', timestamp: '2026-11-20T10:00:00.000Z' },
      { id: 'a', timestamp: '2026-11-20T10:00:00.000Z' },
      { id: 'c', timestamp: '2026-11-19T10:00:00.000Z' },
    ];
    expect([...messages].sort(byTime).map((message) => message.id)).toEqual(['c', 'a', 'b']);
  });
});
