// @vitest-environment node
// The local backend's sessions end as Firebase's do when an account's refresh
// tokens are revoked (ADR 029): every tab signed in before the revocation is
// signed out at its next read, a tab that signs in afterwards is not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db';
import { revokeLocalSessions } from './server-ports';
import { createSession, memoryStore } from './session';

const PASSWORD = { algorithm: 'PBKDF2-SHA256', iterations: 1, salt: 'c2FsdA==', hash: 'aGFzaA==' } as const;

afterEach(() => vi.useRealTimers());

describe('a local session', () => {
  it('ends in every tab signed in before its account’s sessions are revoked, and not in one signed in after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'));
    const db = openDatabase(`sessions-${Date.now()}`);
    await db.accounts.put({ uid: 'u-1', email: 'sarah@example.com', password: PASSWORD, role: 'Contributor' });
    await db.accounts.put({ uid: 'u-2', email: 'liam@example.com', password: PASSWORD, role: 'Contributor' });
    const [first, second, other] = [createSession(db, memoryStore()), createSession(db, memoryStore()), createSession(db, memoryStore())];
    first.setUid('u-1');
    second.setUid('u-1');
    other.setUid('u-2');
    expect(await first.viewer()).toEqual({ uid: 'u-1', role: 'Contributor' });

    vi.setSystemTime(new Date('2026-11-27T10:05:00.000Z'));
    await revokeLocalSessions(db, 'u-1');
    expect(await first.viewer()).toBeNull();
    expect(await second.viewer()).toBeNull();
    expect(await other.viewer()).toEqual({ uid: 'u-2', role: 'Contributor' });

    vi.setSystemTime(new Date('2026-11-27T10:06:00.000Z'));
    const later = createSession(db, memoryStore());
    later.setUid('u-1');
    expect(await later.viewer()).toEqual({ uid: 'u-1', role: 'Contributor' });
    db.close();
  });
});
