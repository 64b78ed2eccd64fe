// The ports of the member's own account rules (src/domain/server/member-data.ts,
// delete-account.ts, member-email.ts, issue 22) over firebase-admin: the
// member's messages on every board (a collection-group query on comments by
// userId, newest first: the index is in firestore.indexes.json), the Auth
// user's address as Auth holds it, and the deletion's Firestore, Storage and
// Auth halves from admin-backend.ts, with the revocation of the member's
// sessions and their counters kept under the uid. index.ts wires them into the callables.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { StorageAccess } from './storage-bucket';
import type { AccountDeletionBackend } from '../../src/domain/server/delete-account';
import type { MemberDataBackend, MemberMessages } from '../../src/domain/server/member-data';
import type { MemberEmailBackend } from '../../src/domain/server/member-email';
import { authOperations, deletionBackend, errorCode, firestoreStore } from './admin-backend';
import { collections } from '../../src/domain/model/collections';
import { queries } from '../../src/domain/model/queries';
import { shapedQuery } from './shaped-query';

function memberMessages(db: Firestore): MemberMessages {
  return {
    async messagesBy(uid, limit) {
      const snapshot = await shapedQuery(db, { shape: queries.messagesByAuthor, values: { equal: { userId: uid }, limit } }).get();
      // commentBoards/{boardId}/comments/{id}: the board is the comments collection's parent.
      return snapshot.docs.flatMap((doc) => {
        const boardId = doc.ref.parent.parent?.id;
        return boardId ? [{ boardId, id: doc.id, data: doc.data() }] : [];
      });
    },
  };
}

export function memberDataBackend(db: Firestore): MemberDataBackend {
  return { ...firestoreStore(db), ...memberMessages(db) };
}

export function accountDeletionBackend(auth: Auth, db: Firestore, storage: StorageAccess): AccountDeletionBackend {
  return {
    ...deletionBackend(db, storage),
    ...memberMessages(db),
    deleteUser: authOperations(auth).deleteUser,
    async revokeSessions(uid) {
      // Every refresh token of the user stops working: no session outlives the account by refreshing.
      try {
        await auth.revokeRefreshTokens(uid);
      } catch (error) {
        if (errorCode(error) !== 'auth/user-not-found') throw error;
      }
    },
    async deleteCounters(uid) {
      // Kept under the uid by firestore.rules (a member's posts) and the Storage triggers (their quota).
      const batch = db.batch();
      batch.delete(db.collection(collections.postLimits.path).doc(uid));
      batch.delete(db.collection(collections.storageUsage.path).doc(uid));
      await batch.commit();
    },
  };
}

export function memberEmailBackend(auth: Auth, db: Firestore): MemberEmailBackend {
  return {
    ...firestoreStore(db),
    async getAccount(uid) {
      try {
        const user = await auth.getUser(uid);
        return { email: user.email ?? null, emailVerified: user.emailVerified };
      } catch (error) {
        if (errorCode(error) === 'auth/user-not-found') return null;
        throw error;
      }
    },
  };
}
