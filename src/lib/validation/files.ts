// The file checks of the forms and boards that take attachments: the accept
// list and the size, with the spec's wording, and the file-list schema the
// attachment fields use.
import { z } from 'zod/mini';
import { MESSAGES } from './messages';

/** The part of a File the rules look at, so services can check stored metadata too. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export interface FileLimits {
  /** Same syntax as the input's accept attribute: 'image/*,.pdf,application/pdf'. */
  accept?: string;
  maxBytes?: number;
}

/** Whether a file matches an accept list (MIME types, type/* wildcards or .extensions). */
export function matchesAccept(file: FileLike, accept: string): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** The reason a file cannot be added, or null. */
export function validateFile(file: FileLike, { accept, maxBytes }: FileLimits = {}): string | null {
  if (accept && !matchesAccept(file, accept)) return MESSAGES.fileType(file.name);
  if (maxBytes !== undefined && file.size > maxBytes) return MESSAGES.fileSize(file.name, maxBytes);
  return null;
}

const fileLike = z.custom<File>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number',
);

/** A file list (attachments): each file within the limits; optional unless `required`. */
export function fileListSchema({ required = false, ...limits }: FileLimits & { required?: boolean } = {}) {
  return z.array(fileLike).check(
    z.superRefine((files, ctx) => {
      if (required && files.length === 0) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.required });
        return;
      }
      for (const file of files) {
        const message = validateFile(file, limits);
        if (message) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    }),
  );
}
