// The local backend's Storage upkeep (issue 23, ADR 019): the member's quota
// checked before a file is stored, and the sweeper over the files table that
// removes what no message lists (the local stand-in for sweepStorage).
import { describe, expect, it } from 'vitest';
import { createTestLocalServices } from '../../../tests/setup/local-services';
import { isServiceError } from '../../domain/errors';
import { STORAGE_QUOTA } from '../../domain/limits';
import { SWEEP_GRACE_MS, sweepOrphans } from '../../domain/server/storage-sweep';
import { DEMO_ACCOUNTS } from '../demo-data';
import { openDatabase } from './db';
import { localSweepBackend } from './server-ports';

async function signedInFranchisee() {
  const { services, dbName } = await createTestLocalServices('storage-upkeep');
  await services.auth.signIn(DEMO_ACCOUNTS.franchisee.email, DEMO_ACCOUNTS.franchisee.password);
  const db = openDatabase(dbName);
  const account = await db.accounts.where('email').equals(DEMO_ACCOUNTS.franchisee.email).first();
  return { services, db, uid: account!.uid };
}

const pdf = (name: string, bytes = 4) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('local storage quota', () => {
  it('refuses a post whose files would pass the member’s quota, and stores nothing of it', async () => {
    const { services, db, uid } = await signedInFranchisee();
    const seeded = await db.files.where('path').startsWith(`attachments/${uid}/`).count();
    const full = Array.from({ length: STORAGE_QUOTA.objects - seeded }, (_, index) => ({
      path: `attachments/${uid}/discussion/old-${index}/f.pdf`,
      name: 'f.pdf',
      blob: new Blob(['x']),
      userId: uid,
      messageId: `old-${index}`,
      timestamp: new Date().toISOString(),
    }));
    await db.files.bulkAdd(full);
    const before = await db.comments.count();
    const refusal = await services.boards.postMessage({ boardId: 'discussion', content: 'One more', replyTo: null, files: [pdf('plan.pdf')] }).catch((error: unknown) => error);
    expect(isServiceError(refusal, 'quota-exceeded')).toBe(true);
    expect(await db.comments.count()).toBe(before);
    expect(await db.files.where('path').startsWith(`attachments/${uid}/`).count()).toBe(STORAGE_QUOTA.objects);
    // Room again once a file is gone.
    await db.files.delete(full[0]!.path);
    await expect(services.boards.postMessage({ boardId: 'discussion', content: 'One more', replyTo: null, files: [pdf('plan.pdf')] })).resolves.toBeDefined();
  });
});

describe('local storage sweeper', () => {
  it('removes the files no message lists, and keeps a rejected comment’s folder while its undo lasts', async () => {
    const { services, db, uid } = await signedInFranchisee();
    const posted = await services.boards.postMessage({ boardId: 'discussion', content: 'Plan', replyTo: null, files: [pdf('plan.pdf')] });
    const stray = { name: 'stray.pdf', blob: new Blob(['x']), userId: uid, timestamp: new Date().toISOString() };
    await db.files.bulkAdd([
      { ...stray, path: `attachments/${uid}/discussion/${posted.id}/stray.pdf`, messageId: posted.id },
      { ...stray, path: `attachments/${uid}/discussion/gone/stray.pdf`, messageId: 'gone' },
      { ...stray, path: `attachments/${uid}/discussion/rejected/stray.pdf`, messageId: 'rejected' },
    ]);
    // Kept as the server rule writes it: the archive document whole, beside its key and the index it needs.
    const expiresAt = new Date().toISOString();
    await db.moderationArchive.add({ id: 'entry-1', doc: { folder: `attachments/${uid}/discussion/rejected/`, expiresAt }, expiresAt });

    // Within the grace period nothing goes: a post lists its files just after uploading them.
    expect(await sweepOrphans(localSweepBackend(db), new Date())).toEqual([]);
    const later = new Date(Date.now() + SWEEP_GRACE_MS + 1000);
    const removed = await sweepOrphans(localSweepBackend(db), later);
    expect(removed.sort()).toEqual([`attachments/${uid}/discussion/${posted.id}/stray.pdf`, `attachments/${uid}/discussion/gone/stray.pdf`]);
    expect((await db.files.toArray()).map((file) => file.name).sort()).toEqual(['plan.pdf', 'stray.pdf']);
  });
});
