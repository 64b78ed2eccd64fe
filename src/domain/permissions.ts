// Who may do what on a board (spec §4 "Comment interaction status", §6). Pure
// functions shared by the UI and the local backend; firestore.rules states the
// same checks for production.
import { ServiceError } from './errors';
import type { Board, Message, Role } from './types';

export type InteractionStatus = 'full' | 'login' | 'register' | 'readonly';

export interface Viewer {
  uid: string;
  role: Role | null;
}

/** Franchisee and Admin posts skip moderation (spec §4, §6). */
export function postsWithoutApproval(role: Role | null | undefined): boolean {
  return role === 'Franchisee' || role === 'Admin';
}

/**
 * Logged-in members get full on comment boards, anonymous visitors login.
 * The discussion board is Franchisee and Admin only: other members read nothing
 * and post nothing there.
 */
export function interactionStatus(board: Pick<Board, 'kind'>, viewer: Viewer | null): InteractionStatus {
  if (board.kind === 'discussion') {
    if (!viewer) return 'login';
    return postsWithoutApproval(viewer.role) ? 'full' : 'readonly';
  }
  if (!viewer) return 'login';
  return viewer.role ? 'full' : 'register';
}

export function canReadBoard(board: Pick<Board, 'kind'>, viewer: Viewer | null): boolean {
  return board.kind !== 'discussion' || postsWithoutApproval(viewer?.role);
}

/**
 * Who may read a message at all: an approved one anyone (who may read its
 * board); a pending one, a reply included, only its author and Admins. The
 * author of the message it replies to is nobody special.
 */
export function canReadMessage(message: Pick<Message, 'userId' | 'isApproved'>, viewer: Viewer | null): boolean {
  if (message.isApproved) return true;
  return viewer !== null && (viewer.role === 'Admin' || (message.userId !== null && message.userId === viewer.uid));
}

/** Replies go to approved messages only. */
export function canReply(parent: Pick<Message, 'isApproved' | 'isDeleted'>): boolean {
  return parent.isApproved && !parent.isDeleted;
}

/** The author, while the message is pending or the author posts without approval. */
export function canEdit(message: Pick<Message, 'userId' | 'isApproved' | 'isDeleted'>, viewer: Viewer | null): boolean {
  if (!viewer || message.isDeleted || message.userId !== viewer.uid) return false;
  return !message.isApproved || postsWithoutApproval(viewer.role);
}

/** The author, or an Admin for any message; a soft-deleted message never again, not even by an Admin (spec §4). */
export function canDelete(message: Pick<Message, 'userId' | 'isDeleted'>, viewer: Viewer | null): boolean {
  if (!viewer || message.isDeleted) return false;
  return message.userId === viewer.uid || viewer.role === 'Admin';
}

/** The refusal every backend gives for a forbidden call (Firestore's wording). */
export function permissionDenied(): ServiceError {
  return new ServiceError('permission-denied', 'Missing or insufficient permissions.');
}

/** A signed-in viewer, or the refusal. */
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw permissionDenied();
  return viewer;
}

/** An Admin viewer, or the refusal (§6: Admin only). */
export function requireAdminViewer(viewer: Viewer | null): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (signedIn.role !== 'Admin') throw permissionDenied();
  return signedIn;
}
