// Reply threads derived from replyTo (spec §3: "Reply threads are derived").
import type { Message } from '../../domain/types';

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

function sameAttachments(a: Message['attachments'], b: Message['attachments']): boolean {
  return a.length === b.length && a.every((attachment, index) => attachment.name === b[index]!.name && attachment.url === b[index]!.url);
}

/** Whether two versions of a message would render the same. */
export function sameMessage(a: Message, b: Message): boolean {
  return (
    a === b ||
    (a.id === b.id &&
      a.boardId === b.boardId &&
      a.userId === b.userId &&
      a.content === b.content &&
      a.timestamp === b.timestamp &&
      a.editTimestamp === b.editTimestamp &&
      a.replyTo === b.replyTo &&
      a.isApproved === b.isApproved &&
      a.isDeleted === b.isDeleted &&
      sameAttachments(a.attachments, b.attachments))
  );
}

/**
 * The new list with every unchanged message replaced by its previous object,
 * so a live update that changes one message leaves the others identical
 * (and their memoised rows untouched). Returns `previous` itself when nothing changed.
 */
export function shareUnchanged(previous: readonly Message[], next: Message[]): Message[] {
  const before = new Map(previous.map((message) => [message.id, message]));
  let changed = previous.length !== next.length;
  const shared = next.map((message, index) => {
    const old = before.get(message.id);
    if (old && sameMessage(old, message)) {
      if (previous[index] !== old) changed = true;
      return old;
    }
    changed = true;
    return message;
  });
  return changed ? shared : (previous as Message[]);
}

/** Whether two thread nodes hold the same messages in the same shape (by identity). */
export function sameThread(a: ThreadNode, b: ThreadNode): boolean {
  return (
    a === b ||
    (a.message === b.message && a.replies.length === b.replies.length && a.replies.every((reply, index) => sameThread(reply, b.replies[index]!)))
  );
}
