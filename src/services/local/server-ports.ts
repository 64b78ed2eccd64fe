// The ports of the server rules (src/domain/server, ADR 012) over the local
// database, so the local backend approves and deletes through the very code
// the functions run: Store as Dexie transactions over the tables that mirror
// the Firestore collections, ApprovalAuth over the accounts table (the role
// claim included), and a message's files over the files table.
import type { Table } from 'dexie';
import type { ApprovalAuth, ApprovalBackend, AuthUser } from '../../domain/server/approval-ports';
import type { DeletionBackend } from '../../domain/server/delete-message';
import type { ModerationBackend } from '../../domain/server/moderation-ports';
import type { AccountDeletionBackend } from '../../domain/server/delete-account';
import type { MemberDataBackend, MemberMessages } from '../../domain/server/member-data';
import type { EmailChangeAccounts, EmailChangeBackend, MemberEmailBackend } from '../../domain/server/member-email';
import type { StoreCounter } from '../../domain/server/digest';
import type { DueQuery, PurgeBackend } from '../../domain/server/purge';
import type { SweepBackend } from '../../domain/server/storage-sweep';
import type { HeldMailBackend } from '../../domain/server/mail-cap';
import { typedTransaction, type DocRef, type RawTransaction, type Store, type StoredData } from '../../domain/server/store';
import { Dexie } from 'dexie';
import { ALL_COLLECTIONS, collectionAt, collections } from '../../domain/model/collections';
import type { AccountRecord, LocalDatabase } from './db';
import { PIECE_KEYS } from './db-catalogue';
import { localMailPorts, renderLocalNotificationMail } from './mail-ports';

/** The table each Firestore collection is mirrored by, as the model declares it (spec §3); a subcollection's under its declared path. */
const TABLES: ReadonlyMap<string, string> = new Map(ALL_COLLECTIONS.flatMap(({ path, local }) => (local ? [[path, local.table] as const] : [])));

/** Firestore's attachment metadata documents: locally a file's metadata is its record in the files table. */
const ATTACHMENT_METADATA = collections.attachments.path;

/**
 * Collections whose documents have an `id` field of their own (an archive
 * document names the archived item's id), which the table's key would
 * overwrite: locally such a document is kept whole under `doc`, beside its key
 * and the fields the table indexes.
 */
const ENVELOPED: Record<string, readonly string[]> = { [collections.moderationArchive.path]: ['expiresAt'] };

function envelope(fields: readonly string[], id: string, data: StoredData): StoredData {
  return { id, doc: data, ...Object.fromEntries(fields.map((field) => [field, data[field]])) };
}

interface Collection {
  table: Table<StoredData, string>;
  /** The indexed fields of an enveloped collection's records (ENVELOPED), or null. */
  enveloped: readonly string[] | null;
  /** The board a comments collection belongs to; a record of another board is not in it. */
  boardId: string | null;
}

function collectionOf(db: LocalDatabase, name: string): Collection | null {
  if (name === ATTACHMENT_METADATA) return null;
  // commentBoards/{boardId}/comments: one table of every board's messages, each record naming its board.
  const declared = collectionAt(name);
  const tableName = declared ? TABLES.get(declared.path) : undefined;
  if (!declared || tableName === undefined) throw new Error(`No local table for the collection ${name}.`);
  const boardId = declared === collections.comments ? (name.split('/')[1] ?? null) : null;
  return { table: db.table<StoredData, string>(tableName), boardId, enveloped: ENVELOPED[name] ?? null };
}

const inCollection = (collection: Collection, record: StoredData | undefined): record is StoredData =>
  record !== undefined && (collection.boardId === null || record['boardId'] === collection.boardId);

/** A document's field, or a field of a map field ('item.authorId'), read as Firestore stores it (an enveloped record's under `doc`). */
function fieldOf(collection: Collection, record: StoredData, field: string): unknown {
  const doc: unknown = collection.enveloped ? record['doc'] : record;
  return field.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as StoredData)[key] : undefined), doc);
}

/** Reads at once; writes queued and applied together once the work is done, as in Firestore. */
function storeTransaction(db: LocalDatabase, writes: (() => Promise<unknown>)[]): RawTransaction {
  const write = (ref: DocRef, apply: (collection: Collection) => Promise<unknown>) => {
    const collection = collectionOf(db, ref.collection);
    if (collection) writes.push(() => apply(collection));
  };
  return {
    async get(ref) {
      const collection = collectionOf(db, ref.collection);
      const record = collection ? await collection.table.get(ref.id) : undefined;
      if (!collection || !inCollection(collection, record)) return null;
      return collection.enveloped ? (record['doc'] as StoredData) : record;
    },
    async findIds(name, field, values, limit) {
      const collection = collectionOf(db, name);
      if (!collection) return [];
      const { table } = collection;
      const indexed = table.schema.indexes.some((index) => index.name === field);
      const matches = indexed ? table.where(field).anyOf([...values]) : table.filter((record) => values.includes(String(fieldOf(collection, record, field))));
      return matches
        .filter((record) => inCollection(collection, record))
        .limit(limit)
        .primaryKeys();
    },
    set: (ref, data) =>
      write(ref, ({ table, boardId, enveloped }) => {
        if (enveloped) return table.put(envelope(enveloped, ref.id, data));
        const key = table.schema.primKey.keyPath;
        return table.put({ ...data, ...(typeof key === 'string' ? { [key]: ref.id } : {}), ...(boardId === null ? {} : { boardId }) });
      }),
    update: (ref, data) =>
      write(ref, async ({ table, enveloped }) => {
        if (!enveloped) return table.update(ref.id, data);
        const record = await table.get(ref.id);
        if (record) await table.put(envelope(enveloped, ref.id, { ...(record['doc'] as StoredData), ...data }));
      }),
    delete: (ref) => write(ref, ({ table }) => table.delete(ref.id)),
  };
}

export function localStore(db: LocalDatabase): Store {
  // The accounts table too: a followed email-change link changes an account and its record together;
  // and the catalogue's search index, which follows every write of a piece (db-catalogue.ts).
  const tables = [...TABLES.values(), db.accounts.name, PIECE_KEYS].map((name) => db.table(name));
  return {
    runTransaction: (work) =>
      db.transaction('rw', tables, async () => {
        const writes: (() => Promise<unknown>)[] = [];
        const result = await work(typedTransaction(storeTransaction(db, writes)));
        for (const apply of writes) await apply();
        return result;
      }),
  };
}

/**
 * Counts as Firestore's count() does: the records with the order's field,
 * read through its index where the table has one (a filter, on the records
 * themselves, where it has not: the pending comments, which no index holds by
 * isApproved). The comments group is every board's comments.
 */
export function localCounter(db: LocalDatabase): StoreCounter {
  return {
    count({ collection, group, where, orderBy }) {
      if (group && collection !== collections.comments.name) throw new Error(`No local collection group ${collection}.`);
      const found = group ? { table: db.table<StoredData, string>(db.comments.name), boardId: null, enveloped: null } : collectionOf(db, collection);
      if (!found) return Promise.resolve(0);
      const { table } = found;
      const ordered = table.schema.indexes.some((index) => index.name === orderBy)
        ? table.orderBy(orderBy)
        : table.toCollection().filter((record) => record[orderBy] !== undefined);
      return ordered.filter((record) => inCollection(found, record) && (where === undefined || record[where.field] === where.value)).count();
    },
  };
}

const authUser = (account: AccountRecord | undefined): AuthUser | null => (account ? { uid: account.uid, email: account.email } : null);

/** Firebase Auth as the approval sees it, over the accounts table; an import replaces an account of the same uid, as production does. */
/** Ends every tab's session of the account signed in until now (session.ts), as revokeRefreshTokens does. */
export async function revokeLocalSessions(db: LocalDatabase, uid: string): Promise<void> {
  await db.accounts.update(uid, { sessionsValidAfter: new Date().toISOString() });
}

export function localAuth(db: LocalDatabase): ApprovalAuth {
  return {
    getUser: async (uid) => authUser(await db.accounts.get(uid)),
    getUserByEmail: async (email) => authUser(await db.accounts.where('email').equals(email.toLowerCase()).first()),
    async importUser({ uid, email, passwordHash, passwordSalt, rounds, emailVerified }) {
      const password = { algorithm: 'PBKDF2-SHA256', iterations: rounds, salt: passwordSalt, hash: passwordHash } as const;
      await db.accounts.put({ uid, email, password, emailVerified });
    },
    async deleteUser(uid) {
      await db.accounts.delete(uid);
    },
    async setRoleClaim(uid, role) {
      await db.accounts.update(uid, { role });
    },
  };
}

export function localApprovalBackend(db: LocalDatabase): ApprovalBackend {
  return { ...localAuth(db), ...localStore(db), mail: localMailPorts() };
}

/** The deletion's ports; `deletedPaths` names the files it removed, whose object URLs the caller releases. */
export function localDeletionBackend(db: LocalDatabase): DeletionBackend & { deletedPaths: string[] } {
  const deletedPaths: string[] = [];
  return {
    ...localStore(db),
    deletedPaths,
    async deleteFilesUnder(prefix) {
      const paths = await db.files.where('path').startsWith(prefix).primaryKeys();
      await db.files.bulkDelete(paths);
      deletedPaths.push(...paths);
    },
  };
}

/** The moderation rule's ports: an approval needs the accounts, a deletion the message's files. */
export function localModerationBackend(db: LocalDatabase): ModerationBackend & { deletedPaths: string[] } {
  const deletion = localDeletionBackend(db);
  return { ...localApprovalBackend(db), ...deletion, renderNotification: renderLocalNotificationMail };
}

/**
 * The purge's ports (src/domain/server/purge.ts): a due query reads the
 * table's index on its time field (db-retention.ts); its equality, on
 * booleans IndexedDB cannot index, filters that range.
 */
export function localPurgeBackend(db: LocalDatabase): PurgeBackend & { deletedPaths: string[] } {
  return Object.assign(localDeletionBackend(db), {
    async dueIds({ collection, field, before, equals }: DueQuery, limit: number) {
      const table = collectionOf(db, collection)?.table;
      if (!table) return [];
      const due = table.where(field).belowOrEqual(before);
      return (equals ? due.filter((record) => record[equals.field] === equals.value) : due).limit(limit).primaryKeys();
    },
  });
}

/** A member's messages on every board, newest first: per board through the [boardId+userId+listKey] index, so no other message is read. */
export function localMemberMessages(db: LocalDatabase): MemberMessages {
  return {
    async messagesBy(uid, limit) {
      const boards = await db.commentBoards.toCollection().primaryKeys();
      const found = [];
      for (const boardId of boards) {
        found.push(...(await db.comments.where('[boardId+userId+listKey]').between([boardId, uid, Dexie.minKey], [boardId, uid, Dexie.maxKey]).toArray()));
      }
      found.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
      return found.slice(0, limit).map(({ listKey: _listKey, ...data }) => ({ boardId: data.boardId, id: data.id, data }));
    },
  };
}

export function localMemberDataBackend(db: LocalDatabase): MemberDataBackend {
  return { ...localStore(db), ...localMemberMessages(db) };
}

export function localAccountDeletionBackend(db: LocalDatabase): AccountDeletionBackend & { deletedPaths: string[] } {
  const deletion = localDeletionBackend(db);
  return Object.assign(deletion, localMemberMessages(db), {
    deleteUser: localAuth(db).deleteUser,
    revokeSessions: (uid: string) => revokeLocalSessions(db, uid),
    // The local backend keeps no postLimits or storageUsage documents: it counts from its comments and files tables.
    deleteCounters: () => Promise.resolve(),
  });
}

/** The email change's ports: the accounts table is Auth; its addresses are the proven ones (the local link proves them). */
export function localEmailChangeBackend(db: LocalDatabase): EmailChangeBackend {
  return { ...localStore(db), getUserByEmail: localAuth(db).getUserByEmail };
}

/** The address the accounts table holds, as Auth would (syncMemberEmail): a local change is made by its own link, so it is proven. */
export function localMemberEmailBackend(db: LocalDatabase): MemberEmailBackend {
  return {
    ...localStore(db),
    async getAccount(uid) {
      const account = await db.accounts.get(uid);
      return account ? { email: account.email, emailVerified: account.emailVerified ?? false } : null;
    },
  };
}

/** The accounts half of a followed email-change link: the accounts table is in localStore's transaction, so both change together. */
export function localEmailChangeAccounts(db: LocalDatabase): EmailChangeAccounts {
  return {
    accountWith: async (email) => (await db.accounts.where('email').equals(email).first())?.uid ?? null,
    async setAccountEmail(uid, email) {
      await db.accounts.update(uid, { email });
    },
  };
}

/** The release of held mail (src/domain/server/mail-cap.ts): the oldest through the table's createdAt index. */
export function localHeldMailBackend(db: LocalDatabase): HeldMailBackend {
  return {
    ...localStore(db),
    // A budget's newest first; a mail held before budgets (none named) is transactional. The table is small: filtered here.
    newestHeldMailIds: (budget, limit) =>
      db.heldMail
        .orderBy('createdAt')
        .reverse()
        .filter((mail) => (mail['budget'] ?? 'transactional') === budget)
        .limit(limit)
        .primaryKeys(),
  };
}

/** The sweeper's files (src/domain/server/storage-sweep.ts): the files table, its records' times as Storage's creation times. */
export function localSweepBackend(db: LocalDatabase): SweepBackend & { deletedPaths: string[] } {
  const deletedPaths: string[] = [];
  return {
    ...localStore(db),
    deletedPaths,
    async listFiles(prefix) {
      const files = await db.files.where('path').startsWith(prefix).toArray();
      return files.map((file) => ({ path: file.path, createdAt: new Date(file.timestamp) }));
    },
    async deleteFile(path) {
      await db.files.delete(path);
      deletedPaths.push(path);
    },
  };
}
