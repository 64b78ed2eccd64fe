// The migration of legacy attachment entries (issue 23, ADR 019): the board
// now links only a download URL of the project's bucket for exactly that file
// of its author's folder for the message (isMessageAttachmentUrl), and
// firestore.rules take no other. A message stored before may name another
// host, another bucket or path, or an old URL form: each entry is rewritten to
// its file's canonical download URL when that file exists in the message's
// folder, or dropped when it does not. scripts/migrate-attachment-urls.ts runs
// it over a deployed project; the file's token comes from Storage.
import { attachmentPath, canonicalDownloadUrl, isMessageAttachmentUrl, type AttachmentHome } from '../messages';

export interface MigratedEntry {
  name: string;
  path: string;
  url: string;
}

/** A stored message as the migration reads it. */
export interface StoredMessage {
  id: string;
  boardId: string;
  userId: string | null;
  attachments: unknown;
}

/** The download token of an object of the bucket, or null when there is no such object. */
export type DownloadToken = (path: string) => Promise<string | null>;

function entryName(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null || !('name' in entry)) return null;
  const { name } = entry;
  return typeof name === 'string' && name.length > 0 && name.length <= 120 && !name.includes('/') ? name : null;
}

/**
 * The message's attachments, every entry canonical: kept as it is when its URL
 * already is, rewritten from its file's token when the file exists, dropped
 * otherwise. `changed` says whether anything differs from what is stored.
 */
export async function canonicalAttachments(
  message: StoredMessage,
  home: AttachmentHome & { bucket: string },
  tokenOf: DownloadToken,
): Promise<{ attachments: MigratedEntry[]; changed: boolean }> {
  const stored = Array.isArray(message.attachments) ? (message.attachments as unknown[]) : [];
  const attachments: MigratedEntry[] = [];
  if (message.userId === null) return { attachments, changed: stored.length > 0 };
  let changed = !Array.isArray(message.attachments);
  for (const entry of stored) {
    const name = entryName(entry);
    if (name === null || attachments.some((kept) => kept.name === name)) {
      changed = true;
      continue;
    }
    const path = attachmentPath(message.userId, message.boardId, message.id, name);
    const url = typeof entry === 'object' && entry !== null && 'url' in entry && typeof entry.url === 'string' ? entry.url : '';
    const storedPath = typeof entry === 'object' && entry !== null && 'path' in entry ? entry.path : null;
    if (isMessageAttachmentUrl(url, home, message, name) && storedPath === path) {
      attachments.push({ name, path, url });
      continue;
    }
    changed = true;
    const token = await tokenOf(path);
    if (token !== null) attachments.push({ name, path, url: canonicalDownloadUrl(home, path, token) });
  }
  return { attachments, changed };
}
