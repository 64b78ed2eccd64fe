// Attachment limits for boards that allow files (the discussion board). The
// UI checks them before upload, the local backend on write, storage.rules in
// production. And the one test an attachment's URL must pass before the UI
// links to it or shows it (docs/decisions/005): a stored URL is data, and
// only the storage origin the backend names is trusted.
import { ATTACHMENT_LIMITS } from './limits';

export const MAX_ATTACHMENT_BYTES = ATTACHMENT_LIMITS.bytes;

export const ALLOWED_ATTACHMENT_TYPES = ATTACHMENT_LIMITS.types;

/** firestore.rules check at most this many entries of a message's attachments. */
export const MAX_ATTACHMENTS_PER_MESSAGE = ATTACHMENT_LIMITS.perMessage;

/**
 * Why files cannot go on a message of this board, or null when they can: the
 * check both backends make before storing anything.
 */
export function attachmentRefusal(
  board: { allowAttachments: boolean },
  files: readonly { name: string; type: string; size: number }[],
  totalCount: number = files.length,
): string | null {
  if (files.length === 0) return null;
  if (!board.allowAttachments) return 'This board does not take attachments.';
  const refused = files.find((file) => !isAllowedAttachment(file));
  if (refused) return `Attachment not allowed: ${refused.name}`;
  if (totalCount > MAX_ATTACHMENTS_PER_MESSAGE) return `At most ${MAX_ATTACHMENTS_PER_MESSAGE} attachments per message.`;
  return null;
}

export function isAllowedAttachment(file: { type: string; size: number }): boolean {
  return file.size <= MAX_ATTACHMENT_BYTES && (ALLOWED_ATTACHMENT_TYPES as readonly string[]).includes(file.type);
}

/** A file name safe to use in a storage path and to show: no separators, no control characters. */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // Control characters are exactly what this strips.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, ATTACHMENT_LIMITS.nameLength);
  return cleaned || 'file';
}

/**
 * Whether a URL is on the given origin (scheme, host and port). A blob: URL
 * counts as its inner origin (blob:https://host/…), as browsers treat it;
 * anything unparsable, relative or opaque (javascript:, data:) is not.
 */
export function isOnOrigin(url: string, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const actual = parsed.protocol === 'blob:' ? webOrigin(parsed.pathname) : webOrigin(parsed.href);
  return actual !== null && actual === webOrigin(origin);
}

/** The origin of an http(s) URL, or null for any other scheme or text. */
function webOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
