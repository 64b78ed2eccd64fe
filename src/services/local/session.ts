// Who is signed in in this tab of the local backend. Each tab keeps its own
// sign-in (sessionStorage), so two tabs of one browser can act as two members
// on one shared database; the viewer is read from the database on every call,
// so a role or an account that changed in another tab counts at once, and so
// does a revocation of the account's sessions (sessionsValidAfter, ADR 029).
import type { Viewer } from '../../domain/permissions';
import type { Unsubscribe } from '../../domain/types';
import type { LocalDatabase } from './db';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SESSION_KEY = 'atlantic-timber.session.uid';
/** When this tab signed in (ISO 8601): a revocation of the account's sessions after it ends this one. */
const SIGNED_IN_KEY = 'atlantic-timber.session.at';

/** A sign-in remembered only as long as this object lives (no sessionStorage; tests). */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** sessionStorage, or a memory store where there is none (or it is blocked). */
export function defaultSessionStore(): KeyValueStore {
  try {
    return window.sessionStorage;
  } catch {
    return memoryStore();
  }
}

export interface LocalSession {
  /** The signed-in account's uid, as this tab remembers it. */
  uid(): string | null;
  /** Signs this tab in (a uid) or out (null) and tells every listener. */
  setUid(uid: string | null): void;
  /** The signed-in member and their role, or null when nobody (or a removed account) is signed in. */
  viewer(): Promise<Viewer | null>;
  /** Calls the listener after every sign-in or sign-out of this tab. */
  onChange(listener: () => void): Unsubscribe;
}

export function createSession(db: LocalDatabase, store: KeyValueStore): LocalSession {
  let currentUid: string | null = store.getItem(SESSION_KEY);
  const listeners = new Set<() => void>();

  return {
    uid: () => currentUid,

    setUid(uid) {
      currentUid = uid;
      if (uid) {
        store.setItem(SESSION_KEY, uid);
        store.setItem(SIGNED_IN_KEY, new Date().toISOString());
      } else {
        store.removeItem(SESSION_KEY);
        store.removeItem(SIGNED_IN_KEY);
      }
      for (const listener of [...listeners]) listener();
    },

    async viewer() {
      const uid = currentUid;
      if (!uid) return null;
      const account = await db.accounts.get(uid);
      if (!account) return null;
      // Revoked (an account's deletion revokes first): this tab's sign-in is over, as a revoked refresh token's.
      if (account.sessionsValidAfter !== undefined && (store.getItem(SIGNED_IN_KEY) ?? '') <= account.sessionsValidAfter) return null;
      // The claim, as the firebase backend reads it from the ID token: a member record is no proof of a role.
      return { uid, role: account.role ?? null };
    },

    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
