// Message attachments in Cloud Storage: files at
// attachments/{uid}/{boardId}/{messageId}/{sanitized name}, served by download
// URL, each with a metadata document attachments/{messageId}_{name} ({userId,
// boardId, messageId, name, path, fileUrl, timestamp}; userId instead of the
// original's userEmail). The uid folder keeps other users from overwriting a
// file; the board and message ids let storage.rules read the message to decide
// who may read the file. Deleting ignores files that are already gone (spec §8).
import { deleteDoc, doc, setDoc, type Firestore } from 'firebase/firestore';
import { deleteObject, getDownloadURL, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { ServiceError } from '../errors';
import type { Board } from '../types';
import { isAllowedAttachment, sanitizeFileName } from '../../lib/attachments';
import { COLLECTIONS, type StoredAttachment } from './documents';
import { firebaseErrorCode } from './errors';

export function attachmentPath(uid: string, boardId: string, messageId: string, name: string): string {
  return `attachments/${uid}/${boardId}/${messageId}/${name}`;
}

/** Metadata document id: unique per message and file name, never containing a slash. */
export function attachmentDocId(messageId: string, name: string): string {
  return `${messageId}_${name}`;
}

export function checkFiles(board: Board, files: readonly File[]): void {
  if (files.length === 0) return;
  if (!board.allowAttachments) throw new ServiceError('invalid-argument', 'This board does not take attachments.');
  for (const file of files) {
    if (!isAllowedAttachment(file)) throw new ServiceError('invalid-argument', `Attachment not allowed: ${file.name}`);
  }
}

export function createAttachmentStore(db: Firestore, storage: FirebaseStorage, now: () => Date) {
  /** Uploads the files; a later file with the same name replaces an earlier one. */
  async function upload(uid: string, boardId: string, messageId: string, files: readonly File[]): Promise<StoredAttachment[]> {
    const stored: StoredAttachment[] = [];
    for (const file of files) {
      const name = sanitizeFileName(file.name);
      const path = attachmentPath(uid, boardId, messageId, name);
      const fileRef = ref(storage, path);
      await uploadBytes(fileRef, file, { contentType: file.type });
      const url = await getDownloadURL(fileRef);
      await setDoc(doc(db, COLLECTIONS.attachments, attachmentDocId(messageId, name)), {
        userId: uid,
        boardId,
        messageId,
        name,
        path,
        fileUrl: url,
        timestamp: now().toISOString(),
      });
      const existing = stored.findIndex((entry) => entry.name === name);
      if (existing >= 0) stored.splice(existing, 1);
      stored.push({ name, url, path });
    }
    return stored;
  }

  /** Deletes the files and their metadata; files already gone are ignored. */
  async function remove(messageId: string, attachments: readonly StoredAttachment[]): Promise<void> {
    for (const attachment of attachments) {
      try {
        await deleteObject(ref(storage, attachment.path));
      } catch (error) {
        if (firebaseErrorCode(error) !== 'storage/object-not-found') throw error;
      }
      await deleteDoc(doc(db, COLLECTIONS.attachments, attachmentDocId(messageId, attachment.name)));
    }
  }

  return { upload, remove };
}
