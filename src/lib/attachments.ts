// Attachment limits for boards that allow files (the discussion board). The
// UI checks them before upload, the local backend on write, storage.rules in
// production.

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const ALLOWED_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
] as const;

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
    .slice(0, 120);
  return cleaned || 'file';
}
