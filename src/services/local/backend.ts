// The local backend: the whole service interface in the browser, persisted in
// IndexedDB through Dexie. It is the embedded default (`npm start`, `npm test`)
// and behaves like the firebase backend: the same approval flows, live queries
// (across tabs), soft deletes and attachments, and the same permission checks
// firestore.rules and the functions make, so the UI is never the only gate.
// Every rule comes from src/domain; each service is a storage adapter in a
// file of its own, and this file only puts them together.
import type { Services } from '../api';
import { formsOver, subscriptionsOver, unsubscribeOver, verificationOver } from '../callable-services';
import { localCaller } from './call-local';
import { PASSWORD_HASH_ROUNDS } from '../../domain/limits';
import { createAccountService } from './account';
import { createAdminService } from './admin';
import { createAuthService } from './auth';
import { createBoardsService } from './boards';
import { createCatalogueService } from './catalogue';
import type { LocalContext } from './context';
import { openDatabase, type LocalDatabase } from './db';
import { createFiles, type LocalFiles } from './files';
import { createNotificationsService } from './notifications';
import { createOutboxService } from './outbox';
import { seedDemoData } from './seed';
import { seedCatalogue } from './seed-catalogue';
import { createSession, defaultSessionStore, type KeyValueStore } from './session';
import { createUsersService } from './users';
import { createWatch } from './watch';
import { DAY_MS } from '../../domain/model/retention';
import { purgeExpired } from '../../domain/server/purge';
import { sweepOrphans } from '../../domain/server/storage-sweep';
import { releaseHeldMail } from '../../domain/server/mail-cap';
import { sendPendingInquiryNotices } from '../../domain/server/inquiry-notices';
import { renderLocalNotificationMail } from './mail-ports';
import { localHeldMailBackend, localPurgeBackend, localStore, localSweepBackend } from './server-ports';

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
  /** Told how many records a read returned ("documents read": the bench and tests only). */
  onRead?: (count: number) => void;
  /** Told how many index entries a catalogue search scanned (the bench only). */
  onScan?: (count: number) => void;
  /**
   * Sweep the files no message lists and release the mail held past an
   * earlier day's cap once the backend is up (the app's start: the local
   * stand-in for the daily sweepStorage and releaseHeldMail functions, ADR 019, 021).
   */
  sweepFiles?: boolean;
  /**
   * Run the retention purge once the backend is up and then every day while
   * the page stays open (the local stand-in for the nightly purgeExpired
   * function, ADR 022).
   */
  purge?: boolean;
}

export async function createLocalServices(options: LocalOptions = {}): Promise<Services> {
  const db = openDatabase(options.dbName ?? 'atlantic-timber');
  const iterations = options.hashIterations ?? PASSWORD_HASH_ROUNDS;
  const now = options.now ?? (() => new Date());

  await db.open();
  if (options.seed ?? true) {
    await seedDemoData(db, { iterations, now });
    await seedCatalogue(db, now);
  }

  if (options.sweepFiles) {
    void sweepFiles(db, now());
    void releaseMail(db, now());
  }

  const session = createSession(db, options.sessionStore ?? defaultSessionStore());
  const context: LocalContext = {
    db,
    session,
    files: createFiles(db, now),
    watch: createWatch(db, session),
    iterations,
    now,
    newId: () => crypto.randomUUID(),
    onRead: options.onRead ?? (() => {}),
    ...(options.onScan ? { onScan: options.onScan } : {}),
    clientId: browserClientId(),
  };
  const call = localCaller(context);
  if (options.purge) {
    void purge(db, context.files, now());
    setInterval(() => void purge(db, context.files, now()), DAY_MS);
  }

  return {
    backend: 'local',
    attachmentOrigin: context.files.origin,
    attachmentBucket: null,
    auth: createAuthService(context),
    users: createUsersService(context),
    forms: formsOver(call),
    subscriptions: subscriptionsOver(call),
    unsubscribe: unsubscribeOver(call),
    boards: createBoardsService(context),
    admin: createAdminService(context),
    account: createAccountService(context),
    verification: verificationOver(call),
    notifications: createNotificationsService(context),
    catalogue: createCatalogueService(context),
    outbox: createOutboxService(context),
  };
}

/** In the background: nothing waits for it, and a failure only leaves the files for the next start. */
async function sweepFiles(db: LocalDatabase, at: Date): Promise<void> {
  try {
    await sweepOrphans(localSweepBackend(db), at);
  } catch (error) {
    console.warn('Sweeping the files no message lists failed.', error);
  }
}

/** In the background, as the sweep: a failure only leaves the purge to its next run. */
async function purge(db: LocalDatabase, files: LocalFiles, at: Date): Promise<void> {
  const backend = localPurgeBackend(db);
  try {
    await purgeExpired(backend, at);
  } catch (error) {
    console.warn('The retention purge failed.', error);
  } finally {
    files.forget(backend.deletedPaths);
  }
}

/** In the background, as sweepFiles: a failure leaves the mail held (or a partner's questions pending) for the next start. */
async function releaseMail(db: LocalDatabase, at: Date): Promise<void> {
  try {
    await releaseHeldMail(localHeldMailBackend(db), at);
    await sendPendingInquiryNotices(localStore(db), { now: at, render: renderLocalNotificationMail, origin: globalThis.location.origin });
  } catch (error) {
    console.warn('Releasing the held mail failed.', error);
  }
}

/** A random id kept in this browser (localStorage): the local backend's anonymous client for the rate limits. */
function browserClientId(): string {
  const key = 'atc-client-id';
  try {
    const stored = localStorage.getItem(key);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(key, created);
    return created;
  } catch {
    // No storage (a private window that refuses it): one id for this page's life.
    return crypto.randomUUID();
  }
}
