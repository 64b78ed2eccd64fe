// The local backend's Storage: attachment Blobs in the files table, shown
// through object URLs. A file lives at the path src/domain/messages.ts works
// out from the author, board and message ids and its name, as in Storage; the
// path kept in a message record is never read back.
import { sanitizeFileName } from '../../domain/attachments';
import { ServiceError } from '../../domain/errors';
import { withinQuota } from '../../domain/server/storage-usage';
import { attachmentPath, mergeAttachments, messageFolder } from '../../domain/messages';
import type { Message } from '../../domain/types';
import type { LocalDatabase, MessageRecord } from './db';

export interface LocalFiles {
  /** The origin of the URLs handed out (blob:{origin}/…), which the UI requires before it links or shows an attachment. */
  readonly origin: string;
  /** The URL a stored file is shown at (an object URL, kept until forgotten). */
  url(path: string): Promise<string>;
  /**
   * Stores the files of a message; call inside a transaction on db.files. A
   * later file of the same name replaces an earlier one. Throws
   * 'quota-exceeded' past the member's STORAGE_QUOTA.
   */
  store(uid: string, boardId: string, messageId: string, files: readonly File[]): Promise<{ name: string; path: string }[]>;
  /** Deletes every file in the message's folder, named in its record or not; call inside a transaction on db.files. */
  deleteFolder(uid: string, boardId: string, messageId: string): Promise<string[]>;
  /** Releases the object URLs of files that were replaced or deleted. */
  forget(paths: readonly string[]): void;
  toMessage(record: MessageRecord): Promise<Message>;
  /** Most messages have no attachments: those need no promise of their own. */
  toMessages(records: readonly MessageRecord[]): Message[] | Promise<Message[]>;
}

/** The page's origin: the links of the local backend's mails open it. */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

export function createFiles(db: LocalDatabase, now: () => Date): LocalFiles {
  const origin = pageOrigin();
  const objectUrls = new Map<string, string>();

  async function url(path: string): Promise<string> {
    const cached = objectUrls.get(path);
    if (cached) return cached;
    const file = await db.files.get(path);
    // A missing file gets a URL off the origin, so the UI shows its name only.
    if (!file) return `local-file:${path}`;
    // Outside a browser (no object URLs) the link names the file on this origin; it opens nothing.
    const created =
      typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file.blob)
        : `${origin}/${path.split('/').map(encodeURIComponent).join('/')}`;
    objectUrls.set(path, created);
    return created;
  }

  async function toMessage({ listKey: _listKey, ...record }: MessageRecord): Promise<Message> {
    const { userId, boardId, id } = record;
    const attachments =
      userId === null
        ? []
        : await Promise.all(
            record.attachments.map(async ({ name }) => ({ name, url: await url(attachmentPath(userId, boardId, id, name)) })),
          );
    return { ...record, attachments };
  }

  /** The record as a Message, without its index-only field. */
  function plainMessage({ listKey: _listKey, ...record }: MessageRecord): Message {
    return { ...record, attachments: [] };
  }

  return {
    origin,
    url,

    async store(uid, boardId, messageId, files) {
      // The member's quota (STORAGE_QUOTA), as the firebase backend's Storage trigger counts it;
      // a file replaced in this message no longer counts.
      const replaced = new Set(files.map((file) => attachmentPath(uid, boardId, messageId, sanitizeFileName(file.name))));
      const kept = (await db.files.where('path').startsWith(`attachments/${uid}/`).toArray()).filter((file) => !replaced.has(file.path));
      // A stored Blob that lost its size (fake-indexeddb keeps a plain object) counts as an object only.
      const usage = { objects: kept.length, bytes: kept.reduce((sum, file) => sum + (Number.isFinite(file.blob.size) ? file.blob.size : 0), 0) };
      if (!withinQuota(usage, files.map((file) => file.size))) throw new ServiceError('quota-exceeded', 'The member’s files would pass their storage quota.');
      let stored: { name: string; path: string }[] = [];
      for (const file of files) {
        const name = sanitizeFileName(file.name);
        const path = attachmentPath(uid, boardId, messageId, name);
        await db.files.put({ path, name, blob: file, userId: uid, messageId, timestamp: now().toISOString() });
        stored = mergeAttachments(stored, [{ name, path }]);
      }
      return stored;
    },

    async deleteFolder(uid, boardId, messageId) {
      const paths = await db.files.where('path').startsWith(messageFolder(uid, boardId, messageId)).primaryKeys();
      await db.files.bulkDelete(paths);
      return paths;
    },

    forget(paths) {
      for (const path of paths) {
        const cached = objectUrls.get(path);
        if (cached && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(cached);
        objectUrls.delete(path);
      }
    },

    toMessage,

    toMessages(records) {
      const messages = records.map((record): Message | Promise<Message> =>
        record.attachments.length === 0 ? plainMessage(record) : toMessage(record),
      );
      const ready = messages.filter((message): message is Message => !(message instanceof Promise));
      return ready.length === messages.length ? ready : Promise.all(messages);
    },
  };
}
