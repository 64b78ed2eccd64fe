// What every part of the service contract shares (issue 21 split the suite by
// service): the backend a runner hands it, live-query helpers that wait for
// the first matching value, and members made through the approval flow.
import type { Rejection } from '../../src/domain/moderation';
import { expect, it } from 'vitest';
import type { BoardWindow, Services } from '../../src/services/api';
import { DEMO_ACCOUNTS, DEMO_APPLICANT_PASSWORD } from '../../src/services/demo-data';
import { isServiceError, type ServiceErrorCode } from '../../src/domain/errors';
import type { Language } from '../../src/domain/languages';
import type { Message, PendingItems, ReviewKind, SessionUser, Unsubscribe } from '../../src/domain/types';
import { buildContributorApplication, buildFranchiseeApplication } from '../builders';
export type ContractRole = 'admin' | 'franchisee' | 'contributor';

/** A subscriber record (spec §3) as stored: no service reads it back, so each backend's runner does. */
export interface StoredSubscription {
  email?: string;
  /** True only while the newsletter is confirmed (issue 22). */
  newsletter?: boolean;
  specialOffers?: { registered?: boolean; postalCode?: string };
  language?: string;
  newsletterStatus?: string;
  offersStatus?: string;
  /** The member whose address it is, while they have an account. */
  uid?: string | null;
}

/** A queued mail as stored (the `mail` collection, locally the outbox): what the consent contract checks. */
export interface StoredMail {
  kind: string;
  commercial: boolean;
  text: string;
  headers: Record<string, string>;
}

export interface ContractBackend {
  services: Services;
  /** The mails queued to an address, read behind the service's back (locally the outbox; on the emulators with the owner's rights). */
  readMail(to: string): Promise<StoredMail[]>;
  /** The test newsletter to every confirmed subscriber (the local outbox's button; the sendNewsletter callable as an Admin): how many were queued. */
  sendNewsletter(): Promise<number>;
  /** What a forger tries: a commercial mail queued directly, not through the newsletter rule. Rejects when refused. */
  forgeCommercialMail(to: string): Promise<void>;
  /** Signs in as a seeded account, or out with null. */
  signInAs(role: ContractRole | null): Promise<void>;
  /**
   * The Auth emulator stores imported password hashes without checking them;
   * the emulator runner sets the password on the new account instead.
   */
  syncImportedPassword?(email: string, password: string): Promise<void>;
  /** The subscriber record of an address, read straight from storage with an Admin's rights (signed in as one), or null. */
  readSubscription(email: string): Promise<StoredSubscription | null>;
  /**
   * Files a pending application again under an id of the caller's choosing,
   * as a visitor who writes to the collection may (signed in as an Admin, who
   * may read and delete it): the takeover attempt of issue 14.
   */
  fileApplicationUnder(kind: 'franchisee' | 'contributor', applicationId: string, id: string): Promise<void>;
  /**
   * The mails sent to an address, newest first, as its recipient reads them
   * (the local outbox; the emulator's `mail` documents, read with the
   * emulator's owner rights, since no client may read them).
   */
  mailsTo(email: string): Promise<SentMail[]>;
  /**
   * Follows the link that proves a new sign-in address (issue 22): Firebase's
   * own verifyBeforeUpdateEmail link in the Auth emulator. Left out, the link
   * of the site's own 'verify-email-change' mail (the local backend).
   */
  followEmailChangeLink?(email: string): Promise<void>;
  /** The id of an application under an address, verified or not, read with an Admin’s rights (signed in as one). */
  applicationIdOf(kind: 'franchisee' | 'contributor', email: string): Promise<string>;
}

/** A queued mail as a contract test reads it. */
export interface SentMail {
  kind: string;
  language: string;
  subject: string;
  text: string;
}

const VERIFY_TOKEN = /\/verify\?token=([A-Za-z0-9_-]{43})/;

/** The token of the newest /verify link mailed to an address. */
export async function mailedToken(backend: ContractBackend, email: string): Promise<string> {
  for (const mail of await backend.mailsTo(email)) {
    const token = VERIFY_TOKEN.exec(mail.text)?.[1];
    if (token) return token;
  }
  throw new Error(`No /verify link was mailed to ${email}.`);
}

/** Confirms an applicant's address with the link mailed to it (issue 22): only then does the application reach the console. */
export async function confirmApplicant(backend: ContractBackend, email: string): Promise<void> {
  const outcome = await backend.services.verification.verify(await mailedToken(backend, email));
  expect(outcome).toEqual({ status: 'done', purpose: 'verify-application' });
}

/** The first value a live subscription emits that satisfies the predicate. */
export function nextValue<T>(
  subscribe: (next: (value: T) => void, onError: (error: Error) => void) => Unsubscribe,
  predicate: (value: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let unsubscribe: Unsubscribe | null = null;
    let done = false;
    const finish = (action: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe?.());
      action();
    };
    const timer = setTimeout(() => finish(() => reject(new Error('No matching value in time'))), timeoutMs);
    unsubscribe = subscribe(
      (value) => {
        if (predicate(value)) finish(() => resolve(value));
      },
      (error) => finish(() => reject(error)),
    );
    if (done) unsubscribe();
  });
}

export async function expectServiceError(promise: Promise<unknown>, code: ServiceErrorCode) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected ServiceError '${code}'`).not.toBeNull();
  expect(isServiceError(error) ? error.code : error).toBe(code);
}

export function sessionUser(services: Services, predicate: (user: SessionUser | null) => boolean) {
  return nextValue<SessionUser | null>(
    (next) =>
      services.auth.watchSession((state) => {
        if (state.status === 'ready') next(state.user);
      }),
    predicate,
  );
}

export function pendingItems<K extends ReviewKind>(
  services: Services,
  kind: K,
  predicate: (items: PendingItems[K][]) => boolean = () => true,
) {
  return nextValue<PendingItems[K][]>((next, onError) => services.admin.watchPending(kind, next, onError), predicate);
}

export function boardMessages(
  services: Services,
  boardId: string,
  predicate: (messages: Message[]) => boolean = () => true,
  options: { selectedId?: string | null } = {},
) {
  return nextValue<Message[]>((next, onError) => services.boards.watchMessages(boardId, options, next, onError), predicate);
}

/** The first [messages, window] a board's live query emits that satisfies the predicate. */
export function boardPage(
  services: Services,
  boardId: string,
  predicate: (page: [Message[], BoardWindow]) => boolean = () => true,
  options: { selectedId?: string | null; threads?: number; replies?: number } = {},
) {
  return nextValue<[Message[], BoardWindow]>(
    (next, onError) => services.boards.watchMessages(boardId, options, (messages, window) => next([messages, window]), onError),
    predicate,
  );
}

/** The uid of a seeded account, as its own session reports it. */
export async function uidOf(backend: ContractBackend, role: ContractRole): Promise<string> {
  await backend.signInAs(role);
  const user = await sessionUser(backend.services, (u) => u?.email === DEMO_ACCOUNTS[role].email);
  await backend.signInAs(null);
  return user!.uid;
}

/**
 * Whether this run can store files: the local backend always; the firebase
 * backend only where the Storage emulator runs beside Firestore, which needs
 * its rules runtime downloaded (docs/decisions/025; as functions/src/storage-bucket.ts
 * tells). Elsewhere a case that stores a file is reported as skipped, by name.
 */
export const STORES_FILES = process.env['FIRESTORE_EMULATOR_HOST'] === undefined || process.env['FIREBASE_STORAGE_EMULATOR_HOST'] !== undefined;

/** A case that stores files: run where files can be stored, skipped (and so counted) where not. */
export const itStoringFiles = it.skipIf(!STORES_FILES);

export const textFile = (name: string, text = name) => new File([text], name, { type: 'text/plain' });

export interface Member {
  email: string;
  password: string;
  uid: string;
}

let members = 0;

/**
 * A member of its own, made through the approval flow and left signed in: a
 * test that changes an account must not change a seeded one, which every
 * other test on the emulators shares.
 */
export async function approvedMember(backend: ContractBackend, kind: 'franchisee' | 'contributor', language: Language = 'en-CA'): Promise<Member> {
  members += 1;
  const email = `member${members}.${Date.now()}@example.com`;
  const password = DEMO_APPLICANT_PASSWORD;
  const input = { email, password, firstName: 'Avery', lastName: 'Member', language };
  if (kind === 'franchisee') await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication(input));
  else await backend.services.forms.submitContributorApplication(buildContributorApplication(input));
  await confirmApplicant(backend, email);
  await backend.signInAs('admin');
  const items: PendingItems['franchisee' | 'contributor'][] = await pendingItems(backend.services, kind, (list) =>
    list.some((item) => item.email === email),
  );
  await backend.services.admin.approve(kind, items.find((item) => item.email === email)!);
  await backend.signInAs(null);
  await backend.syncImportedPassword?.(email, password);
  await backend.services.auth.signIn(email, password);
  const user = await sessionUser(backend.services, (u) => u?.email === email && u.profile !== null);
  expect(user?.profile?.permissionLevel).toBe(kind === 'franchisee' ? 'Franchisee' : 'Contributor');
  return { email, password, uid: user!.uid };
}

/** Follows the link that proves `email` as a member's new sign-in address, as its recipient would. */
export async function followEmailChangeLink(backend: ContractBackend, email: string): Promise<void> {
  if (backend.followEmailChangeLink) return backend.followEmailChangeLink(email);
  const outcome = await backend.services.verification.verify(await mailedToken(backend, email));
  expect(outcome).toEqual({ status: 'done', purpose: 'verify-email-change' });
}

export const WRONG_PASSWORD = 'Wrong!234567';

/** A rejection as the console sends one: a reason from the list, and a note. */
export const REJECTION: Rejection = { reason: 'off-topic', note: 'Please keep to the board’s subject.' };
