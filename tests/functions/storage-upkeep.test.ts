// @vitest-environment node
// The Storage upkeep rules over the fake Firestore (ADR 019): the
// per-member quota the Storage triggers count (src/domain/server/storage-usage.ts)
// and the sweeper that removes objects no message lists, sparing a rejected
// comment's folder while its undo lasts (src/domain/server/storage-sweep.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_PHOTO_QUOTA, STORAGE_QUOTA } from '../../src/domain/limits';
import { SWEEP_GRACE_MS, sweepOrphans, type StoredFile, type SweepBackend } from '../../src/domain/server/storage-sweep';
import { countRemoval, countUpload, partnerUsageId, uploaderOf } from '../../src/domain/server/storage-usage';
import { pieceSchema } from '../../src/domain/catalogue/piece';
import { storedPiece } from '../../src/domain/server/pieces';
import { buildKneeInput } from '../builders';
import { FakeFirestore } from './fake-firestore';

const UID = 'memberUid00000000000000001';
const NOW = new Date('2026-11-26T12:00:00.000Z');
const OLD = new Date(NOW.getTime() - SWEEP_GRACE_MS - 1);

let store: FakeFirestore;

beforeEach(() => {
  store = new FakeFirestore();
});

describe('storage quota (countUpload, countRemoval)', () => {
  const file = (index: number) => ({ path: `attachments/${UID}/board-1/m-${index}/photo.png`, size: 1000 });

  it('counts each member’s objects and bytes once, however often a trigger runs', async () => {
    expect(await countUpload(store, file(1))).toBe('counted');
    expect(await countUpload(store, file(1))).toBe('counted');
    expect(await countUpload(store, file(2))).toBe('counted');
    expect(store.get(`storageUsage/${UID}`)).toEqual({ objects: 2, bytes: 2000 });
    await countRemoval(store, file(1).path);
    await countRemoval(store, file(1).path);
    expect(store.get(`storageUsage/${UID}`)).toEqual({ objects: 1, bytes: 1000 });
  });

  it('refuses the object past the quota, and never subtracts what it did not count', async () => {
    store.put(`storageUsage/${UID}`, { objects: STORAGE_QUOTA.objects - 1, bytes: 0 });
    expect(await countUpload(store, file(1))).toBe('counted');
    expect(await countUpload(store, file(2))).toBe('over-quota');
    await countRemoval(store, file(2).path);
    expect(store.get(`storageUsage/${UID}`)).toEqual({ objects: STORAGE_QUOTA.objects, bytes: 1000 });
    store.put(`storageUsage/${UID}`, { objects: 0, bytes: STORAGE_QUOTA.bytes - 10 });
    expect(await countUpload(store, { path: file(3).path, size: 11 })).toBe('over-quota');
    expect(await countUpload(store, { path: file(3).path, size: 10 })).toBe('counted');
  });

  it('leaves any path outside a member’s attachment folders alone', async () => {
    expect(uploaderOf('attachments/u1/b/m/x.png')).toBe('u1');
    expect(uploaderOf('attachments/u1/b/x.png')).toBeNull();
    expect(await countUpload(store, { path: 'uploads/u1/x.png', size: 5 })).toBe('ignored');
    expect(store.list('storageUsage')).toEqual([]);
  });
});

describe('a partner’s piece photo quota (ADR 029)', () => {
  const photo = (piece: string, name: string, size = 1000) => ({ path: `pieces/sawyer/${piece}/${name}`, size });

  it('counts every photo of the partner’s pieces, whoever uploads it, and refuses the one past the quota', async () => {
    expect(await countUpload(store, photo('p-1', 'a.png'))).toBe('counted');
    expect(await countUpload(store, photo('p-2', 'b.png'))).toBe('counted');
    expect(store.get(`storageUsage/${partnerUsageId('sawyer')}`)).toEqual({ objects: 2, bytes: 2000 });
    store.put(`storageUsage/${partnerUsageId('sawyer')}`, { objects: PARTNER_PHOTO_QUOTA.objects, bytes: 2000 });
    expect(await countUpload(store, photo('p-3', 'c.png'))).toBe('over-quota');
    await countRemoval(store, photo('p-1', 'a.png').path);
    expect(await countUpload(store, photo('p-3', 'c.png'))).toBe('counted');
    store.put(`storageUsage/${partnerUsageId('sawyer')}`, { objects: 0, bytes: PARTNER_PHOTO_QUOTA.bytes - 10 });
    expect(await countUpload(store, photo('p-4', 'd.png', 11))).toBe('over-quota');
    // Another partner's photos count against its own quota.
    expect(await countUpload(store, { path: 'pieces/harvester/h-1/e.png', size: 5 })).toBe('counted');
    expect(store.get(`storageUsage/${partnerUsageId('harvester')}`)).toEqual({ objects: 1, bytes: 5 });
  });
});

describe('storage sweeper (sweepOrphans)', () => {
  let files: Map<string, Date>;
  let backend: SweepBackend;

  beforeEach(() => {
    files = new Map();
    backend = {
      runTransaction: (work) => store.runTransaction(work),
      listFiles: (prefix) => Promise.resolve([...files].filter(([path]) => path.startsWith(prefix)).map(([path, createdAt]): StoredFile => ({ path, createdAt }))),
      deleteFile: (path) => {
        files.delete(path);
        return Promise.resolve();
      },
    };
  });

  const folder = (messageId: string) => `attachments/${UID}/board-1/${messageId}/`;
  const message = (messageId: string, names: string[], userId: string | null = UID) =>
    store.put(`commentBoards/board-1/comments/${messageId}`, {
      userId,
      attachments: names.map((name) => ({ name, path: `${folder(messageId)}${name}`, url: 'https://x' })),
    });

  it('removes the objects no message lists, with their metadata, and keeps the listed ones', async () => {
    message('m-1', ['kept.pdf']);
    files.set(`${folder('m-1')}kept.pdf`, OLD);
    files.set(`${folder('m-1')}dropped.pdf`, OLD);
    files.set(`${folder('gone')}left.png`, OLD);
    store.put(`attachments/${UID}_m-1_dropped.pdf`, { userId: UID });
    const removed = await sweepOrphans(backend, NOW);
    expect(removed.sort()).toEqual([`${folder('gone')}left.png`, `${folder('m-1')}dropped.pdf`]);
    expect([...files.keys()]).toEqual([`${folder('m-1')}kept.pdf`]);
    expect(store.has(`attachments/${UID}_m-1_dropped.pdf`)).toBe(false);
  });

  it('keeps a rejected comment’s folder while its archive entry lasts, and uploads still being listed', async () => {
    store.put('moderationArchive/entry-1', { collection: 'commentBoards/board-1/comments', id: 'r-1', folder: folder('r-1'), expiresAt: NOW });
    files.set(`${folder('r-1')}photo.png`, OLD);
    files.set(`${folder('new')}fresh.png`, new Date(NOW.getTime() - 1000));
    expect(await sweepOrphans(backend, NOW)).toEqual([]);
    expect(files.size).toBe(2);
  });

  it('does not keep a file in a folder whose message another member wrote (or nobody any more)', async () => {
    message('m-2', ['photo.png'], 'someoneElse000000000000001');
    message('m-3', ['photo.png'], null);
    files.set(`${folder('m-2')}photo.png`, OLD);
    files.set(`${folder('m-3')}photo.png`, OLD);
    expect((await sweepOrphans(backend, NOW)).length).toBe(2);
  });

  it('removes the photos of a deleted piece, of a piece of another partner and an upload no piece lists, and keeps the listed ones', async () => {
    const piece = (id: string, partnerId: 'sawyer' | 'harvester', photos: string[]) =>
      store.put(`pieces/${id}`, { ...storedPiece(pieceSchema.parse({ ...buildKneeInput({}, { photos }), partnerId, availability: 'available' }), { createdAt: NOW, updatedAt: NOW }) });
    piece('p-1', 'sawyer', ['pieces/sawyer/p-1/listed.png']);
    piece('p-2', 'harvester', []);
    for (const path of ['pieces/sawyer/p-1/listed.png', 'pieces/sawyer/p-1/unlisted.png', 'pieces/sawyer/gone/left.png', 'pieces/sawyer/p-2/foreign.png']) files.set(path, OLD);
    files.set('pieces/sawyer/p-1/fresh.png', new Date(NOW.getTime() - 1000));
    const removed = await sweepOrphans(backend, NOW);
    expect(removed.sort()).toEqual(['pieces/sawyer/gone/left.png', 'pieces/sawyer/p-1/unlisted.png', 'pieces/sawyer/p-2/foreign.png']);
    expect([...files.keys()].sort()).toEqual(['pieces/sawyer/p-1/fresh.png', 'pieces/sawyer/p-1/listed.png']);
  });
});
