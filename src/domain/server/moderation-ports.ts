// What a moderation decision is given and gives back (moderation.ts
// dispatches it, moderation-comments.ts and moderation-forms.ts decide it,
// moderation-undo.ts takes it back): the backend, with the approval's and
// the message deletion's ports, the caller, the item named, the time.
import type { ApprovalBackend } from './approval-ports';
import type { DeletionBackend } from './delete-message';
import type { RenderNotificationMail } from './notify';

export interface ModerationBackend extends ApprovalBackend, DeletionBackend {
  /** The notification mails' renderer (the bell's); without it no notification mail goes. */
  renderNotification?: RenderNotificationMail;
}

export interface ModerationCaller {
  uid: string;
  /** Decoded ID token claims. */
  token: Record<string, unknown>;
}

/** What a payload names of one item: its id, a comment's board, and for a comment's approve the version the Admin saw. */
export interface DecisionTarget {
  id: string;
  boardId: string | null;
  version: string | null;
}

export interface DecisionContext {
  backend: ModerationBackend;
  caller: ModerationCaller;
  now: Date;
}

export interface DecisionResult {
  /** The audit entry of the decision (an undo names it). */
  entryId: string;
}
