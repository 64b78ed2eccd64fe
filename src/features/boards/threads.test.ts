// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildMessage } from '../../../tests/builders';
import { ancestorIds, buildThreads, countReplies, sameThread, shareUnchanged } from './threads';

describe('thread derivation', () => {
  const root = buildMessage({ id: 'root' });
  const reply = buildMessage({ id: 'reply', replyTo: 'root' });
  const nested = buildMessage({ id: 'nested', replyTo: 'reply' });
  const second = buildMessage({ id: 'second' });

  it('nests replies under their parents and keeps the order', () => {
    const threads = buildThreads([root, reply, second, nested]);
    expect(threads.map((t) => t.message.id)).toEqual(['root', 'second']);
    expect(threads[0]!.replies.map((r) => r.message.id)).toEqual(['reply']);
    expect(threads[0]!.replies[0]!.replies.map((r) => r.message.id)).toEqual(['nested']);
    expect(countReplies(threads[0]!)).toBe(2);
    expect(countReplies(threads[1]!)).toBe(0);
  });

  it('shows a reply whose parent is not visible as a root', () => {
    const orphan = buildMessage({ id: 'orphan', replyTo: 'hidden' });
    expect(buildThreads([orphan]).map((t) => t.message.id)).toEqual(['orphan']);
  });

  it('survives a self-reference or a cycle without looping', () => {
    const self = buildMessage({ id: 'self', replyTo: 'self' });
    expect(buildThreads([self]).map((t) => t.message.id)).toEqual(['self']);
    const a = buildMessage({ id: 'a', replyTo: 'b' });
    const b = buildMessage({ id: 'b', replyTo: 'a' });
    expect(ancestorIds([a, b], 'a')).toEqual(['b']);
  });

  it('lists the ancestors of a reply, nearest first', () => {
    expect(ancestorIds([root, reply, nested], 'nested')).toEqual(['reply', 'root']);
    expect(ancestorIds([root], 'root')).toEqual([]);
  });

  it('keeps unchanged messages identical across live updates, so only changed threads render again', () => {
    const before = [root, reply, second];
    const again = before.map((message) => ({ ...message, attachments: [...message.attachments] }));
    expect(shareUnchanged(before, again)).toBe(before);

    const edited = { ...second, content: 'Edited', editTimestamp: '2026-11-21T10:00:00.000Z' };
    const next = shareUnchanged(before, [{ ...root }, { ...reply }, edited, { ...nested }]);
    expect(next[0]).toBe(root);
    expect(next[1]).toBe(reply);
    expect(next[2]).toBe(edited);
    expect(next[3]).not.toBe(nested);
    expect(next[3]).toEqual(nested);

    const [oldRoot, oldSecond] = buildThreads(before);
    const [newRoot, newSecond] = buildThreads(next);
    expect(sameThread(oldRoot!, newRoot!)).toBe(false);
    expect(sameThread(oldSecond!, newSecond!)).toBe(false);
    expect(sameThread(buildThreads(before)[0]!, buildThreads(shareUnchanged(before, [{ ...root }, { ...reply }]))[0]!)).toBe(true);
  });
});
