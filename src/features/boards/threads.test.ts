import { describe, expect, it } from 'vitest';
import { buildMessage } from '../../../tests/builders';
import { ancestorIds, buildThreads, countReplies } from './threads';

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
});
