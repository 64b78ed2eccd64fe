// @vitest-environment node
// The firebase backend's attachment store against stand-ins for Firestore and
// Storage (the emulators cannot run under `npm test`): uploads go to the
// uploader's folder of the message with server-stamped metadata under
// attachments/{uid}_{messageId}_{name}, and every path it deletes is derived
// from the ids and the name, never taken from a stored entry (docs/decisions/005).
import { serverTimestamp, type Firestore } from 'firebase/firestore';
import type * as FirestoreModule from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { attachmentPath, checkMessageFiles } from '../../domain/messages';
import { attachmentDocId, createAttachmentStore } from './attachments';

const calls = vi.hoisted(() => ({
  uploads: [] as string[],
  deletedFiles: [] as string[],
  writtenDocs: new Map<string, Record<string, unknown>>(),
  deletedDocs: [] as string[],
  missingFiles: new Set<string>(),
}));

vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof FirestoreModule>();
  return {
    ...actual,
    doc: (_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` }),
    setDoc: (ref: { path: string }, data: Record<string, unknown>) => {
      calls.writtenDocs.set(ref.path, data);
      return Promise.resolve();
    },
    deleteDoc: (ref: { path: string }) => {
      calls.deletedDocs.push(ref.path);
      return Promise.resolve();
    },
  };
});

vi.mock('firebase/storage', () => ({
  ref: (_storage: unknown, path: string) => ({ fullPath: path }),
  uploadBytes: (fileRef: { fullPath: string }) => {
    calls.uploads.push(fileRef.fullPath);
    return Promise.resolve();
  },
  getDownloadURL: (fileRef: { fullPath: string }) =>
    Promise.resolve(`https://firebasestorage.googleapis.com/v0/b/p/o/${encodeURIComponent(fileRef.fullPath)}?alt=media&token=t`),
  deleteObject: (fileRef: { fullPath: string }) => {
    if (calls.missingFiles.has(fileRef.fullPath)) {
      return Promise.reject(Object.assign(new Error('gone'), { code: 'storage/object-not-found' }));
    }
    calls.deletedFiles.push(fileRef.fullPath);
    return Promise.resolve();
  },
}));

// The store only hands these to the mocked functions above.
const db = {} as Firestore;
const storage = {} as FirebaseStorage;
const target = { uid: 'u1', boardId: 'b1', messageId: 'm1' };

beforeEach(() => {
  calls.uploads = [];
  calls.deletedFiles = [];
  calls.writtenDocs = new Map();
  calls.deletedDocs = [];
  calls.missingFiles = new Set();
});

describe('attachment store', () => {
  it('uploads into the uploader’s folder of the message and stamps the metadata with the server time', async () => {
    const store = createAttachmentStore(db, storage);
    const stored = await store.upload(target, [new File(['a'], 'plan/v2.pdf', { type: 'application/pdf' })]);

    expect(calls.uploads).toEqual(['attachments/u1/b1/m1/plan_v2.pdf']);
    expect(stored).toEqual([
      {
        name: 'plan_v2.pdf',
        path: 'attachments/u1/b1/m1/plan_v2.pdf',
        url: 'https://firebasestorage.googleapis.com/v0/b/p/o/attachments%2Fu1%2Fb1%2Fm1%2Fplan_v2.pdf?alt=media&token=t',
      },
    ]);
    expect(Object.keys(stored[0]!).sort()).toEqual(['name', 'path', 'url']);
    const metadata = calls.writtenDocs.get('attachments/u1_m1_plan_v2.pdf');
    expect(metadata).toMatchObject({ userId: 'u1', boardId: 'b1', messageId: 'm1', name: 'plan_v2.pdf', path: 'attachments/u1/b1/m1/plan_v2.pdf' });
    expect(metadata?.['timestamp']).toEqual(serverTimestamp());
  });

  it('keeps one entry per name: a later file replaces an earlier one', async () => {
    const store = createAttachmentStore(db, storage);
    const stored = await store.upload(target, [
      new File(['1'], 'a.txt', { type: 'text/plain' }),
      new File(['2'], 'a.txt', { type: 'text/plain' }),
    ]);
    expect(stored.map((entry) => entry.name)).toEqual(['a.txt']);
    // Sent once: storage.rules refuse a second write to the same object.
    expect(calls.uploads).toEqual(['attachments/u1/b1/m1/a.txt']);
  });

  it('deletes the files it derives from the ids and names, with their metadata, ignoring files already gone', async () => {
    const store = createAttachmentStore(db, storage);
    calls.missingFiles.add('attachments/u1/b1/m1/gone.png');
    await store.remove(target, ['a.txt', 'gone.png', 'a.txt']);
    expect(calls.deletedFiles).toEqual(['attachments/u1/b1/m1/a.txt']);
    expect(calls.deletedDocs).toEqual(['attachments/u1_m1_a.txt', 'attachments/u1_m1_gone.png']);
  });

  it('never deletes outside the folder, whatever name a stored entry had', async () => {
    const store = createAttachmentStore(db, storage);
    await store.remove(target, ['../../../u2/b1/m9/x.pdf', 'u2/b1/m9/x.pdf', '..', '.', '', 'a\\b']);
    expect(calls.deletedFiles).toEqual([]);
    expect(calls.deletedDocs).toEqual([]);
  });

  it('names paths and metadata documents by uid, board, message and name', () => {
    expect(attachmentPath('u1', 'b1', 'm1', 'x.png')).toBe('attachments/u1/b1/m1/x.png');
    expect(attachmentDocId('u1', 'm1', 'x.png')).toBe('u1_m1_x.png');
  });

  it('refuses more than ten attachments before anything is uploaded', () => {
    const board = { allowAttachments: true };
    const file = new File(['a'], 'a.txt', { type: 'text/plain' });
    expect(() => checkMessageFiles(board, [file], 10)).not.toThrow();
    expect(() => checkMessageFiles(board, [file], 11)).toThrow('At most 10 attachments per message.');
  });
});
