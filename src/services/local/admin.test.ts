// @vitest-environment node
// The local review pages read what they show, not the lists: with hundreds of
// pending items per kind, a page of 24 reads 24 records (and, for comments,
// their boards and authors), counted by LocalOptions.onRead.
import { describe, expect, it } from 'vitest';
import { nextValue } from '../../../tests/contract/contract-helpers';
import { createTestLocalServices } from '../../../tests/setup/local-services';
import { DEMO_ACCOUNTS } from '../demo-data';
import type { PendingPage, ReviewKind } from '../../domain/types';
import type { Services } from '../api';
import { openDatabase, type MessageRecord } from './db';

const PENDING = 300;

async function withPending() {
  let reads = 0;
  const { services, dbName } = await createTestLocalServices('admin-paging', { onRead: (count) => (reads += count) });
  const db = openDatabase(dbName);
  const at = (n: number) => new Date(Date.UTC(2020, 0, 1, 0, n)).toISOString();
  await db.contactSubmissions.bulkAdd(
    Array.from({ length: PENDING }, (_, n) => ({ id: `c-${n}`, email: `c${n}@example.com`, subject: `S ${n}`, message: 'M', timestamp: at(n), status: 'Pending' as const, language: 'en-CA' as const })),
  );
  const message = (n: number, isApproved: boolean): MessageRecord => ({
    id: `m-${isApproved ? 'a' : 'p'}-${n}`,
    boardId: 'quality',
    userId: 'demo-contributor',
    content: `Comment ${n}`,
    attachments: [],
    timestamp: at(n),
    editTimestamp: null,
    replyTo: null,
    threadId: `m-${isApproved ? 'a' : 'p'}-${n}`,
    isApproved,
    isDeleted: false,
  });
  // Approved messages older than every pending one: none of them is read.
  await db.comments.bulkAdd([...Array.from({ length: PENDING }, (_, n) => message(n, true)), ...Array.from({ length: PENDING }, (_, n) => message(PENDING + n, false))]);
  db.close();
  await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  return { services, reads: () => reads, reset: () => (reads = 0) };
}

const firstPage = <K extends ReviewKind>(services: Services, kind: K, limit: number) =>
  nextValue<PendingPage<K>>((next, onError) => services.admin.watchPendingPage(kind, { limit }, next, onError));

describe('local review pages', () => {
  it('read a page of contacts, not the list, and count them all', async () => {
    const { services, reads, reset } = await withPending();
    reset();
    const page = await firstPage(services, 'contact', 24);
    expect(page.items.map((item) => item.subject)).toEqual(Array.from({ length: 24 }, (_, n) => `S ${n}`));
    expect(page.total).toBe(PENDING + 1);
    expect(reads()).toBe(24);
  });

  it('read a page of pending comments through their index, with the board and author once each', async () => {
    const { services, reads, reset } = await withPending();
    reset();
    const page = await firstPage(services, 'comment', 24);
    expect(page.items.map((item) => item.content)).toEqual(Array.from({ length: 24 }, (_, n) => `Comment ${PENDING + n}`));
    expect(page.items[0]).toMatchObject({ path: '/quality', userName: 'Sarah Doucette', isApproved: false });
    // The seeded pending comment is newer than these.
    expect(page.total).toBe(PENDING + 1);
    expect(reads()).toBe(24 + 1 + 1);
  });
});
