// The local backend's Storage upkeep (ADR 019, ADR 029): the
// member's quota and the partner's photo quota checked before a file is
// stored, and the sweeper over the files table that removes what no message
// or piece lists (the local stand-in for sweepStorage).
import { describe, expect, it } from 'vitest';
import { createTestLocalServices } from '../../../tests/setup/local-services';
import { isServiceError } from '../../domain/errors';
import { PARTNER_PHOTO_QUOTA, STORAGE_QUOTA } from '../../domain/limits';
import { buildKneeInput } from '../../../tests/builders';
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

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'yard.png', { type: 'image/png' });

describe('local piece photos', () => {
  it('counts a partner’s photos against its quota, as the Storage trigger does', async () => {
    const { services, db, uid } = await signedInFranchisee();
    const { id } = await services.catalogue.savePiece({ piece: buildKneeInput({ armLength: 1234 }) });
    const seeded = await db.files.where('path').startsWith('pieces/sawyer/').count();
    const full = Array.from({ length: PARTNER_PHOTO_QUOTA.objects - seeded }, (_, index) => ({
      path: `pieces/sawyer/old-${index}/photo.png`,
      name: 'photo.png',
      blob: new Blob(['x']),
      userId: uid,
      messageId: `old-${index}`,
      timestamp: new Date().toISOString(),
    }));
    await db.files.bulkAdd(full);
    const refusal = await services.catalogue.uploadPhoto('sawyer', id, png()).catch((error: unknown) => error);
    expect(isServiceError(refusal, 'quota-exceeded')).toBe(true);
    expect(await db.files.where('path').startsWith(`pieces/sawyer/${id}/`).count()).toBe(0);
    await db.files.delete(full[0]!.path);
    await expect(services.catalogue.uploadPhoto('sawyer', id, png())).resolves.toMatch(`pieces/sawyer/${id}/`);
  });

  it('sweeps the photos of a deleted piece and an upload its piece never listed, and keeps the listed and the young', async () => {
    const { services, db } = await signedInFranchisee();
    const kept = await services.catalogue.savePiece({ piece: buildKneeInput({ armLength: 1235 }) });
    const listed = await services.catalogue.uploadPhoto('sawyer', kept.id, png());
    const unlisted = await services.catalogue.uploadPhoto('sawyer', kept.id, png());
    await services.catalogue.savePiece({ id: kept.id, piece: buildKneeInput({ armLength: 1235 }, { photos: [listed] }) });
    // A deletion whose folder deletion failed: the piece is gone, its photo is not.
    const gone = await services.catalogue.savePiece({ piece: buildKneeInput({ armLength: 1236 }) });
    const orphan = await services.catalogue.uploadPhoto('sawyer', gone.id, png());
    await db.table('pieces').delete(gone.id);

    expect(await sweepOrphans(localSweepBackend(db), new Date())).toEqual([]);
    const removed = await sweepOrphans(localSweepBackend(db), new Date(Date.now() + SWEEP_GRACE_MS + 1000));
    expect(removed.sort()).toEqual([orphan, unlisted].sort());
    expect(await db.files.get(listed)).toBeDefined();
  });
});
