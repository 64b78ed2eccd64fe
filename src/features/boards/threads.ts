// Reply threads derived from replyTo (spec §3: "Reply threads are derived").
import type { Message } from '../../services/types';

export interface ThreadNode {
  message: Message;
  replies: ThreadNode[];
}

/**
 * Builds the reply tree from a flat list ordered oldest first. A reply whose
 * parent is not in the list (not visible to this viewer) is shown as a root
 * rather than lost.
 */
export function buildThreads(messages: readonly Message[]): ThreadNode[] {
  const nodes = new Map<string, ThreadNode>(messages.map((message) => [message.id, { message, replies: [] }]));
  const roots: ThreadNode[] = [];
  for (const message of messages) {
    const node = nodes.get(message.id)!;
    const parent = message.replyTo !== null ? nodes.get(message.replyTo) : undefined;
    if (parent && parent !== node) parent.replies.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of a message's ancestors, nearest first: the threads to expand after replying. */
export function ancestorIds(messages: readonly Message[], id: string): string[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  const ancestors: string[] = [];
  const seen = new Set<string>([id]);
  let parentId = byId.get(id)?.replyTo ?? null;
  while (parentId !== null && !seen.has(parentId)) {
    ancestors.push(parentId);
    seen.add(parentId);
    parentId = byId.get(parentId)?.replyTo ?? null;
  }
  return ancestors;
}

/** How many replies a thread holds at any depth. */
export function countReplies(node: ThreadNode): number {
  return node.replies.reduce((total, reply) => total + 1 + countReplies(reply), 0);
}
