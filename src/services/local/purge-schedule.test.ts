// @vitest-environment node
// The local backend runs the retention purge (src/domain/server/purge.ts,
// ADR 022) as the nightly purgeExpired function does on firebase: once it is
// up, then every day while the page stays open. What each kind keeps is the
// purge contract's (tests/contract/purge.contract.ts); here, only when it runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, retentionMs } from '../../domain/model/retention';
import { createLocalServices } from './backend';
import { openDatabase } from './db';
import { memoryStore } from './session';

const START = new Date('2026-11-27T08:00:00.000Z');

/**
 * Waits until `gone` holds, polling on setTimeout: Testing Library's waitFor
 * polls on setInterval, which this file fakes to drive the daily timer.
 */
async function until(gone: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await gone()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The purge did not run within 10 s.');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the local retention purge', () => {
  it('runs once the backend is up and again each day', async () => {
    // Only the daily timer is faked: IndexedDB and the purge's own work run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dbName = `purge-schedule-${Date.now()}`;
    const db = openDatabase(dbName);
    await db.open();
    const mail = (id: string, createdAt: Date) => ({ id, to: 'a@example.com', kind: 'account-ready', createdAt });
    const old = new Date(START.getTime() - retentionMs('mail') - 1000);
    await db.outbox.bulkAdd([mail('old', old), mail('recent', START)]);

    let now = START;
    await createLocalServices({ dbName, seed: false, hashIterations: 1_000, sessionStore: memoryStore(), now: () => now, purge: true });
    await until(async () => (await db.outbox.get('old')) === undefined);
    expect(await db.outbox.get('recent')).toBeDefined();

    now = new Date(START.getTime() + retentionMs('mail') + 1000);
    vi.advanceTimersByTime(DAY_MS);
    await until(async () => (await db.outbox.get('recent')) === undefined);
  });
});
