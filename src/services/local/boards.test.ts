// @vitest-environment node
// The local board query reads what the screen shows, not the board: a page of
// threads and their replies, counted by LocalOptions.onRead, whatever the
// board's size; and version 3 of the database gives older messages their threadId.
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { nextValue } from '../../../tests/contract/contract-helpers';
import { createTestLocalServices } from '../../../tests/setup/local-services';
import type { Message } from '../../domain/types';
import type { BoardWindow } from '../api';
import { openDatabase, type MessageRecord } from './db';


/** A board of `threads` threads of `perThread` messages each (a root and its replies, nested one level). */
async function boardOf(threads: number, perThread: number) {
  let reads = 0;
  const { services, dbName } = await createTestLocalServices('board-paging', { onRead: (count) => (reads += count) });
  const db = openDatabase(dbName);
  const records: MessageRecord[] = [];
  for (let thread = 0; thread < threads; thread += 1) {
    for (let index = 0; index < perThread; index += 1) {
      const id = `t${thread}-m${index}`;
      records.push({
        id,
        boardId: 'sweeps',
        userId: 'demo-franchisee',
        content: `Message ${id}`,
        attachments: [],
        timestamp: new Date(Date.UTC(2020, 0, 1, 0, thread, index)).toISOString(),
        editTimestamp: null,
        replyTo: index === 0 ? null : index === 1 ? `t${thread}-m0` : `t${thread}-m1`,
        threadId: `t${thread}-m0`,
        isApproved: true,
        isDeleted: false,
      });
    }
  }
  await db.comments.bulkAdd(records);
  return { services, db, reads: () => reads, resetReads: () => void (reads = 0) };
}

function page(services: Awaited<ReturnType<typeof boardOf>>['services'], predicate: (value: [Message[], BoardWindow]) => boolean = () => true) {
  return nextValue<[Message[], BoardWindow]>(
    (next, onError) => services.boards.watchMessages('sweeps', {}, (messages, window) => next([messages, window]), onError),
    predicate,
  );
}

describe('local board paging', () => {
  it('reads the newest 30 threads and their replies, the same at 60 and at 600 threads', async () => {
    const counts: number[] = [];
    for (const threads of [60, 600]) {
      const board = await boardOf(threads, 4);
      const [messages, window] = await page(board.services);
      expect(messages).toHaveLength(30 * 4);
      expect(window.earlierThreads).toBe(threads - 30);
      expect(messages[0]!.threadId).toBe(`t${threads - 30}-m0`);
      counts.push(board.reads());
    }
    expect(counts[0]).toBe(120);
    expect(counts[1]).toBe(counts[0]);
  });

  it('reads the page again, not the board, when a message is added', async () => {
    const board = await boardOf(300, 4);
    let seen: Message[] = [];
    const waiters: (() => void)[] = [];
    const stop = board.services.boards.watchMessages('sweeps', {}, (messages) => {
      seen = messages;
      for (const wake of waiters.splice(0)) wake();
    });
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise<void>((resolve) => waiters.push(resolve));
    };
    await until(() => seen.length > 0);
    board.resetReads();
    await board.db.comments.add({
      id: 'late',
      boardId: 'sweeps',
      userId: 'demo-franchisee',
      content: 'Late thread',
      attachments: [],
      timestamp: new Date(Date.UTC(2030, 0, 1)).toISOString(),
      editTimestamp: null,
      replyTo: null,
      threadId: 'late',
      isApproved: true,
      isDeleted: false,
    });
    await until(() => seen.some((m) => m.id === 'late'));
    stop();
    // The new thread is added below; the page it opened on stays.
    expect(seen).toHaveLength(30 * 4 + 1);
    expect(board.reads()).toBeLessThan(4 * (30 * 4 + 1));
  });

  it('gives the messages of an older database their threadId (version 3)', async () => {
    const dbName = `board-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(dbName);
    old.version(2).stores({ comments: 'id, timestamp, [boardId+timestamp], replyTo' });
    await old.open();
    const stored = (id: string, replyTo: string | null, isApproved = true) => ({
      id,
      boardId: 'sweeps',
      userId: 'demo-franchisee',
      content: id,
      attachments: [],
      timestamp: new Date(Date.UTC(2020, 0, 1)).toISOString(),
      editTimestamp: null,
      replyTo,
      isApproved,
      isDeleted: false,
    });
    await old.table('comments').bulkAdd([stored('root', null), stored('reply', 'root'), stored('nested', 'reply', false), stored('orphan', 'gone')]);
    old.close();

    const db = openDatabase(dbName);
    await db.open();
    const threadOf = async (id: string) => (await db.comments.get(id))?.threadId;
    expect(await threadOf('root')).toBe('root');
    expect(await threadOf('reply')).toBe('root');
    expect(await threadOf('nested')).toBe('root');
    expect(await threadOf('orphan')).toBe('orphan');
    expect((await db.comments.get('nested'))?.listKey).toBe(0);
    expect(await db.comments.where('[boardId+listKey+timestamp]').between(['sweeps', 2, ''], ['sweeps', 2, '\uffff']).primaryKeys()).toEqual(['root']);
    db.close();
  });
});
