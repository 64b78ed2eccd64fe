// What an upload of a piece photo must be (ADR 029): the one description
// storage.rules' pieces/{partner}/{pieceId}/{fileName} block holds uploads to
// (tests/unit/rules-files.test.ts reads the rules and finds these very
// patterns and limit there) and the local backend's uploadPhoto checks
// (src/services/local/catalogue.ts), so neither is looser than the other:
// - the path: pieces/{partner}/{pieceId}/{fileName}, the name FILE_NAME;
// - the owner: the piece exists and is the folder's partner's, and the
//   writer is an Admin, or a Franchisee whose member record names that
//   partner (listsPiece);
// - the file: CONTENT_TYPE, at most MAX_BYTES (piecePhoto);
// - and, counted after the upload by the Storage trigger (storage.rules
//   cannot count), the partner's PARTNER_PHOTO_QUOTA.
import { ATTACHMENT_LIMITS } from '../limits';
import type { Role } from '../types';

export const PIECE_PHOTO_UPLOAD = {
  /** storage.rules: fileName.matches(…). */
  fileName: '^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$',
  /** storage.rules piecePhoto(): request.resource.contentType.matches(…). */
  contentType: '^image/(jpeg|png|gif|webp)$',
  /** storage.rules piecePhoto(): request.resource.size <= …. */
  maxBytes: ATTACHMENT_LIMITS.bytes,
} as const;

/** An upload as the rules see it: where, what, by whom, into which piece (null: none with that id). */
export interface PhotoUpload {
  path: string;
  contentType: string;
  size: number;
  writer: { role: Role | null; partnerId: string | null } | null;
  piece: { partnerId: string } | null;
}

export type PhotoRefusal = 'piece-photo-folder' | 'piece-not-allowed' | 'piece-photo-file';

/** Why storage.rules would refuse the upload, or null when they allow it. */
export function piecePhotoRefusal({ path, contentType, size, writer, piece }: PhotoUpload): PhotoRefusal | null {
  const match = /^pieces\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match || !new RegExp(PIECE_PHOTO_UPLOAD.fileName).test(match[3]!)) return 'piece-photo-folder';
  const partner = match[1]!;
  const lists = writer !== null && piece !== null && piece.partnerId === partner && (writer.role === 'Admin' || (writer.role === 'Franchisee' && writer.partnerId === partner));
  if (!lists) return 'piece-not-allowed';
  if (size > PIECE_PHOTO_UPLOAD.maxBytes || !new RegExp(PIECE_PHOTO_UPLOAD.contentType).test(contentType)) return 'piece-photo-file';
  return null;
}
