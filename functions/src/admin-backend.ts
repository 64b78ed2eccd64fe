// The ports of the server rules (src/domain/server) over firebase-admin:
// authOperations (the ApprovalAuth of approval.ts: find, import with the
// applicant's PBKDF2 hash, set the role claim, delete), firestoreStore (the
// Store of store.ts: Firestore transactions) and deletionBackend (deleting a
// message's files for delete-message.ts), firestoreCounter (the digest's
// count queries), moderationBackend (all of them, and the archive's expired
// documents, for the moderation rules), heldMailBackend (the
// oldest mails held past the day's cap, for their release). index.ts joins them;
// tests/functions runs the Auth half against the Auth emulator.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { MailPorts } from '../../src/domain/server/applications';
import type { ApprovalAuth, ApprovalBackend, AuthUser } from '../../src/domain/server/approval-ports';
import type { DeletionBackend } from '../../src/domain/server/delete-message';
import type { ModerationBackend } from '../../src/domain/server/moderation-ports';
import { renderNotificationMail } from '../../src/mail/notification-mail';
import type { PurgeBackend } from '../../src/domain/server/purge';
import type { StoreCounter } from '../../src/domain/server/digest';
import { typedTransaction, type RawTransaction, type Store } from '../../src/domain/server/store';
import type { HeldMailBackend } from '../../src/domain/server/mail-cap';
import { countQuery, dueQuery, idsQuery, queries } from '../../src/domain/model/queries';
import { shapedQuery } from './shaped-query';
import type { StorageAccess } from './storage-bucket';

export function errorCode(error: unknown): string | number | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string' || typeof code === 'number') return code;
  }
  return undefined;
}

async function orNull(lookup: Promise<{ uid: string; email?: string | undefined }>): Promise<AuthUser | null> {
  try {
    const user = await lookup;
    return { uid: user.uid, email: user.email ?? null };
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return null;
    throw error;
  }
}

export function authOperations(auth: Auth): ApprovalAuth {
  return {
    getUser: (uid) => orNull(auth.getUser(uid)),

    getUserByEmail: (email) => orNull(auth.getUserByEmail(email)),

    async importUser({ uid, email, passwordHash, passwordSalt, rounds, emailVerified }) {
      // The hash and salt are the raw PBKDF2 bytes; the SDK base64-encodes them for the API.
      const result = await auth.importUsers(
        [{ uid, email, emailVerified, passwordHash: Buffer.from(passwordHash, 'base64'), passwordSalt: Buffer.from(passwordSalt, 'base64') }],
        { hash: { algorithm: 'PBKDF2_SHA256', rounds } },
      );
      const failure = result.errors[0];
      if (failure) throw new Error(`Importing the user failed: ${failure.error.message}`);
    },

    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (errorCode(error) !== 'auth/user-not-found') throw error;
      }
    },

    async setRoleClaim(uid, role) {
      // The whole claim set: `role` is the only claim, and the one the rules read.
      await auth.setCustomUserClaims(uid, { role });
    },
  };
}

function storeTransaction(db: Firestore, transaction: Transaction): RawTransaction {
  const ref = ({ collection, id }: { collection: string; id: string }) => db.collection(collection).doc(id);
  return {
    async get(docRef) {
      const snapshot = await transaction.get(ref(docRef));
      return snapshot.exists ? (snapshot.data() ?? {}) : null;
    },
    async findIds(collection, field, values, limit) {
      const snapshot = await transaction.get(shapedQuery(db, idsQuery(collection, field, values), collection).limit(limit));
      return snapshot.docs.map((doc) => doc.id);
    },
    set(docRef, data) {
      transaction.set(ref(docRef), data);
    },
    update(docRef, data) {
      transaction.update(ref(docRef), data);
    },
    delete(docRef) {
      transaction.delete(ref(docRef));
    },
  };
}

export function firestoreStore(db: Firestore): Store {
  return {
    runTransaction: (work) => db.runTransaction((transaction) => work(typedTransaction(storeTransaction(db, transaction)))),
  };
}

/** Counts with Firestore's count() aggregation: one read per 1,000 documents counted, none of them fetched (ADR 009). */
export function firestoreCounter(db: Firestore): StoreCounter {
  return {
    async count(query) {
      const snapshot = await shapedQuery(db, countQuery(query), query.collection).count().get();
      return snapshot.data().count;
    },
  };
}

/** The release of held mail (mail-cap.ts): a budget's newest by createdAt (index budget, createdAt desc), ids only. */
export function heldMailBackend(db: Firestore): HeldMailBackend {
  return {
    ...firestoreStore(db),
    async newestHeldMailIds(budget, limit) {
      const snapshot = await shapedQuery(db, { shape: queries.newestHeldMail, values: { equal: { budget }, limit } }).select().get();
      return snapshot.docs.map((doc) => doc.id);
    },
  };
}

export function adminBackend(auth: Auth, db: Firestore, mail: MailPorts): ApprovalBackend {
  return { ...authOperations(auth), ...firestoreStore(db), mail };
}

export function deletionBackend(db: Firestore, storage: StorageAccess): DeletionBackend {
  return {
    ...firestoreStore(db),
    async deleteFilesUnder(prefix) {
      // An emulated run without Storage holds no object: nothing to delete (storage-bucket.ts).
      if (!storage.present) return;
      try {
        // Every object whose name starts with the prefix, so a file the record does not list goes too.
        await storage.bucket().deleteFiles({ prefix });
      } catch (error) {
        if (errorCode(error) !== 404) throw error;
      }
    },
  };
}

/** The moderation rules' ports: an approval needs Auth, a deletion the message's files. */
export function moderationBackend(auth: Auth, db: Firestore, storage: StorageAccess, mail: MailPorts): ModerationBackend {
  return { ...adminBackend(auth, db, mail), ...deletionBackend(db, storage), renderNotification: renderNotificationMail };
}

/**
 * The purge's ports (src/domain/server/purge.ts): a due query is a range on
 * its time field (its single-field index), with its equality a composite
 * index of firestore.indexes.json; only the ids are fetched.
 */
export function purgeBackend(db: Firestore, storage: StorageAccess): PurgeBackend {
  return {
    ...deletionBackend(db, storage),
    async dueIds(query, limit) {
      const snapshot = await shapedQuery(db, dueQuery(query), query.collection).limit(limit).select().get();
      return snapshot.docs.map((doc) => doc.id);
    },
  };
}
