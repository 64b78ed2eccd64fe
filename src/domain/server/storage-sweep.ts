// The sweeper (docs/decisions/019): removes the Storage objects no
// message lists, so a post that failed half-way, an edit's leftovers or a
// client that uploaded and never listed its file leave nothing behind. An
// object is kept when its message (commentBoards/{boardId}/comments/{messageId},
// its author the folder's uid) lists its name, when a moderationArchive
// document names its folder (a rejected comment kept 7 days for undo), or
// when it is younger than SWEEP_GRACE_MS (a post lists its files just after
// uploading them). A piece photo is kept while its piece lists it, or while
// it is that young (ADR 029). Run daily by the sweepStorage function, and by
// the local backend over its files table.
import { messageFolder } from '../messages';
import { docRef, type Store } from './store';
import { collections } from '../model/collections';

/** An upload younger than this is never swept: its post may still be listing it. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

const ATTACHMENT_METADATA = collections.attachments.path;

export interface StoredFile {
  path: string;
  createdAt: Date;
}

export interface SweepBackend extends Store {
  /** Every object under the prefix. */
  listFiles(prefix: string): Promise<StoredFile[]>;
  /** Deletes one object; a missing one is not an error. */
  deleteFile(path: string): Promise<void>;
}

interface Folder {
  uid: string;
  boardId: string;
  messageId: string;
  names: string[];
}

/** The attachment files old enough to judge, by message folder. */
function foldersOf(files: readonly StoredFile[], now: Date): Map<string, Folder> {
  const folders = new Map<string, Folder>();
  for (const file of files) {
    const match = /^attachments\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(file.path);
    if (!match || now.getTime() - file.createdAt.getTime() < SWEEP_GRACE_MS) continue;
    const [, uid, boardId, messageId, name] = match as unknown as [string, string, string, string, string];
    const key = messageFolder(uid, boardId, messageId);
    const folder = folders.get(key) ?? { uid, boardId, messageId, names: [] };
    folder.names.push(name);
    folders.set(key, folder);
  }
  return folders;
}

function listedNames(data: Record<string, unknown> | null, uid: string): Set<string> {
  if (!data || data['userId'] !== uid || !Array.isArray(data['attachments'])) return new Set();
  const names = data['attachments'].map((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string' ? entry.name : null,
  );
  return new Set(names.filter((name) => name !== null));
}

/** The piece photos old enough to judge, by piece folder (pieces/{partner}/{pieceId}/). */
function pieceFoldersOf(files: readonly StoredFile[], now: Date): Map<string, { partnerId: string; pieceId: string; paths: string[] }> {
  const folders = new Map<string, { partnerId: string; pieceId: string; paths: string[] }>();
  for (const file of files) {
    const match = /^pieces\/([^/]+)\/([^/]+)\/[^/]+$/.exec(file.path);
    if (!match || now.getTime() - file.createdAt.getTime() < SWEEP_GRACE_MS) continue;
    const [, partnerId, pieceId] = match as unknown as [string, string, string];
    const key = `pieces/${partnerId}/${pieceId}/`;
    const folder = folders.get(key) ?? { partnerId, pieceId, paths: [] };
    folder.paths.push(file.path);
    folders.set(key, folder);
  }
  return folders;
}

/**
 * Deletes the piece photos no piece shows (ADR 029): every photo of a piece
 * that is gone (a deletePiece whose folder deletion failed), or that is not
 * the folder's partner's, and an upload its piece never listed (a form left
 * half-way). The Storage trigger uncounts each from the partner's quota.
 */
async function sweepPiecePhotos(backend: SweepBackend, now: Date): Promise<string[]> {
  const removed: string[] = [];
  for (const folder of pieceFoldersOf(await backend.listFiles('pieces/'), now).values()) {
    const piece = await backend.runTransaction((transaction) => transaction.get(docRef(collections.pieces, folder.pieceId)));
    const shown = new Set(piece?.partnerId === folder.partnerId ? piece.photos : []);
    for (const path of folder.paths.filter((candidate) => !shown.has(candidate))) {
      await backend.deleteFile(path);
      removed.push(path);
    }
  }
  return removed;
}

/** Deletes every orphan object (an attachment's with its metadata document, a piece photo no piece shows); returns their paths. */
export async function sweepOrphans(backend: SweepBackend, now: Date): Promise<string[]> {
  const removed: string[] = await sweepPiecePhotos(backend, now);
  for (const [path, folder] of foldersOf(await backend.listFiles('attachments/'), now)) {
    const orphans = await backend.runTransaction(async (transaction) => {
      const message = await transaction.get({ collection: `commentBoards/${folder.boardId}/comments`, id: folder.messageId });
      const listed = listedNames(message, folder.uid);
      const unlisted = folder.names.filter((name) => !listed.has(name));
      if (unlisted.length === 0 || (await transaction.findIds(collections.moderationArchive, 'folder', [path], 1)).length > 0) return [];
      for (const name of unlisted) transaction.delete({ collection: ATTACHMENT_METADATA, id: `${folder.uid}_${folder.messageId}_${name}` });
      return unlisted;
    });
    for (const name of orphans) {
      await backend.deleteFile(`${path}${name}`);
      removed.push(`${path}${name}`);
    }
  }
  return removed;
}
