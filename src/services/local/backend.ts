// The local backend: the whole service interface in the browser, persisted in
// IndexedDB through Dexie. It is the embedded default (`npm start`, `npm test`)
// and behaves like the firebase backend: the same approval flows, live queries
// (across tabs, through Dexie's liveQuery), soft deletes and attachments, and
// the same permission checks firestore.rules and the functions make (approval
// refuses an existing member's email, deletion follows spec §4, pending
// messages stay private, the directory carries no uid, file paths come from
// the ids), so the UI is never the only gate. Each tab keeps its own sign-in
// (sessionStorage), so two tabs of one browser can act as two members on one
// shared database.
import Dexie, { liveQuery, type ObservabilitySet } from 'dexie';
import type { Services } from '../api';
import { ServiceError } from '../../domain/errors';
import {
  contactSchema,
  contributorApplicationSchema,
  franchiseeApplicationSchema,
  parseInput,
  postalCodeSchema,
  pricingInquirySchema,
  submissionDate,
  subscriptionEmailSchema,
} from '../schemas';
import type {
  Board,
  Message,
  PendingComment,
  PendingItems,
  PublicProfile,
  ReviewKind,
  SessionUser,
  Unsubscribe,
} from '../../domain/types';
import { normalizePath } from '../../config/paths';
import { attachmentRefusal, sanitizeFileName } from '../../domain/attachments';
import {
  canDelete,
  canEdit,
  canReadBoard,
  canReadMessage,
  canReply,
  interactionStatus,
  postsWithoutApproval,
  type Viewer,
} from '../../domain/permissions';
import { hashPassword, verifyPassword, type PasswordHash } from '../crypto';
import {
  attachmentFolder,
  attachmentPath,
  openDatabase,
  type BoardRecord,
  type LocalDatabase,
  type MessageRecord,
} from './db';
import { seedDemoData } from './seed';

export const DELETED_MESSAGE = 'This message has been deleted';
const ALREADY_DELETED = 'This message has already been deleted.';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LocalOptions {
  /** IndexedDB database name; tests use a fresh one each. */
  dbName?: string;
  /** Where this tab remembers who is signed in; defaults to sessionStorage. */
  sessionStore?: KeyValueStore;
  /** PBKDF2 iterations for new password hashes. */
  hashIterations?: number;
  /** Seed the demo data into an empty database. */
  seed?: boolean;
  now?: () => Date;
}

/**
 * The origin of the object URLs this backend hands out (blob:{origin}/…),
 * which the UI requires before it links or shows an attachment.
 */
function pageOrigin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

const SESSION_KEY = 'atlantic-timber.session.uid';
// 100,000 rounds: within the 120,000 that Firebase Auth accepts for PBKDF2_SHA256 imports.
const DEFAULT_ITERATIONS = 100_000;

function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function defaultSessionStore(): KeyValueStore {
  try {
    return window.sessionStorage;
  } catch {
    return memoryStore();
  }
}

function toBoard({ pathKey: _pathKey, ...board }: BoardRecord): Board {
  return board;
}

function displayName(profile: Pick<PublicProfile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}

/** The board a comment review item names; the item comes from the caller, so it is checked, not cast. */
function commentBoardOf(item: PendingItems[ReviewKind]): string {
  if (!('commentBoardId' in item) || typeof item.commentBoardId !== 'string') {
    throw new ServiceError('invalid-argument', 'A comment item names its board.');
  }
  return item.commentBoardId;
}

const permissionDenied = () => new ServiceError('permission-denied', 'Missing or insufficient permissions.');

export async function createLocalServices(options: LocalOptions = {}): Promise<Services> {
  const db: LocalDatabase = openDatabase(options.dbName ?? 'atlantic-timber');
  const sessionStore = options.sessionStore ?? defaultSessionStore();
  const iterations = options.hashIterations ?? DEFAULT_ITERATIONS;
  const now = options.now ?? (() => new Date());
  const newId = () => crypto.randomUUID();

  await db.open();
  if (options.seed ?? true) await seedDemoData(db, { iterations, now });

  // ---- The signed-in user of this tab ------------------------------------

  let currentUid: string | null = sessionStore.getItem(SESSION_KEY);
  const uidListeners = new Set<() => void>();

  function setCurrentUid(uid: string | null) {
    currentUid = uid;
    if (uid) sessionStore.setItem(SESSION_KEY, uid);
    else sessionStore.removeItem(SESSION_KEY);
    for (const listener of [...uidListeners]) listener();
  }

  async function currentViewer(): Promise<Viewer | null> {
    if (!currentUid) return null;
    const account = await db.accounts.get(currentUid);
    if (!account) return null;
    const profile = await db.approvedUsers.get(currentUid);
    return { uid: currentUid, role: profile?.permissionLevel ?? null };
  }

  async function requireViewer(): Promise<Viewer> {
    const viewer = await currentViewer();
    if (!viewer) throw permissionDenied();
    return viewer;
  }

  async function requireAdmin(): Promise<Viewer> {
    const viewer = await requireViewer();
    if (viewer.role !== 'Admin') throw permissionDenied();
    return viewer;
  }

  /**
   * A live query that depends on who is signed in: re-run on every database
   * change it read (liveQuery) and whenever this tab signs in or out.
   */
  function watchAsViewer<T>(
    query: (viewer: Viewer | null) => Promise<T>,
    next: (value: T) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    let subscription: { unsubscribe(): void } | null = null;
    const start = () => {
      subscription?.unsubscribe();
      subscription = liveQuery(async () => query(await currentViewer())).subscribe({
        next,
        error: (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
      });
    };
    uidListeners.add(start);
    start();
    return () => {
      uidListeners.delete(start);
      subscription?.unsubscribe();
    };
  }

  /**
   * Like watchAsViewer, for a query that reads many records of a few tables:
   * it runs again after any change to those tables (in this tab or another,
   * through Dexie's storagemutated event) instead of tracking every key it
   * read, which on a board of 2,000 messages was most of an update's cost.
   * Runs never overlap; changes during a run cause one more run.
   */
  function watchTables<T>(
    tables: readonly string[],
    query: (viewer: Viewer | null) => Promise<T>,
    next: (value: T) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const prefixes = tables.map((table) => `idb://${db.name}/${table}/`);
    let closed = false;
    let running = false;
    let again = false;
    const run = () => {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      void currentViewer()
        .then(query)
        .then(
          (value) => !closed && !again && next(value),
          (error: unknown) => !closed && !again && onError?.(error instanceof Error ? error : new Error(String(error))),
        )
        .finally(() => {
          running = false;
          if (again) {
            again = false;
            run();
          }
        });
    };
    const onMutated = (parts: ObservabilitySet) => {
      if (Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)))) run();
    };
    Dexie.on('storagemutated', onMutated);
    uidListeners.add(run);
    run();
    return () => {
      closed = true;
      uidListeners.delete(run);
      Dexie.on.storagemutated.unsubscribe(onMutated);
    };
  }

  async function requireAccountPassword(password: string) {
    const viewer = await requireViewer();
    const account = await db.accounts.get(viewer.uid);
    if (!account || !(await verifyPassword(password, account.password))) {
      throw new ServiceError('invalid-credentials', 'Incorrect email or password!');
    }
    return account;
  }

  // ---- Attachments: Blobs in the files table, shown through object URLs ----
  // A file lives at attachments/{author}/{board}/{message}/{name}, as in
  // Storage. Every path is worked out from those ids and the name; the path
  // kept in a message record is never read back.

  const attachmentOrigin = pageOrigin();
  const objectUrls = new Map<string, string>();

  function forgetUrl(path: string) {
    const url = objectUrls.get(path);
    if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    objectUrls.delete(path);
  }

  async function attachmentUrl(path: string): Promise<string> {
    const cached = objectUrls.get(path);
    if (cached) return cached;
    const file = await db.files.get(path);
    // A missing file gets a URL off the origin, so the UI shows its name only.
    if (!file) return `local-file:${path}`;
    // Outside a browser (no object URLs) the link names the file on this origin; it opens nothing.
    const url =
      typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file.blob)
        : `${attachmentOrigin}/${path.split('/').map(encodeURIComponent).join('/')}`;
    objectUrls.set(path, url);
    return url;
  }

  /** The files (and how many the message would carry) on this board: src/domain/attachments.ts, as firebase checks them. */
  function checkFiles(board: Board, files: readonly File[], totalCount: number = files.length) {
    const refusal = attachmentRefusal(board, files, totalCount);
    if (refusal) throw new ServiceError('invalid-argument', refusal);
  }

  /** Call inside a transaction on db.files. A later file of the same name replaces an earlier one. */
  async function storeFiles(uid: string, boardId: string, messageId: string, files: readonly File[]) {
    const stored: { name: string; path: string }[] = [];
    for (const file of files) {
      const name = sanitizeFileName(file.name);
      const path = attachmentPath(uid, boardId, messageId, name);
      await db.files.put({ path, name, blob: file, userId: uid, messageId, timestamp: now().toISOString() });
      const existing = stored.findIndex((entry) => entry.name === name);
      if (existing >= 0) stored.splice(existing, 1);
      stored.push({ name, path });
    }
    return stored;
  }

  /** Call inside a transaction on db.files: every file in the message's folder, named or not. */
  async function deleteMessageFolder(uid: string, boardId: string, messageId: string): Promise<string[]> {
    const paths = await db.files.where('path').startsWith(attachmentFolder(uid, boardId, messageId)).primaryKeys();
    await db.files.bulkDelete(paths);
    return paths;
  }

  async function toMessage(record: MessageRecord): Promise<Message> {
    const { userId, boardId, id } = record;
    const attachments =
      userId === null
        ? []
        : await Promise.all(
            record.attachments.map(async ({ name }) => ({ name, url: await attachmentUrl(attachmentPath(userId, boardId, id, name)) })),
          );
    return { ...record, attachments };
  }

  /** Most messages have no attachments: those need no promise of their own. */
  function toMessages(records: readonly MessageRecord[]): Message[] | Promise<Message[]> {
    const messages = records.map((record) => (record.attachments.length === 0 ? { ...record, attachments: [] } : toMessage(record)));
    return messages.some((message) => message instanceof Promise) ? Promise.all(messages) : (messages as Message[]);
  }

  async function getBoard(boardId: string): Promise<Board> {
    const board = await db.commentBoards.get(boardId);
    if (!board) throw new ServiceError('not-found', 'Board not found.');
    return toBoard(board);
  }

  function checkContent(board: Board, content: string, fileCount: number): string {
    const text = content.trim();
    if (text.length > board.maxLength) throw new ServiceError('invalid-argument', 'Message too long.');
    if (!text && (fileCount === 0 || !board.allowAttachments)) throw new ServiceError('invalid-argument', 'Message required.');
    return text;
  }

  // ---- Approval: what the createUserOnApproval function does in production ----

  async function createUserOnApproval(kind: 'franchisee' | 'contributor', id: string) {
    const table = kind === 'franchisee' ? db.franchiseeApplications : db.contributorApplications;
    const application = await table.get(id);
    if (!application) throw new ServiceError('not-found', 'Application not found.');
    const email = application.email.trim().toLowerCase();
    if (!email || !application.password) throw new ServiceError('invalid-argument', 'Missing email or password.');

    await db.transaction('rw', [db.accounts, db.approvedUsers, db.publicProfiles, db.contributorDirectory, table], async () => {
      // Re-read inside the transaction: two approvals of one application create one user.
      if (!(await table.get(id))) throw new ServiceError('not-found', 'Application not found.');
      // Nothing of an existing member changes: an email that has an account or a
      // member record is refused before anything is written.
      const taken =
        (await db.accounts.where('email').equals(email).count()) + (await db.approvedUsers.where('email').equals(email).count());
      if (taken > 0) throw new ServiceError('email-in-use', `An account already exists for ${email}.`);
      // Made here, never taken from the application.
      const uid = newId();
      const permissionLevel = kind === 'franchisee' ? 'Franchisee' : 'Contributor';
      await db.accounts.add({ uid, email, password: application.password });
      await db.approvedUsers.add({
        uid,
        email,
        firstName: application.firstName,
        lastName: application.lastName,
        town: application.town,
        expertise: application.expertise,
        permissionLevel,
        subscribedToNewsletter: false,
        subscribedToOffers: false,
      });
      await db.publicProfiles.add({
        uid,
        firstName: application.firstName,
        lastName: application.lastName,
        town: application.town,
        expertise: application.expertise,
        role: permissionLevel,
      });
      if (permissionLevel === 'Contributor') {
        await db.contributorDirectory.add({
          id: newId(),
          firstName: application.firstName,
          lastName: application.lastName,
          town: application.town,
          expertise: application.expertise,
        });
      }
      await table.delete(id);
    });
  }

  async function pendingComments(): Promise<PendingComment[]> {
    const records = await db.comments.orderBy('timestamp').filter((message) => !message.isApproved).toArray();
    const boards = new Map((await db.commentBoards.toArray()).map((board) => [board.id, board]));
    const authorIds = [...new Set(records.map((message) => message.userId).filter((uid): uid is string => uid !== null))];
    const profiles = await db.publicProfiles.bulkGet(authorIds);
    const names = new Map(profiles.filter((p): p is PublicProfile => p !== undefined).map((p) => [p.uid, displayName(p)]));
    return records.map((message) => {
      const board = boards.get(message.boardId);
      return {
        id: message.id,
        commentBoardId: message.boardId,
        path: board?.pathname ?? '',
        topic: board?.heading ?? 'Comments',
        userName: (message.userId && names.get(message.userId)) || 'Unknown User',
        date: message.timestamp,
        content: message.content,
        isApproved: message.isApproved,
      };
    });
  }

  const pendingQueries: { [K in ReviewKind]: () => Promise<PendingItems[K][]> } = {
    franchisee: async () =>
      (await db.franchiseeApplications.orderBy('submittedAt').toArray()).map(({ password: _p, ...rest }) => rest),
    contributor: async () =>
      (await db.contributorApplications.orderBy('submittedAt').toArray()).map(({ password: _p, ...rest }) => rest),
    pricing: async () => (await db.pricingInquiries.orderBy('createdAt').toArray()).map(({ createdAt: _c, ...rest }) => rest),
    contact: async () => db.contactSubmissions.orderBy('timestamp').toArray(),
    comment: pendingComments,
  };

  const services: Services = {
    backend: 'local',
    attachmentOrigin,

    auth: {
      watchSession(callback) {
        callback({ status: 'loading' });
        return watchAsViewer(
          async (viewer): Promise<SessionUser | null> => {
            if (!viewer) return null;
            const account = await db.accounts.get(viewer.uid);
            if (!account) return null;
            const profile = (await db.approvedUsers.where('email').equals(account.email).first()) ?? null;
            return { uid: account.uid, email: account.email, profile };
          },
          (user) => callback({ status: 'ready', user }),
          () => callback({ status: 'ready', user: null }),
        );
      },

      async signIn(email, password) {
        const address = email.trim().toLowerCase();
        if (!address || !password) throw new ServiceError('missing-credentials', 'Missing email or password');
        const account = await db.accounts.where('email').equals(address).first();
        if (!account || !(await verifyPassword(password, account.password))) {
          throw new ServiceError('invalid-credentials', 'Incorrect email or password!');
        }
        setCurrentUid(account.uid);
      },

      async signOut() {
        setCurrentUid(null);
      },

      async updateEmail(currentPassword, newEmail) {
        const account = await requireAccountPassword(currentPassword);
        const email = parseInput(subscriptionEmailSchema, newEmail);
        await db.transaction('rw', [db.accounts, db.approvedUsers], async () => {
          const other = await db.accounts.where('email').equals(email).first();
          if (other && other.uid !== account.uid) throw new ServiceError('email-in-use', 'That email is already in use.');
          await db.accounts.update(account.uid, { email });
          await db.approvedUsers.update(account.uid, { email });
        });
      },

      async updatePassword(currentPassword, newPassword) {
        const account = await requireAccountPassword(currentPassword);
        if (!newPassword) throw new ServiceError('invalid-argument', 'Missing password.');
        await db.accounts.update(account.uid, { password: await hashPassword(newPassword, iterations) });
      },
    },

    users: {
      async getUserByEmail(email) {
        const viewer = await requireViewer();
        const profile = await db.approvedUsers.where('email').equals(email.trim().toLowerCase()).first();
        if (!profile) return null;
        if (profile.uid !== viewer.uid && viewer.role !== 'Admin') throw permissionDenied();
        return profile;
      },

      async listContributors() {
        return db.contributorDirectory.toArray();
      },

      async getDisplayNames(uids) {
        const profiles = await db.publicProfiles.bulkGet([...uids]);
        return new Map(profiles.filter((p): p is PublicProfile => p !== undefined).map((p) => [p.uid, displayName(p)]));
      },

      async setSubscriptions({ newsletter, offers }) {
        const viewer = await requireViewer();
        const updated = await db.approvedUsers.update(viewer.uid, {
          subscribedToNewsletter: newsletter,
          subscribedToOffers: offers,
        });
        if (!updated) throw new ServiceError('not-found', 'No member record for this account.');
      },
    },

    forms: {
      async submitFranchiseeApplication(input) {
        const data = parseInput(franchiseeApplicationSchema, input);
        const password: PasswordHash = await hashPassword(data.password, iterations);
        await db.franchiseeApplications.add({ ...data, password, id: newId(), submittedAt: now().toISOString() });
      },

      async submitContributorApplication(input) {
        const data = parseInput(contributorApplicationSchema, input);
        const password = await hashPassword(data.password, iterations);
        await db.contributorApplications.add({
          ...data,
          password,
          id: newId(),
          submittedAt: now().toISOString(),
        });
      },

      async submitPricingInquiry(input) {
        // parseInput keeps only the schema's keys: any status or id is stripped.
        const data = parseInput(pricingInquirySchema, input);
        const date = now();
        await db.pricingInquiries.add({ ...data, id: newId(), submissionDate: submissionDate(date), createdAt: date.toISOString() });
      },

      async submitContact(input) {
        const data = parseInput(contactSchema, input);
        await db.contactSubmissions.add({ ...data, id: newId(), timestamp: now().toISOString(), status: 'Pending' });
      },

      async subscribeNewsletter(rawEmail) {
        const email = parseInput(subscriptionEmailSchema, rawEmail);
        await db.transaction('rw', db.subscribers, async () => {
          const existing = await db.subscribers.get(email);
          if (existing?.newsletter === true) throw new ServiceError('already-registered', 'Email is already registered for the newsletter.');
          await db.subscribers.put({ ...existing, email, newsletter: true });
        });
      },

      async subscribeOffers(rawEmail, rawPostalCode) {
        const email = parseInput(subscriptionEmailSchema, rawEmail);
        const postalCode = parseInput(postalCodeSchema, rawPostalCode);
        await db.transaction('rw', db.subscribers, async () => {
          const existing = await db.subscribers.get(email);
          if (existing?.specialOffers?.registered === true) {
            throw new ServiceError('already-registered', 'Email is already registered for special offers.');
          }
          await db.subscribers.put({ ...existing, email, specialOffers: { registered: true, postalCode } });
        });
      },
    },

    boards: {
      async findBoard(pathname) {
        const board = await db.commentBoards.where('pathKey').equals(normalizePath(pathname)).first();
        return board ? toBoard(board) : null;
      },

      watchMessages(boardId, { selectedId = null }, callback, onError) {
        return watchTables(
          ['comments', 'commentBoards', 'files'],
          async (viewer) => {
            const board = await getBoard(boardId);
            if (!canReadBoard(board, viewer)) throw permissionDenied();
            // Read the board in one go and filter here: a Dexie filter() costs a round trip per record.
            const all = await db.comments.where('[boardId+timestamp]').between([boardId, ''], [boardId, '\uffff']).toArray();
            // Of the messages the viewer may read, approved ones, their own
            // pending ones and the admin's selection (the rules allow more to
            // an Admin; the board shows only these).
            const records = all.filter(
              (message) =>
                canReadMessage(message, viewer) &&
                (message.isApproved || (viewer !== null && message.userId === viewer.uid) || message.id === selectedId),
            );
            return toMessages(records);
          },
          callback,
          onError,
        );
      },

      async postMessage({ boardId, content, replyTo, files }) {
        const viewer = await requireViewer();
        const board = await getBoard(boardId);
        if (interactionStatus(board, viewer) !== 'full') throw permissionDenied();
        const text = checkContent(board, content, files.length);
        checkFiles(board, files, new Set(files.map((file) => sanitizeFileName(file.name))).size);
        const id = newId();
        const record = await db.transaction('rw', [db.comments, db.files], async (): Promise<MessageRecord> => {
          if (replyTo !== null) {
            const parent = await db.comments.get(replyTo);
            if (!parent || parent.boardId !== boardId || !canReply(parent)) {
              throw new ServiceError('invalid-argument', 'Replies go to approved messages only.');
            }
          }
          const message: MessageRecord = {
            id,
            boardId,
            userId: viewer.uid,
            content: text,
            attachments: await storeFiles(viewer.uid, boardId, id, files),
            timestamp: now().toISOString(),
            editTimestamp: null,
            replyTo,
            isApproved: postsWithoutApproval(viewer.role),
            isDeleted: false,
          };
          await db.comments.add(message);
          return message;
        });
        return toMessage(record);
      },

      async editMessage(boardId, messageId, { content, keep, files }) {
        const viewer = await requireViewer();
        const board = await getBoard(boardId);
        checkFiles(board, files);
        const touched = await db.transaction('rw', [db.comments, db.files], async () => {
          const record = await db.comments.get(messageId);
          if (!record || record.boardId !== boardId) throw new ServiceError('not-found', 'Message not found.');
          if (interactionStatus(board, viewer) !== 'full' || !canEdit(record, viewer)) throw permissionDenied();
          const kept = record.attachments.filter((attachment) => keep.includes(attachment.name));
          const removed = record.attachments.filter((attachment) => !keep.includes(attachment.name));
          const text = checkContent(board, content, kept.length + files.length);
          const newNames = new Set(files.map((file) => sanitizeFileName(file.name)));
          checkFiles(board, files, kept.filter((entry) => !newNames.has(entry.name)).length + newNames.size);
          // canEdit made sure the viewer is the author: the folder is theirs.
          const removedPaths = removed.map(({ name }) => attachmentPath(viewer.uid, boardId, messageId, name));
          await db.files.bulkDelete(removedPaths);
          const added = await storeFiles(viewer.uid, boardId, messageId, files);
          const attachments = [
            ...kept
              .filter((k) => !added.some((a) => a.name === k.name))
              .map(({ name }) => ({ name, path: attachmentPath(viewer.uid, boardId, messageId, name) })),
            ...added,
          ];
          await db.comments.update(messageId, { content: text, attachments, editTimestamp: now().toISOString() });
          return [...removedPaths, ...added.map((attachment) => attachment.path)];
        });
        // A replaced file gets a new object URL; a removed one's is released.
        touched.forEach(forgetUrl);
      },

      async deleteMessage(boardId, messageId) {
        const viewer = await requireViewer();
        const removed = await db.transaction('rw', [db.comments, db.files], async () => {
          const record = await db.comments.get(messageId);
          if (!record || record.boardId !== boardId) throw new ServiceError('not-found', 'Message not found.');
          // A soft-deleted message is never deleted again, by anyone (canDelete):
          // an Admin hears why, as from the deleteMessage function.
          if (record.isDeleted && viewer.role === 'Admin') throw new ServiceError('invalid-argument', ALREADY_DELETED);
          if (!canDelete(record, viewer) || record.userId === null) throw permissionDenied();
          // Spec §4: any reply, a pending one too, keeps the message as a soft delete.
          const replies = await db.comments.where('replyTo').equals(messageId).count();
          if (replies > 0) {
            await db.comments.update(messageId, {
              content: DELETED_MESSAGE,
              attachments: [],
              isDeleted: true,
              userId: null,
              isApproved: true,
            });
          } else {
            await db.comments.delete(messageId);
          }
          return deleteMessageFolder(record.userId, boardId, messageId);
        });
        removed.forEach(forgetUrl);
      },
    },

    admin: {
      watchPending(kind, callback, onError) {
        return watchAsViewer(
          async (viewer) => {
            if (viewer?.role !== 'Admin') throw permissionDenied();
            return pendingQueries[kind]();
          },
          callback,
          onError,
        );
      },

      async approve(kind: ReviewKind, item: PendingItems[ReviewKind]) {
        await requireAdmin();
        switch (kind) {
          case 'franchisee':
          case 'contributor':
            await createUserOnApproval(kind, item.id);
            return;
          case 'pricing':
            await db.transaction('rw', [db.pricingInquiries, db.approvedReadyToTalk], async () => {
              const inquiry = await db.pricingInquiries.get(item.id);
              if (!inquiry) throw new ServiceError('not-found', 'Inquiry not found.');
              await db.approvedReadyToTalk.put({ ...inquiry, status: 'Approved' });
              await db.pricingInquiries.delete(item.id);
            });
            return;
          case 'contact':
            await db.transaction('rw', [db.contactSubmissions, db.contactApproved], async () => {
              const submission = await db.contactSubmissions.get(item.id);
              if (!submission) throw new ServiceError('not-found', 'Submission not found.');
              await db.contactApproved.put({ ...submission, status: 'Approved' });
              await db.contactSubmissions.delete(item.id);
            });
            return;
          case 'comment': {
            const commentBoardId = commentBoardOf(item);
            await db.transaction('rw', db.comments, async () => {
              const record = await db.comments.get(item.id);
              if (!record || record.boardId !== commentBoardId) throw new ServiceError('not-found', 'Comment not found.');
              await db.comments.update(item.id, { isApproved: true });
            });
            return;
          }
        }
      },

      async reject(kind: ReviewKind, item: PendingItems[ReviewKind]) {
        await requireAdmin();
        switch (kind) {
          case 'franchisee':
            await db.franchiseeApplications.delete(item.id);
            return;
          case 'contributor':
            await db.contributorApplications.delete(item.id);
            return;
          case 'pricing':
            await db.pricingInquiries.delete(item.id);
            return;
          case 'contact':
            await db.contactSubmissions.delete(item.id);
            return;
          case 'comment': {
            // Only a pending message of the board the item names: a pending
            // message has no replies (nobody may reply to it), so it goes.
            const commentBoardId = commentBoardOf(item);
            const removed = await db.transaction('rw', [db.comments, db.files], async () => {
              const record = await db.comments.get(item.id);
              if (!record || record.boardId !== commentBoardId) return [];
              if (record.isApproved) throw new ServiceError('invalid-argument', 'Only a pending comment can be rejected.');
              await db.comments.delete(item.id);
              return record.userId === null ? [] : deleteMessageFolder(record.userId, commentBoardId, item.id);
            });
            removed.forEach(forgetUrl);
            return;
          }
        }
      },
    },
  };

  return services;
}
