// What an approval needs of its backend (approval.ts, rejection.ts): the few
// Auth operations, Firestore through Store, and the mail renderer, with who
// calls and what comes back. functions/src/admin-backend.ts implements them
// over firebase-admin, the local backend over Dexie (server-ports.ts), and
// the moderation rules extend them (moderation-ports.ts).
import type { MailPorts } from './applications';
import type { ApprovedRole } from './approval-records';
import type { Store } from './store';

export interface AuthUser {
  uid: string;
  email: string | null;
}

export interface ImportedUser {
  uid: string;
  email: string;
  /** base64 as stored in the application; the admin half passes the raw bytes. */
  passwordHash: string;
  passwordSalt: string;
  rounds: number;
  /** True: an application is approvable only once its verification link proved the address. */
  emailVerified: boolean;
}

/** The few Auth operations approval needs, over firebase-admin or the local accounts table. */
export interface ApprovalAuth {
  /** The Auth user with this uid, or null. */
  getUser(uid: string): Promise<AuthUser | null>;
  /** The Auth user with this email, or null. */
  getUserByEmail(email: string): Promise<AuthUser | null>;
  /**
   * auth.importUsers with PBKDF2_SHA256. In production it REPLACES a user whose
   * uid exists, so it is only ever called after getUser found none.
   */
  importUser(user: ImportedUser): Promise<void>;
  /** Deletes the Auth user; one that is already gone is not an error. */
  deleteUser(uid: string): Promise<void>;
  /** Sets the custom claims { role } the security rules (and the local session) read. */
  setRoleClaim(uid: string, role: ApprovedRole): Promise<void>;
}

export interface ApprovalBackend extends ApprovalAuth, Store {
  /** Renders "your account is ready" and gives its sign-in link's origin. */
  mail: MailPorts;
}

export interface ApprovalCaller {
  uid: string;
  /** Decoded ID token claims. */
  token: Record<string, unknown>;
}

export interface ApprovalResult {
  uid: string;
  /** False when an earlier (or concurrent) call had already approved this application. */
  created: boolean;
  /** The audit entry of this approval, for undo; absent when it was approved before. */
  entryId?: string;
}
