// Message attachments in Cloud Storage (docs/decisions/005): files at
// attachments/{uid}/{boardId}/{messageId}/{sanitized name} (attachmentPath in
// src/domain/messages.ts), served by download
// URL, each with a metadata document attachments/{uid}_{messageId}_{name}
// ({userId, boardId, messageId, name, path, fileUrl, timestamp}; userId
// instead of the original's userEmail). Files go only into a message that
// already exists and belongs to the uploader (storage.rules reads it), so no
// upload is ever without its message. Every path this module deletes is
// derived from the ids and the name, never read from a stored entry, which
// any writer could have pointed at someone else's file. Deleting ignores files
// that are already gone (spec §8).
import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { deleteObject, getDownloadURL, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { sanitizeFileName } from '../../domain/attachments';
import { attachmentPath, mergeAttachments } from '../../domain/messages';
import { isSafeAttachmentName, type StoredAttachment } from './documents';
import { firebaseErrorCode } from './errors';
import { collections } from '../../domain/model/collections';

/**
 * Metadata document id: unique per uploader, message and file name, never
 * containing a slash (sanitised names have none). The uid keeps one member's
 * metadata from colliding with, or standing in for, another's.
 */
export function attachmentDocId(uid: string, messageId: string, name: string): string {
  return `${uid}_${messageId}_${name}`;
}

/** Where one upload goes: the uploader's folder of an existing message of theirs. */
export interface UploadTarget {
  uid: string;
  boardId: string;
  messageId: string;
}

export function createAttachmentStore(db: Firestore, storage: FirebaseStorage) {
  /**
   * Uploads the files into the message's folder and writes their metadata.
   * A later file with the same name replaces an earlier one before anything is
   * sent: storage.rules take each object once, never over an existing one.
   */
  async function upload({ uid, boardId, messageId }: UploadTarget, files: readonly File[]): Promise<StoredAttachment[]> {
    let stored: StoredAttachment[] = [];
    const lastByName = new Map(files.map((file) => [sanitizeFileName(file.name), file]));
    for (const [name, file] of lastByName) {
      const path = attachmentPath(uid, boardId, messageId, name);
      const fileRef = ref(storage, path);
      await uploadBytes(fileRef, file, { contentType: file.type });
      const url = await getDownloadURL(fileRef);
      await setDoc(doc(db, collections.attachments.path, attachmentDocId(uid, messageId, name)), {
        userId: uid,
        boardId,
        messageId,
        name,
        path,
        fileUrl: url,
        timestamp: serverTimestamp(),
      });
      stored = mergeAttachments(stored, [{ name, path, url }]);
    }
    return stored;
  }

  /**
   * Deletes the uploader's files of these names from the message's folder, and
   * their metadata; files already gone are ignored. Every name is tried (this
   * is clean-up after the message changed); the first failure is thrown last.
   */
  async function remove({ uid, boardId, messageId }: UploadTarget, names: readonly string[]): Promise<void> {
    const failures: unknown[] = [];
    for (const name of new Set(names)) {
      // A name that is not one path segment could reach outside the folder.
      if (!isSafeAttachmentName(name)) continue;
      try {
        await deleteObject(ref(storage, attachmentPath(uid, boardId, messageId, name)));
      } catch (error) {
        if (firebaseErrorCode(error) !== 'storage/object-not-found') failures.push(error);
      }
      try {
        await deleteDoc(doc(db, collections.attachments.path, attachmentDocId(uid, messageId, name)));
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  return { upload, remove };
}

export type AttachmentStore = ReturnType<typeof createAttachmentStore>;
