// The contract of the service interface (spec §7): one suite of behaviours
// that every backend must show. `npm test` runs it against the local backend
// (local.test.ts); `npm run test:emulators` against the firebase backend.
// Written against the interface only, so the security checks of issue 14
// (approval never touches a member, the directory carries no uid, deletion
// as spec §4, pending replies stay private, one set of shapes, attachments
// that go with their message) are shown to hold on both backends.
import { describe, expect, it } from 'vitest';
import type { BoardWindow, Services } from '../../src/services/api';
import { DEMO_ACCOUNTS, DEMO_APPLICANT_PASSWORD } from '../../src/services/demo-data';
import { isOnOrigin } from '../../src/domain/attachments';
import { isServiceError, type ServiceErrorCode } from '../../src/domain/errors';
import type { Language } from '../../src/domain/languages';
import type { Message, PendingItems, ReviewKind, SessionState, SessionUser, Unsubscribe } from '../../src/domain/types';
import { buildContact, buildContributorApplication, buildFranchiseeApplication, buildPricingInquiry } from '../builders';

export type ContractRole = 'admin' | 'franchisee' | 'contributor';

/** A subscriber record (spec §3) as stored: no service reads it back, so each backend's runner does. */
export interface StoredSubscription {
  email?: string;
  newsletter?: boolean;
  specialOffers?: { registered?: boolean; postalCode?: string };
  language?: string;
}

export interface ContractBackend {
  services: Services;
  /** Signs in as a seeded account, or out with null. */
  signInAs(role: ContractRole | null): Promise<void>;
  /**
   * The Auth emulator stores imported password hashes without checking them;
   * the emulator runner sets the password on the new account instead.
   */
  syncImportedPassword?(email: string, password: string): Promise<void>;
  /** The subscriber record of an address, read straight from storage with an Admin's rights (signed in as one), or null. */
  readSubscription(email: string): Promise<StoredSubscription | null>;
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

async function expectServiceError(promise: Promise<unknown>, code: ServiceErrorCode) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected ServiceError '${code}'`).not.toBeNull();
  expect(isServiceError(error) ? error.code : error).toBe(code);
}

function sessionUser(services: Services, predicate: (user: SessionUser | null) => boolean) {
  return nextValue<SessionUser | null>(
    (next) =>
      services.auth.watchSession((state) => {
        if (state.status === 'ready') next(state.user);
      }),
    predicate,
  );
}

function pendingItems<K extends ReviewKind>(
  services: Services,
  kind: K,
  predicate: (items: PendingItems[K][]) => boolean = () => true,
) {
  return nextValue<PendingItems[K][]>((next, onError) => services.admin.watchPending(kind, next, onError), predicate);
}

function boardMessages(
  services: Services,
  boardId: string,
  predicate: (messages: Message[]) => boolean = () => true,
  options: { selectedId?: string | null } = {},
) {
  return nextValue<Message[]>((next, onError) => services.boards.watchMessages(boardId, options, next, onError), predicate);
}

/** The first [messages, window] a board's live query emits that satisfies the predicate. */
function boardPage(
  services: Services,
  boardId: string,
  predicate: (page: [Message[], BoardWindow]) => boolean = () => true,
  options: { selectedId?: string | null; threads?: number } = {},
) {
  return nextValue<[Message[], BoardWindow]>(
    (next, onError) => services.boards.watchMessages(boardId, options, (messages, window) => next([messages, window]), onError),
    predicate,
  );
}

/** The uid of a seeded account, as its own session reports it. */
async function uidOf(backend: ContractBackend, role: ContractRole): Promise<string> {
  await backend.signInAs(role);
  const user = await sessionUser(backend.services, (u) => u?.email === DEMO_ACCOUNTS[role].email);
  await backend.signInAs(null);
  return user!.uid;
}

const textFile = (name: string, text = name) => new File([text], name, { type: 'text/plain' });

interface Member {
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
async function approvedMember(backend: ContractBackend, kind: 'franchisee' | 'contributor', language: Language = 'en-CA'): Promise<Member> {
  members += 1;
  const email = `member${members}.${Date.now()}@example.com`;
  const password = DEMO_APPLICANT_PASSWORD;
  const input = { email, password, firstName: 'Avery', lastName: 'Member', language };
  if (kind === 'franchisee') await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication(input));
  else await backend.services.forms.submitContributorApplication(buildContributorApplication(input));
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

const WRONG_PASSWORD = 'Wrong!234567';

export function describeServiceContract(backendName: string, create: () => Promise<ContractBackend>) {
  describe(`service contract: ${backendName} backend`, () => {
    it('names its backend', async () => {
      const { services } = await create();
      expect(services.backend).toBe(backendName);
    });

    describe('auth', () => {
      it('signs in with the right password and loads the ApprovedUsers record', async () => {
        const { services } = await create();
        await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
        const user = await sessionUser(services, (u) => u !== null);
        expect(user?.email).toBe('admin@example.com');
        expect(user?.profile?.permissionLevel).toBe('Admin');
        expect(user?.profile?.firstName).toBe(DEMO_ACCOUNTS.admin.firstName);
      });

      it('refuses a wrong password and missing credentials', async () => {
        const { services } = await create();
        await expectServiceError(services.auth.signIn(DEMO_ACCOUNTS.admin.email, 'wrong-Password1!'), 'invalid-credentials');
        await expectServiceError(services.auth.signIn('nobody@example.com', 'Whatever!234'), 'invalid-credentials');
        await expectServiceError(services.auth.signIn('', 'x'), 'missing-credentials');
        await expectServiceError(services.auth.signIn(DEMO_ACCOUNTS.admin.email, ''), 'missing-credentials');
      });

      it('signs out', async () => {
        const backend = await create();
        await backend.signInAs('contributor');
        await sessionUser(backend.services, (u) => u?.profile?.permissionLevel === 'Contributor');
        await backend.services.auth.signOut();
        expect(await sessionUser(backend.services, (u) => u === null)).toBeNull();
      });

      it('reports loading first, then the session', async () => {
        const { services } = await create();
        const states: SessionState['status'][] = [];
        const stop = services.auth.watchSession((state) => states.push(state.status));
        expect(states[0]).toBe('loading');
        expect(await sessionUser(services, () => true)).toBeNull();
        stop();
      });

      it('changes the sign-in email after checking the current password; a taken email is refused', async () => {
        const backend = await create();
        const { auth } = backend.services;
        const member = await approvedMember(backend, 'contributor');
        const newEmail = member.email.replace('@', '.moved@');

        await expectServiceError(auth.updateEmail(WRONG_PASSWORD, newEmail), 'invalid-credentials');
        await expectServiceError(auth.updateEmail(member.password, DEMO_ACCOUNTS.franchisee.email), 'email-in-use');
        await auth.updateEmail(member.password, newEmail);
        const user = await sessionUser(backend.services, (u) => u?.email === newEmail && u.profile?.email === newEmail);
        expect(user?.uid).toBe(member.uid);
        expect(user?.profile?.permissionLevel).toBe('Contributor');

        await auth.signOut();
        await expectServiceError(auth.signIn(member.email, member.password), 'invalid-credentials');
        await auth.signIn(newEmail, member.password);
        expect((await sessionUser(backend.services, (u) => u?.email === newEmail))?.uid).toBe(member.uid);
        // The member whose email was offered keeps it.
        await auth.signOut();
        await auth.signIn(DEMO_ACCOUNTS.franchisee.email, DEMO_ACCOUNTS.franchisee.password);
        expect((await sessionUser(backend.services, (u) => u !== null))?.email).toBe(DEMO_ACCOUNTS.franchisee.email);
        await auth.signOut();
        await expectServiceError(auth.updateEmail(member.password, 'signed.out@example.com'), 'permission-denied');
      });

      it('changes the password after checking the current one', async () => {
        const backend = await create();
        const { auth } = backend.services;
        const member = await approvedMember(backend, 'franchisee');
        const newPassword = 'Renewed!23456';

        await expectServiceError(auth.updatePassword(WRONG_PASSWORD, newPassword), 'invalid-credentials');
        await auth.updatePassword(member.password, newPassword);
        await auth.signOut();
        await expectServiceError(auth.signIn(member.email, member.password), 'invalid-credentials');
        await auth.signIn(member.email, newPassword);
        const user = await sessionUser(backend.services, (u) => u?.email === member.email);
        expect(user?.uid).toBe(member.uid);
        expect(user?.profile?.permissionLevel).toBe('Franchisee');
        await auth.signOut();
        await expectServiceError(auth.updatePassword(newPassword, 'Another!23456'), 'permission-denied');
      });
    });

    describe('users', () => {
      it('lists approved contributors only, without private fields', async () => {
        const { services } = await create();
        const contributors = await services.users.listContributors();
        const names = contributors.map((c) => `${c.firstName} ${c.lastName}`);
        expect(names).toContain('Sarah Doucette');
        expect(names).not.toContain('Morgan MacLeod');
        expect(names).not.toContain('Jacques Thibodeau');
        for (const contributor of contributors) {
          expect(Object.keys(contributor).sort()).toEqual(['expertise', 'firstName', 'id', 'lastName', 'town']);
        }
      });

      it('lists contributors without any member uid', async () => {
        const backend = await create();
        const uids = new Set<string>();
        for (const role of ['admin', 'franchisee', 'contributor'] as const) uids.add(await uidOf(backend, role));
        // And every author of the seeded messages an admin sees.
        await backend.signInAs('admin');
        for (const path of ['/store', '/discussion']) {
          const board = (await backend.services.boards.findBoard(path))!;
          for (const message of await boardMessages(backend.services, board.id, (list) => list.length > 0)) {
            if (message.userId) uids.add(message.userId);
          }
        }
        await backend.signInAs(null);
        const contributors = await backend.services.users.listContributors();
        expect(contributors.length).toBeGreaterThanOrEqual(3);
        for (const contributor of contributors) {
          for (const value of Object.values(contributor)) expect(uids.has(value), `a uid in ${JSON.stringify(contributor)}`).toBe(false);
        }
      });

      it('gives a member their own record by email but not another member’s', async () => {
        const backend = await create();
        await backend.signInAs('contributor');
        const own = await backend.services.users.getUserByEmail(DEMO_ACCOUNTS.contributor.email);
        expect(own?.permissionLevel).toBe('Contributor');
        await expectServiceError(backend.services.users.getUserByEmail(DEMO_ACCOUNTS.admin.email), 'permission-denied');
      });

      it('gives an admin any member’s record by email, null for an unknown email, and nobody signed out anything', async () => {
        const backend = await create();
        const uid = await uidOf(backend, 'contributor');
        await expectServiceError(backend.services.users.getUserByEmail(DEMO_ACCOUNTS.contributor.email), 'permission-denied');
        await backend.signInAs('admin');
        const record = await backend.services.users.getUserByEmail(` ${DEMO_ACCOUNTS.contributor.email.toUpperCase()} `);
        expect(record).toEqual({
          uid,
          email: DEMO_ACCOUNTS.contributor.email,
          firstName: DEMO_ACCOUNTS.contributor.firstName,
          lastName: DEMO_ACCOUNTS.contributor.lastName,
          town: DEMO_ACCOUNTS.contributor.town,
          expertise: DEMO_ACCOUNTS.contributor.expertise,
          permissionLevel: 'Contributor',
          subscribedToNewsletter: expect.any(Boolean),
          subscribedToOffers: expect.any(Boolean),
          language: DEMO_ACCOUNTS.contributor.language,
        });
        expect(await backend.services.users.getUserByEmail('nobody.here@example.com')).toBeNull();
      });

      it('names message authors from their profiles; unknown ids are absent', async () => {
        const backend = await create();
        const expected = new Map<string, string>();
        for (const role of ['admin', 'franchisee', 'contributor'] as const) {
          expected.set(await uidOf(backend, role), `${DEMO_ACCOUNTS[role].firstName} ${DEMO_ACCOUNTS[role].lastName}`);
        }
        await backend.signInAs('franchisee');
        const board = (await backend.services.boards.findBoard('/story'))!;
        const posted = await backend.services.boards.postMessage({ boardId: board.id, content: 'Who wrote this?', replyTo: null, files: [] });
        await backend.signInAs('admin');
        const authors = new Set<string>();
        for (const path of ['/store', '/discussion', '/story']) {
          const { id } = (await backend.services.boards.findBoard(path))!;
          for (const message of await boardMessages(backend.services, id, (list) => list.length > 0)) {
            if (message.userId) authors.add(message.userId);
          }
        }
        expect(authors.has(posted.userId!)).toBe(true);
        await backend.signInAs(null);

        const names = await backend.services.users.getDisplayNames([...authors, 'no-such-member', ...authors]);
        expect(names.has('no-such-member')).toBe(false);
        expect(names.size).toBe(authors.size);
        for (const uid of authors) expect(names.get(uid), uid).toBe(expected.get(uid));
        expect(names.get(posted.userId!)).toBe('Jacques Thibodeau');
        expect((await backend.services.users.getDisplayNames([])).size).toBe(0);
      });

      it('changes the signed-in member’s own subscription flags, and nobody’s when signed out', async () => {
        const backend = await create();
        const { users } = backend.services;
        const member = await approvedMember(backend, 'contributor');
        const flags = (user: SessionUser | null) => [user?.profile?.subscribedToNewsletter, user?.profile?.subscribedToOffers];

        await users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA');
        const first = await sessionUser(backend.services, (u) => u?.uid === member.uid && flags(u).join() === 'true,false');
        expect(flags(first)).toEqual([true, false]);
        await users.setSubscriptions({ newsletter: false, offers: true }, 'en-CA');
        const second = await sessionUser(backend.services, (u) => u?.uid === member.uid && flags(u).join() === 'false,true');
        expect(flags(second)).toEqual([false, true]);
        expect(await users.getUserByEmail(member.email)).toMatchObject({ uid: member.uid, subscribedToNewsletter: false, subscribedToOffers: true });

        // Another member's flags are untouched.
        await backend.signInAs('contributor');
        const other = await sessionUser(backend.services, (u) => u?.email === DEMO_ACCOUNTS.contributor.email && u.profile !== null);
        const otherFlags = flags(other);
        await backend.signInAs(null);
        await expectServiceError(users.setSubscriptions({ newsletter: true, offers: true }, 'en-CA'), 'permission-denied');
        await backend.signInAs('contributor');
        expect(flags(await sessionUser(backend.services, (u) => u?.email === DEMO_ACCOUNTS.contributor.email && u.profile !== null))).toEqual(otherFlags);
      });
    });

    describe('subscriptions', () => {
      it('registers an email for the newsletter once', async () => {
        const { services } = await create();
        await services.forms.subscribeNewsletter('Reader@Example.com ', 'en-CA');
        await expectServiceError(services.forms.subscribeNewsletter('reader@example.com', 'en-CA'), 'already-registered');
      });

      it('registers an email for special offers once, independently of the newsletter', async () => {
        const { services } = await create();
        await services.forms.subscribeNewsletter('both@example.com', 'en-CA');
        await services.forms.subscribeOffers('both@example.com', 'b3h 1a1', 'en-CA');
        await expectServiceError(services.forms.subscribeOffers('both@example.com', 'B3H 1A1', 'en-CA'), 'already-registered');
      });

      it('refuses an address that is not an email', async () => {
        const { services } = await create();
        await expectServiceError(services.forms.subscribeNewsletter('not an email', 'en-CA'), 'invalid-argument');
      });
    });

    describe('public forms and the review lists', () => {
      it('stores a contact submission as Pending for the admin', async () => {
        const backend = await create();
        await backend.services.forms.submitContact(buildContact({ subject: 'Kiln schedule' }));
        await backend.signInAs('admin');
        const items = await pendingItems(backend.services, 'contact', (list) =>
          list.some((item) => item.subject === 'Kiln schedule'),
        );
        const item = items.find((entry) => entry.subject === 'Kiln schedule');
        expect(item?.status).toBe('Pending');
        expect(item?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      });

      it('refuses a contact submission without a subject', async () => {
        const { services } = await create();
        await expectServiceError(services.forms.submitContact(buildContact({ subject: '' })), 'invalid-argument');
      });

      it('stores a pricing inquiry with a year/month/day date and strips status and id', async () => {
        const backend = await create();
        const input = { ...buildPricingInquiry({ businessName: 'Strip Test Ltd' }), status: 'Approved', id: 'forged' };
        await backend.services.forms.submitPricingInquiry(input);
        await backend.signInAs('admin');
        const items = await pendingItems(backend.services, 'pricing', (list) =>
          list.some((item) => item.businessName === 'Strip Test Ltd'),
        );
        const item = items.find((entry) => entry.businessName === 'Strip Test Ltd');
        expect(item?.submissionDate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
        expect(item?.id).not.toBe('forged');
        expect(item).not.toHaveProperty('status');
      });

      it('never shows an application’s password to the admin', async () => {
        const backend = await create();
        await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: '  New.Owner@Example.com ' }));
        await backend.signInAs('admin');
        const items = await pendingItems(backend.services, 'franchisee', (list) =>
          list.some((item) => item.email === 'new.owner@example.com'),
        );
        for (const item of items) expect(item).not.toHaveProperty('password');
      });

      it('keeps the review lists from anyone but an admin', async () => {
        const backend = await create();
        await backend.signInAs('franchisee');
        await expect(pendingItems(backend.services, 'contact')).rejects.toSatisfy((error) => isServiceError(error, 'permission-denied'));
      });

      it('approving or rejecting an item of any kind takes it off its review list, for an admin only', async () => {
        const backend = await create();
        const { forms, admin } = backend.services;
        await forms.submitContact(buildContact({ subject: 'Approve contact' }));
        await forms.submitContact(buildContact({ subject: 'Reject contact' }));
        await forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Approve Pricing Ltd' }));
        await forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Reject Pricing Ltd' }));
        await forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: 'reject.franchisee@example.com' }));
        await forms.submitContributorApplication(buildContributorApplication({ email: 'reject.contributor@example.com' }));
        await backend.signInAs('admin');

        const contacts = await pendingItems(backend.services, 'contact', (list) =>
          ['Approve contact', 'Reject contact'].every((subject) => list.some((item) => item.subject === subject)),
        );
        const pricing = await pendingItems(backend.services, 'pricing', (list) =>
          ['Approve Pricing Ltd', 'Reject Pricing Ltd'].every((name) => list.some((item) => item.businessName === name)),
        );
        const application = async <K extends 'franchisee' | 'contributor'>(kind: K, email: string): Promise<PendingItems[K]> => {
          const items = await pendingItems(backend.services, kind, (list) => list.some((item) => item.email === email));
          return items.find((item) => item.email === email)!;
        };
        const franchisee = await application('franchisee', 'reject.franchisee@example.com');
        const contributor = await application('contributor', 'reject.contributor@example.com');
        const contact = (subject: string) => contacts.find((item) => item.subject === subject)!;
        const inquiry = (name: string) => pricing.find((item) => item.businessName === name)!;

        await backend.signInAs('franchisee');
        await expectServiceError(admin.approve('contact', contact('Approve contact')), 'permission-denied');
        await expectServiceError(admin.reject('pricing', inquiry('Reject Pricing Ltd')), 'permission-denied');
        await backend.signInAs(null);
        await expectServiceError(admin.reject('franchisee', franchisee), 'permission-denied');

        await backend.signInAs('admin');
        await admin.approve('contact', contact('Approve contact'));
        await admin.reject('contact', contact('Reject contact'));
        await admin.approve('pricing', inquiry('Approve Pricing Ltd'));
        await admin.reject('pricing', inquiry('Reject Pricing Ltd'));
        await admin.reject('franchisee', franchisee);
        await admin.reject('contributor', contributor);

        const gone = (ids: readonly string[]) => (list: { id: string }[]) => !list.some((item) => ids.includes(item.id));
        await pendingItems(backend.services, 'contact', gone([contact('Approve contact').id, contact('Reject contact').id]));
        await pendingItems(backend.services, 'pricing', gone([inquiry('Approve Pricing Ltd').id, inquiry('Reject Pricing Ltd').id]));
        await pendingItems(backend.services, 'franchisee', gone([franchisee.id]));
        await pendingItems(backend.services, 'contributor', gone([contributor.id]));
        // A rejected application makes no member.
        await backend.signInAs(null);
        await expectServiceError(backend.services.auth.signIn('reject.contributor@example.com', 'Applicant!2345'), 'invalid-credentials');
        await expectServiceError(backend.services.auth.signIn('reject.franchisee@example.com', 'Applicant!2345'), 'invalid-credentials');
      });

      it('approving a contributor application creates a member who can sign in', async () => {
        const backend = await create();
        const email = 'applicant.contributor@example.com';
        await backend.services.forms.submitContributorApplication(
          buildContributorApplication({ email, password: DEMO_APPLICANT_PASSWORD, firstName: 'Ada', lastName: 'Boudreau' }),
        );
        await backend.signInAs('admin');
        const items = await pendingItems(backend.services, 'contributor', (list) =>
          list.some((item) => item.email === email),
        );
        const application = items.find((item) => item.email === email)!;
        await backend.services.admin.approve('contributor', application);

        const contributors = await backend.services.users.listContributors();
        expect(contributors.map((c) => `${c.firstName} ${c.lastName}`)).toContain('Ada Boudreau');

        await backend.signInAs(null);
        await backend.syncImportedPassword?.(email, DEMO_APPLICANT_PASSWORD);
        await backend.services.auth.signIn(email, DEMO_APPLICANT_PASSWORD);
        const user = await sessionUser(backend.services, (u) => u?.email === email);
        expect(user?.profile?.permissionLevel).toBe('Contributor');
        // The server makes the uid: the application's id (which a visitor may choose) is not it.
        expect(user?.uid).not.toBe(application.id);
      });

      it('refuses to approve an application with a member’s email, and the member keeps their account', async () => {
        const backend = await create();
        const cases = [
          { kind: 'contributor', role: 'franchisee', email: DEMO_ACCOUNTS.franchisee.email.toUpperCase() },
          { kind: 'franchisee', role: 'admin', email: ` ${DEMO_ACCOUNTS.admin.email}` },
        ] as const;
        for (const { kind, email } of cases) {
          const input = { email, password: 'Takeover!2345', firstName: 'Mallory', lastName: kind === 'franchisee' ? 'Franchise' : 'Contrib' };
          if (kind === 'franchisee') await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication(input));
          else await backend.services.forms.submitContributorApplication(buildContributorApplication(input));
        }
        await backend.signInAs('admin');
        for (const { kind, role } of cases) {
          const address = DEMO_ACCOUNTS[role].email;
          const items: PendingItems['franchisee' | 'contributor'][] = await pendingItems(backend.services, kind, (list) =>
            list.some((item) => item.email === address),
          );
          const application = items.find((item) => item.email === address)!;
          const refusal = await backend.services.admin.approve(kind, application).then(
            () => null,
            (caught: unknown) => caught,
          );
          expect(isServiceError(refusal, 'email-in-use'), `approving ${kind} with ${address}`).toBe(true);
          expect(refusal instanceof Error && refusal.message).toBe(`An account already exists for ${address}.`);
          const still = await pendingItems(backend.services, kind, (list) => list.some((item) => item.id === application.id));
          expect(still.some((item) => item.id === application.id)).toBe(true);
        }

        for (const role of ['franchisee', 'admin'] as const) {
          await backend.signInAs(null);
          await backend.services.auth.signIn(DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);
          const user = await sessionUser(backend.services, (u) => u?.email === DEMO_ACCOUNTS[role].email);
          expect(user?.profile?.permissionLevel).toBe(DEMO_ACCOUNTS[role].permissionLevel);
          expect(user?.profile?.firstName).toBe(DEMO_ACCOUNTS[role].firstName);
          expect(user?.profile?.lastName).toBe(DEMO_ACCOUNTS[role].lastName);
        }
        await backend.signInAs(null);
        await expectServiceError(backend.services.auth.signIn(DEMO_ACCOUNTS.admin.email, 'Takeover!2345'), 'invalid-credentials');
        const names = (await backend.services.users.listContributors()).map((c) => c.lastName);
        expect(names).not.toContain('Contrib');
      });

      it('refuses the shapes the rules refuse, on every form', async () => {
        const { services } = await create();
        const badEmail = 'someone..else@example.com';
        // One at a time, each started only when awaited.
        const refusals: [string, () => Promise<unknown>][] = [
          ['franchisee phone', () => services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ phoneNumber: '506555012' }))],
          ['franchisee postal code', () => services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ postalCode: 'D4S 1A1' }))],
          ['franchisee email', () => services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: badEmail }))],
          ['contributor phone', () => services.forms.submitContributorApplication(buildContributorApplication({ phoneNumber: '506555011' }))],
          [
            'contributor business name',
            () => services.forms.submitContributorApplication(buildContributorApplication({ employer: 'business', businessName: ' ' })),
          ],
          ['contributor email', () => services.forms.submitContributorApplication(buildContributorApplication({ email: badEmail }))],
          ['pricing phone', () => services.forms.submitPricingInquiry(buildPricingInquiry({ phoneNumber: '902555010' }))],
          ['pricing postal code', () => services.forms.submitPricingInquiry(buildPricingInquiry({ postalCode: 'B3H 1A' }))],
          ['pricing email', () => services.forms.submitPricingInquiry(buildPricingInquiry({ email: 'marie@landry' }))],
          ['contact email', () => services.forms.submitContact(buildContact({ email: '.visitor@example.com' }))],
          ['newsletter email', () => services.forms.subscribeNewsletter('reader@example', 'en-CA')],
          ['offers email', () => services.forms.subscribeOffers('reader@-example.com', 'B3H 1A1', 'en-CA')],
          ['offers postal code', () => services.forms.subscribeOffers('offers.reader@example.com', 'Z3H 1A1', 'en-CA')],
        ];
        for (const [form, submit] of refusals) {
          const error = await submit().then(
            () => null,
            (caught: unknown) => caught,
          );
          expect(isServiceError(error, 'invalid-argument'), form).toBe(true);
        }
      });
    });

    // Issue 17: every form keeps the language of the page it was sent from, so
    // the consortium answers in it; nothing else of the record changes with it.
    describe('the language a form was sent in', () => {
      /** The language of each listed item, by the key that names it. */
      const languages = <T extends { language: Language }>(items: readonly T[], keyOf: (item: T) => string, keys: readonly string[]) =>
        keys.map((key) => items.find((item) => keyOf(item) === key)?.language);

      it('records the language a franchisee application was sent in', async () => {
        const backend = await create();
        const emails = ['langue.franchise@example.com', 'language.franchise@example.com'];
        await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: emails[0], language: 'fr-CA' }));
        await backend.services.forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: emails[1], language: 'en-CA' }));
        await backend.signInAs('admin');
        const items = await pendingItems(backend.services, 'franchisee', (list) => emails.every((email) => list.some((item) => item.email === email)));
        expect(languages(items, (item) => item.email, emails)).toEqual(['fr-CA', 'en-CA']);
        // The option values stay as the form sent them, whatever the page's language.
        expect(items.find((item) => item.email === emails[0])).toMatchObject({ province: 'NB', contactBy: 'email', businessType: 'sawmilling, kiln drying' });
      });

      it('records the language a contributor application was sent in', async () => {
        const backend = await create();
        const emails = ['langue.contrib@example.com', 'language.contrib@example.com'];
        await backend.services.forms.submitContributorApplication(
          buildContributorApplication({ email: emails[0], language: 'fr-CA', employer: 'business', businessName: 'Scierie Poirier' }),
        );
        await backend.services.forms.submitContributorApplication(buildContributorApplication({ email: emails[1], language: 'en-CA' }));
        await backend.signInAs('admin');
        const items = await pendingItems(backend.services, 'contributor', (list) => emails.every((email) => list.some((item) => item.email === email)));
        expect(languages(items, (item) => item.email, emails)).toEqual(['fr-CA', 'en-CA']);
        expect(items.find((item) => item.email === emails[0])).toMatchObject({ employer: 'business', province: 'NB' });
      });

      it('records the language a pricing inquiry was sent in', async () => {
        const backend = await create();
        const names = ['Menuiserie Landry', 'Landry Millwork'];
        await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: names[0], language: 'fr-CA' }));
        await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: names[1], language: 'en-CA' }));
        await backend.signInAs('admin');
        const items = await pendingItems(backend.services, 'pricing', (list) => names.every((name) => list.some((item) => item.businessName === name)));
        expect(languages(items, (item) => item.businessName, names)).toEqual(['fr-CA', 'en-CA']);
        expect(items.find((item) => item.businessName === names[0])).toMatchObject({ contactBy: 'email', preferredTimezone: 'Atlantic' });
      });

      it('records the language a contact message was sent in', async () => {
        const backend = await create();
        const subjects = ['Visite de la scierie', 'Sawmill visit'];
        await backend.services.forms.submitContact(buildContact({ subject: subjects[0], message: 'Un groupe scolaire peut-il visiter une scierie ?', language: 'fr-CA' }));
        await backend.services.forms.submitContact(buildContact({ subject: subjects[1], language: 'en-CA' }));
        await backend.signInAs('admin');
        const items = await pendingItems(backend.services, 'contact', (list) => subjects.every((subject) => list.some((item) => item.subject === subject)));
        expect(languages(items, (item) => item.subject, subjects)).toEqual(['fr-CA', 'en-CA']);
        // The status stays the neutral stored value.
        expect(items.find((item) => item.subject === subjects[0])?.status).toBe('Pending');
      });

      it('records the language a subscription was sent in: the latest form’s for the address', async () => {
        const backend = await create();
        const { forms } = backend.services;
        await forms.subscribeNewsletter('lectrice@example.com', 'fr-CA');
        await forms.subscribeOffers('lectrice@example.com', 'e1a 1a1', 'fr-CA');
        await forms.subscribeOffers('offers.language@example.com', 'B3H 1A1', 'en-CA');
        await backend.signInAs('admin');
        expect(await backend.readSubscription('lectrice@example.com')).toMatchObject({
          newsletter: true,
          specialOffers: { registered: true, postalCode: 'E1A 1A1' },
          language: 'fr-CA',
        });
        expect((await backend.readSubscription('offers.language@example.com'))?.language).toBe('en-CA');

        // A later form in the other language: the record keeps its flags and takes the new language.
        await backend.signInAs(null);
        await forms.subscribeNewsletter('offers.language@example.com', 'fr-CA');
        // A refused one changes nothing.
        await expectServiceError(forms.subscribeNewsletter('lectrice@example.com', 'en-CA'), 'already-registered');
        await backend.signInAs('admin');
        expect(await backend.readSubscription('offers.language@example.com')).toMatchObject({
          newsletter: true,
          specialOffers: { registered: true, postalCode: 'B3H 1A1' },
          language: 'fr-CA',
        });
        expect((await backend.readSubscription('lectrice@example.com'))?.language).toBe('fr-CA');
      });

      it('records the language a member saved their subscriptions in, and gives an approved member the one they applied in', async () => {
        const backend = await create();
        const member = await approvedMember(backend, 'franchisee', 'fr-CA');
        const { users } = backend.services;
        expect(await users.getUserByEmail(member.email)).toMatchObject({ uid: member.uid, language: 'fr-CA', subscribedToNewsletter: false });

        await users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA');
        const saved = await sessionUser(backend.services, (u) => u?.uid === member.uid && u.profile?.language === 'en-CA');
        expect(saved?.profile).toMatchObject({ subscribedToNewsletter: true, subscribedToOffers: false, language: 'en-CA' });
        await users.setSubscriptions({ newsletter: true, offers: true }, 'fr-CA');
        expect(await users.getUserByEmail(member.email)).toMatchObject({ subscribedToOffers: true, language: 'fr-CA' });
      });

      it('refuses an unknown language, or none, on every form and stores nothing', async () => {
        const backend = await create();
        const { forms } = backend.services;
        const unknown = ['fr', 'fr-FR', 'FR-CA', 'en', '', undefined, null, 42];
        for (const raw of unknown) {
          // What a caller that skips the types may send.
          const language = raw as unknown as Language;
          const refusals: [string, () => Promise<unknown>][] = [
            ['franchisee', () => forms.submitFranchiseeApplication(buildFranchiseeApplication({ email: 'unknown.language@example.com', language }))],
            ['contributor', () => forms.submitContributorApplication(buildContributorApplication({ email: 'unknown.language@example.com', language }))],
            ['pricing', () => forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Unknown Language Ltd', language }))],
            ['contact', () => forms.submitContact(buildContact({ subject: 'Unknown language', language }))],
            ['newsletter', () => forms.subscribeNewsletter('unknown.language@example.com', language)],
            ['offers', () => forms.subscribeOffers('unknown.language@example.com', 'B3H 1A1', language)],
          ];
          for (const [form, submit] of refusals) {
            const error = await submit().then(
              () => null,
              (caught: unknown) => caught,
            );
            expect(isServiceError(error, 'invalid-argument'), `${form} with ${JSON.stringify(raw)}`).toBe(true);
          }
        }
        await backend.signInAs('contributor');
        await expectServiceError(backend.services.users.setSubscriptions({ newsletter: true, offers: true }, 'de-DE' as unknown as Language), 'invalid-argument');
        expect((await backend.services.users.getUserByEmail(DEMO_ACCOUNTS.contributor.email))?.language).toBe(DEMO_ACCOUNTS.contributor.language);

        await backend.signInAs('admin');
        expect(await backend.readSubscription('unknown.language@example.com')).toBeNull();
        const contacts = await pendingItems(backend.services, 'contact');
        expect(contacts.some((item) => item.subject === 'Unknown language')).toBe(false);
        const pricing = await pendingItems(backend.services, 'pricing');
        expect(pricing.some((item) => item.businessName === 'Unknown Language Ltd')).toBe(false);
        for (const kind of ['franchisee', 'contributor'] as const) {
          const applications: PendingItems['franchisee' | 'contributor'][] = await pendingItems(backend.services, kind);
          expect(applications.some((item) => item.email === 'unknown.language@example.com'), kind).toBe(false);
        }
      });
    });

    describe('boards', () => {
      it('finds a board by path, case-insensitively, and none for other paths', async () => {
        const { services } = await create();
        const board = await services.boards.findBoard('/store');
        expect(board?.heading).toBe('Comments');
        expect(board?.maxLength).toBe(500);
        expect((await services.boards.findBoard('/STORE/'))?.id).toBe(board?.id);
        expect(await services.boards.findBoard('/register')).toBeNull();
        const discussion = await services.boards.findBoard('/discussion');
        expect(discussion?.maxLength).toBe(750);
        expect(discussion?.allowAttachments).toBe(true);
      });

      it('shows anonymous visitors approved messages only, oldest first', async () => {
        const { services } = await create();
        const board = (await services.boards.findBoard('/quality'))!;
        const messages = await boardMessages(services, board.id);
        expect(messages.every((m) => m.isApproved)).toBe(true);
        const store = (await services.boards.findBoard('/store'))!;
        const storeMessages = await boardMessages(services, store.id, (list) => list.length >= 2);
        const times = storeMessages.map((m) => m.timestamp);
        expect([...times].sort()).toEqual(times);
        expect(storeMessages.some((m) => m.replyTo !== null)).toBe(true);
      });

      it('holds a contributor’s message for approval, visible to its author only', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/heritage'))!;
        await backend.signInAs('contributor');
        const posted = await backend.services.boards.postMessage({ boardId: board.id, content: '  Pending words  ', replyTo: null, files: [] });
        expect(posted.isApproved).toBe(false);
        expect(posted.content).toBe('Pending words');
        const own = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === posted.id));
        expect(own.find((m) => m.id === posted.id)?.isApproved).toBe(false);

        await backend.signInAs(null);
        const anonymous = await boardMessages(backend.services, board.id);
        expect(anonymous.some((m) => m.id === posted.id)).toBe(false);
      });

      it('publishes franchisee and admin messages without approval', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/heritage'))!;
        await backend.signInAs('franchisee');
        const posted = await backend.services.boards.postMessage({ boardId: board.id, content: 'Straight through', replyTo: null, files: [] });
        expect(posted.isApproved).toBe(true);
      });

      it('refuses anonymous posts, empty posts and posts over the board’s limit', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/ecology'))!;
        await expectServiceError(backend.services.boards.postMessage({ boardId: board.id, content: 'Hi', replyTo: null, files: [] }), 'permission-denied');
        await backend.signInAs('contributor');
        await expectServiceError(backend.services.boards.postMessage({ boardId: board.id, content: '   ', replyTo: null, files: [] }), 'invalid-argument');
        await expectServiceError(
          backend.services.boards.postMessage({ boardId: board.id, content: 'x'.repeat(501), replyTo: null, files: [] }),
          'invalid-argument',
        );
      });

      it('keeps the discussion board to franchisees and admins', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/discussion'))!;
        await backend.signInAs('contributor');
        await expectServiceError(backend.services.boards.postMessage({ boardId: board.id, content: 'Let me in', replyTo: null, files: [] }), 'permission-denied');
        await backend.signInAs('franchisee');
        const posted = await backend.services.boards.postMessage({ boardId: board.id, content: 'x'.repeat(750), replyTo: null, files: [] });
        expect(posted.isApproved).toBe(true);
      });

      it('allows replies to approved messages only', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/story'))!;
        await backend.signInAs('contributor');
        const pending = await backend.services.boards.postMessage({ boardId: board.id, content: 'Pending parent', replyTo: null, files: [] });
        await expectServiceError(
          backend.services.boards.postMessage({ boardId: board.id, content: 'Reply', replyTo: pending.id, files: [] }),
          'invalid-argument',
        );
      });

      it('lets only the author edit, and soft-deletes a message that has replies', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/story'))!;
        await backend.signInAs('franchisee');
        const parent = await backend.services.boards.postMessage({ boardId: board.id, content: 'Parent', replyTo: null, files: [] });
        await backend.services.boards.editMessage(board.id, parent.id, { content: 'Parent, edited', keep: [], files: [] });

        await backend.signInAs('contributor');
        await expectServiceError(backend.services.boards.editMessage(board.id, parent.id, { content: 'Hijack', keep: [], files: [] }), 'permission-denied');
        await expectServiceError(backend.services.boards.deleteMessage(board.id, parent.id), 'permission-denied');
        await backend.services.boards.postMessage({ boardId: board.id, content: 'A reply', replyTo: parent.id, files: [] });

        await backend.signInAs('franchisee');
        await backend.services.boards.deleteMessage(board.id, parent.id);
        const messages = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === parent.id && m.isDeleted));
        const deleted = messages.find((m) => m.id === parent.id)!;
        expect(deleted.content).toBe('This message has been deleted');
        expect(deleted.userId).toBeNull();
        expect(deleted.isApproved).toBe(true);
        expect(deleted.attachments).toEqual([]);
        expect(deleted.editTimestamp).not.toBeNull();
      });

      it('removes a message without replies, and lets an admin delete any message', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/story'))!;
        await backend.signInAs('franchisee');
        const lonely = await backend.services.boards.postMessage({ boardId: board.id, content: 'Lonely', replyTo: null, files: [] });
        await backend.signInAs('admin');
        await backend.services.boards.deleteMessage(board.id, lonely.id);
        const messages = await boardMessages(backend.services, board.id, (list) => !list.some((m) => m.id === lonely.id));
        expect(messages.some((m) => m.id === lonely.id)).toBe(false);
      });

      it('soft-deletes a message whose only reply is pending, and nobody deletes it again', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/heritage'))!;
        await backend.signInAs('franchisee');
        const parent = await backend.services.boards.postMessage({ boardId: board.id, content: 'Parent', replyTo: null, files: [] });
        await backend.signInAs('contributor');
        const reply = await backend.services.boards.postMessage({ boardId: board.id, content: 'Pending reply', replyTo: parent.id, files: [] });
        expect(reply.isApproved).toBe(false);

        await backend.signInAs('franchisee');
        await backend.services.boards.deleteMessage(board.id, parent.id);
        await backend.signInAs('admin');
        const soft = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === parent.id && m.isDeleted));
        expect(soft.find((m) => m.id === parent.id)?.content).toBe('This message has been deleted');

        await expectServiceError(backend.services.boards.deleteMessage(board.id, parent.id), 'invalid-argument');
        await backend.signInAs('franchisee');
        await expectServiceError(backend.services.boards.deleteMessage(board.id, parent.id), 'permission-denied');
        await backend.signInAs('admin');
        const after = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === parent.id));
        expect(after.find((m) => m.id === parent.id)).toMatchObject({ isDeleted: true, content: 'This message has been deleted', userId: null });
        await backend.signInAs('contributor');
        const own = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === reply.id));
        expect(own.find((m) => m.id === reply.id)?.replyTo).toBe(parent.id);
      });

      it('removes a message without replies for its author', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/ecology'))!;
        await backend.signInAs('contributor');
        const lonely = await backend.services.boards.postMessage({ boardId: board.id, content: 'Gone soon', replyTo: null, files: [] });
        await backend.services.boards.deleteMessage(board.id, lonely.id);
        const messages = await boardMessages(backend.services, board.id, (list) => !list.some((m) => m.id === lonely.id));
        expect(messages.some((m) => m.id === lonely.id)).toBe(false);
        await expectServiceError(backend.services.boards.deleteMessage(board.id, lonely.id), 'not-found');
      });

      it('shows a pending reply to its author and an admin, not to the parent’s author', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/quality'))!;
        await backend.signInAs('franchisee');
        const parent = await backend.services.boards.postMessage({ boardId: board.id, content: 'Ask me', replyTo: null, files: [] });
        await backend.signInAs('contributor');
        const reply = await backend.services.boards.postMessage({ boardId: board.id, content: 'Private until approved', replyTo: parent.id, files: [] });

        await backend.signInAs('franchisee');
        const parentView = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === parent.id));
        expect(parentView.some((m) => m.id === reply.id)).toBe(false);

        await backend.signInAs('contributor');
        const authorView = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === reply.id));
        expect(authorView.find((m) => m.id === reply.id)?.isApproved).toBe(false);

        await backend.signInAs('admin');
        const adminView = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === reply.id), {
          selectedId: reply.id,
        });
        expect(adminView.find((m) => m.id === reply.id)?.content).toBe('Private until approved');
        const pending = await pendingItems(backend.services, 'comment', (list) => list.some((item) => item.id === reply.id));
        expect(pending.find((item) => item.id === reply.id)?.commentBoardId).toBe(board.id);
      });

      it('keeps, removes and adds files on edit, and they go with the message', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/discussion'))!;
        await backend.signInAs('franchisee');
        const posted = await backend.services.boards.postMessage({
          boardId: board.id,
          content: 'Kiln logs',
          replyTo: null,
          files: [textFile('monday.txt'), textFile('tuesday.txt')],
        });
        expect(posted.attachments.map((a) => a.name)).toEqual(['monday.txt', 'tuesday.txt']);
        for (const attachment of posted.attachments) {
          expect(isOnOrigin(attachment.url, backend.services.attachmentOrigin), attachment.url).toBe(true);
        }

        await backend.services.boards.editMessage(board.id, posted.id, {
          content: 'Kiln logs, fixed',
          keep: ['monday.txt'],
          files: [textFile('wednesday.txt')],
        });
        const edited = await boardMessages(backend.services, board.id, (list) =>
          list.some((m) => m.id === posted.id && m.content === 'Kiln logs, fixed'),
        );
        const message = edited.find((m) => m.id === posted.id)!;
        expect(message.attachments.map((a) => a.name).sort()).toEqual(['monday.txt', 'wednesday.txt']);
        for (const attachment of message.attachments) {
          expect(isOnOrigin(attachment.url, backend.services.attachmentOrigin), attachment.url).toBe(true);
        }

        await backend.services.boards.deleteMessage(board.id, posted.id);
        const after = await boardMessages(backend.services, board.id, (list) => !list.some((m) => m.id === posted.id));
        expect(after.some((m) => m.id === posted.id)).toBe(false);
        expect(after.flatMap((m) => m.attachments.map((a) => a.name))).not.toContain('monday.txt');
      });

      it('shows an admin the selected pending message of another member; for anyone else the selection changes nothing', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/ecology'))!;
        await backend.signInAs('contributor');
        const pending = await backend.services.boards.postMessage({ boardId: board.id, content: 'Awaiting review', replyTo: null, files: [] });
        await backend.signInAs('franchisee');
        // An approved message posted after it: a list that holds it is current.
        const marker = await backend.services.boards.postMessage({ boardId: board.id, content: 'Published', replyTo: null, files: [] });

        await backend.signInAs('admin');
        const unselected = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === marker.id));
        expect(unselected.some((m) => m.id === pending.id)).toBe(false);
        const selected = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === pending.id), {
          selectedId: pending.id,
        });
        expect(selected.find((m) => m.id === pending.id)).toMatchObject({ content: 'Awaiting review', isApproved: false, userId: pending.userId });
        const times = selected.map((m) => m.timestamp);
        expect([...times].sort()).toEqual(times);

        for (const role of ['franchisee', null] as const) {
          await backend.signInAs(role);
          const view = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === marker.id), {
            selectedId: pending.id,
          });
          expect(view.some((m) => m.id === pending.id), `as ${role ?? 'a visitor'}`).toBe(false);
        }
      });

      it('refuses files where the board takes none, of a type it does not take, or too many, and stores nothing', async () => {
        const backend = await create();
        const story = (await backend.services.boards.findBoard('/story'))!;
        const discussion = (await backend.services.boards.findBoard('/discussion'))!;
        expect(story.allowAttachments).toBe(false);
        await backend.signInAs('franchisee');
        const post = (boardId: string, content: string, files: File[]) =>
          backend.services.boards.postMessage({ boardId, content, replyTo: null, files });

        await expectServiceError(post(story.id, 'No files here', [textFile('notes.txt')]), 'invalid-argument');
        await expectServiceError(post(discussion.id, 'A program', [new File(['MZ'], 'run.exe', { type: 'application/x-msdownload' })]), 'invalid-argument');
        const eleven = Array.from({ length: 11 }, (_, index) => textFile(`log-${index}.txt`));
        await expectServiceError(post(discussion.id, 'Too many files', eleven), 'invalid-argument');
        // A file alone is a message where the board takes files.
        const fileOnly = await post(discussion.id, '', [textFile('alone.txt')]);
        expect(fileOnly.attachments.map((a) => a.name)).toEqual(['alone.txt']);
        await expectServiceError(
          backend.services.boards.editMessage(discussion.id, fileOnly.id, {
            content: 'Now a program',
            keep: ['alone.txt'],
            files: [new File(['MZ'], 'run.exe', { type: 'application/x-msdownload' })],
          }),
          'invalid-argument',
        );

        const storyMessages = await boardMessages(backend.services, story.id);
        expect(storyMessages.some((m) => m.content === 'No files here')).toBe(false);
        const discussionMessages = await boardMessages(backend.services, discussion.id, (list) => list.some((m) => m.id === fileOnly.id));
        expect(discussionMessages.some((m) => m.content === 'A program' || m.content === 'Too many files')).toBe(false);
        expect(discussionMessages.find((m) => m.id === fileOnly.id)).toMatchObject({ content: '', attachments: [{ name: 'alone.txt' }] });
      });

      it('approves or rejects a pending comment only on the board the review item names', async () => {
        const backend = await create();
        const heritage = (await backend.services.boards.findBoard('/heritage'))!;
        const quality = (await backend.services.boards.findBoard('/quality'))!;
        await backend.signInAs('contributor');
        const pending = await backend.services.boards.postMessage({ boardId: heritage.id, content: 'Which board?', replyTo: null, files: [] });
        await backend.signInAs('admin');
        const items = await pendingItems(backend.services, 'comment', (list) => list.some((item) => item.id === pending.id));
        const item = items.find((entry) => entry.id === pending.id)!;
        expect(item.commentBoardId).toBe(heritage.id);

        const elsewhere = { ...item, commentBoardId: quality.id };
        const refusal = await backend.services.admin.approve('comment', elsewhere).then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(isServiceError(refusal), String(refusal)).toBe(true);
        await backend.services.admin.reject('comment', elsewhere);
        const still = await pendingItems(backend.services, 'comment', (list) => list.some((entry) => entry.id === pending.id));
        expect(still.find((entry) => entry.id === pending.id)?.isApproved).toBe(false);

        await backend.services.admin.approve('comment', item);
        await pendingItems(backend.services, 'comment', (list) => !list.some((entry) => entry.id === pending.id));
        await backend.signInAs(null);
        const visible = await boardMessages(backend.services, heritage.id, (list) => list.some((m) => m.id === pending.id));
        expect(visible.find((m) => m.id === pending.id)?.isApproved).toBe(true);
      });

      it('approving a pending comment shows it to everyone; rejecting removes it', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/knees'))!;
        await backend.signInAs('contributor');
        const keep = await backend.services.boards.postMessage({ boardId: board.id, content: 'Approve me', replyTo: null, files: [] });
        const drop = await backend.services.boards.postMessage({ boardId: board.id, content: 'Reject me', replyTo: null, files: [] });

        await backend.signInAs('admin');
        const pending = await pendingItems(backend.services, 'comment', (list) =>
          [keep.id, drop.id].every((id) => list.some((item) => item.id === id)),
        );
        const keepItem = pending.find((item) => item.id === keep.id)!;
        expect(keepItem.path).toBe('/knees');
        expect(keepItem.userName).toBe('Sarah Doucette');
        await backend.services.admin.approve('comment', keepItem);
        await backend.services.admin.reject('comment', pending.find((item) => item.id === drop.id)!);

        await backend.signInAs(null);
        const visible = await boardMessages(backend.services, board.id, (list) => list.some((m) => m.id === keep.id));
        expect(visible.some((m) => m.id === drop.id)).toBe(false);
      });
    });

    describe('board paging', () => {
      /** Posts `count` threads one after another, each later than the one before. */
      async function postThreads(services: Services, boardId: string, count: number): Promise<Message[]> {
        const posted: Message[] = [];
        for (let index = 1; index <= count; index += 1) {
          posted.push(await services.boards.postMessage({ boardId, content: `Thread ${index}`, replyTo: null, files: [] }));
          await new Promise((resolve) => setTimeout(resolve, 3));
        }
        return posted;
      }

      const roots = (messages: readonly Message[]) => messages.filter((m) => m.replyTo === null && m.isApproved);

      it('lists the newest 30 threads with their replies, counts the earlier ones, and lists those on request', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/custom'))!;
        await backend.signInAs('franchisee');
        const posted = await postThreads(backend.services, board.id, 34);
        const reply = await backend.services.boards.postMessage({ boardId: board.id, content: 'Old reply', replyTo: posted[1]!.id, files: [] });
        const nested = await backend.services.boards.postMessage({ boardId: board.id, content: 'Nested', replyTo: reply.id, files: [] });
        expect(posted[0]!.threadId).toBe(posted[0]!.id);
        expect(reply.threadId).toBe(posted[1]!.id);
        expect(nested.threadId).toBe(posted[1]!.id);
        const recent = await backend.services.boards.postMessage({ boardId: board.id, content: 'New reply', replyTo: posted[33]!.id, files: [] });
        await backend.signInAs(null);

        const [newest, window] = await boardPage(backend.services, board.id, ([list]) => list.some((m) => m.id === recent.id));
        expect(roots(newest).map((m) => m.content)).toEqual(posted.slice(4).map((m) => m.content));
        expect(window.earlierThreads).toBe(4);
        expect(newest.find((m) => m.id === recent.id)?.threadId).toBe(posted[33]!.id);
        // A reply to an old thread is not listed until its thread is.
        expect(newest.some((m) => m.id === reply.id || m.id === nested.id)).toBe(false);
        const times = newest.map((m) => m.timestamp);
        expect([...times].sort()).toEqual(times);

        const [earlier, earlierWindow] = await boardPage(backend.services, board.id, ([list]) => list.some((m) => m.id === nested.id), { threads: 60 });
        expect(roots(earlier).map((m) => m.content)).toEqual(posted.map((m) => m.content));
        expect(earlierWindow.earlierThreads).toBe(0);
        expect(earlier.find((m) => m.id === reply.id)?.threadId).toBe(posted[1]!.id);
        expect(earlier.find((m) => m.id === nested.id)?.threadId).toBe(posted[1]!.id);
      });

      it('always lists the viewer’s own pending messages and, for an Admin, the selected one', async () => {
        const backend = await create();
        const board = (await backend.services.boards.findBoard('/exotics'))!;
        await backend.signInAs('franchisee');
        const posted = await postThreads(backend.services, board.id, 32);
        await backend.signInAs('contributor');
        const pendingReply = await backend.services.boards.postMessage({ boardId: board.id, content: 'Pending old reply', replyTo: posted[0]!.id, files: [] });
        const pendingRoot = await backend.services.boards.postMessage({ boardId: board.id, content: 'Pending thread', replyTo: null, files: [] });
        expect(pendingReply.threadId).toBe(posted[0]!.id);
        expect(pendingRoot.threadId).toBe(pendingRoot.id);
        const [own, ownWindow] = await boardPage(backend.services, board.id, ([list]) => [pendingReply.id, pendingRoot.id].every((id) => list.some((m) => m.id === id)));
        expect(roots(own)).toHaveLength(30);
        expect(ownWindow.earlierThreads).toBe(2);

        await backend.signInAs(null);
        const [anonymous] = await boardPage(backend.services, board.id);
        expect(anonymous.some((m) => m.id === pendingReply.id || m.id === pendingRoot.id)).toBe(false);

        await backend.signInAs('admin');
        const [selectedOld, selectedWindow] = await boardPage(backend.services, board.id, ([list]) => list.some((m) => m.id === posted[1]!.id), {
          selectedId: posted[1]!.id,
        });
        // The selected thread is listed, and the threads between it and the newest page with it.
        expect(roots(selectedOld)).toHaveLength(31);
        expect(selectedWindow.earlierThreads).toBe(1);
        const [selectedPending] = await boardPage(backend.services, board.id, ([list]) => list.some((m) => m.id === pendingReply.id), {
          selectedId: pendingReply.id,
        });
        expect(selectedPending.find((m) => m.id === pendingReply.id)?.isApproved).toBe(false);
        expect(selectedPending.some((m) => m.id === pendingRoot.id)).toBe(false);
      });
    });

    describe('review paging', () => {
      /** A page as watchPendingPage gives it (PendingPage in src/domain/types.ts). */
      type PendingPage<K extends ReviewKind> = { items: PendingItems[K][]; total: number };
      /** The next page of a kind that satisfies the predicate. */
      function pendingPage<K extends ReviewKind>(services: Services, kind: K, limit: number, predicate: (page: PendingPage<K>) => boolean = () => true) {
        return nextValue<PendingPage<K>>((next, onError) => services.admin.watchPendingPage(kind, { limit }, next, onError), predicate);
      }
      const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

      it('reads the oldest items a page at a time with the count of all; an approval takes one out and the count drops', async () => {
        const backend = await create();
        const subjects = ['Paging one', 'Paging two', 'Paging three'];
        for (const subject of subjects) await backend.services.forms.submitContact(buildContact({ subject }));
        await backend.signInAs('admin');
        const all = await pendingItems(backend.services, 'contact', (list) => subjects.every((subject) => list.some((item) => item.subject === subject)));
        expect(all.length).toBeGreaterThanOrEqual(3);

        const first = await pendingPage(backend.services, 'contact', 2);
        expect(ids(first.items)).toEqual(ids(all.slice(0, 2)));
        expect(first.total).toBe(all.length);
        const larger = await pendingPage(backend.services, 'contact', 3);
        expect(ids(larger.items)).toEqual(ids(all.slice(0, 3)));
        expect(larger.total).toBe(all.length);

        const approved = all[0]!;
        const after = nextValue<PendingPage<'contact'>>(
          (next, onError) => backend.services.admin.watchPendingPage('contact', { limit: 2 }, next, onError),
          (page) => !page.items.some((item) => item.id === approved.id) && page.total === all.length - 1,
        );
        await backend.services.admin.approve('contact', approved);
        expect(ids((await after).items)).toEqual(ids(all.slice(1, 3)));
      });

      it('pages the pending comments of every board, oldest first, and counts them', async () => {
        const backend = await create();
        const heritage = (await backend.services.boards.findBoard('/heritage'))!;
        const knees = (await backend.services.boards.findBoard('/knees'))!;
        await backend.signInAs('contributor');
        const older = await backend.services.boards.postMessage({ boardId: heritage.id, content: 'Paged first', replyTo: null, files: [] });
        // Two posts in the same millisecond have no older one (the order is then by id): let the clock move on.
        const posted = Date.now();
        while (Date.now() <= posted) await new Promise((resolve) => setTimeout(resolve, 1));
        const newer = await backend.services.boards.postMessage({ boardId: knees.id, content: 'Paged second', replyTo: null, files: [] });
        await backend.signInAs('admin');
        const all = await pendingItems(backend.services, 'comment', (list) => [older.id, newer.id].every((id) => list.some((item) => item.id === id)));
        const at = all.findIndex((item) => item.id === older.id);
        expect(all[at + 1]?.id).toBe(newer.id);

        const page = await pendingPage(backend.services, 'comment', at + 1);
        expect(ids(page.items)).toEqual(ids(all.slice(0, at + 1)));
        expect(page.items.at(-1)).toMatchObject({ id: older.id, path: '/heritage', userName: 'Sarah Doucette', isApproved: false });
        expect(page.total).toBe(all.length);

        await backend.services.admin.reject('comment', page.items.at(-1)!);
        const next = await pendingPage(backend.services, 'comment', at + 1, (current) => current.total === all.length - 1);
        expect(next.items.at(-1)?.id).toBe(newer.id);
      });

      it('is for an Admin only', async () => {
        const backend = await create();
        await backend.signInAs('contributor');
        await expectServiceError(pendingPage(backend.services, 'contact', 2), 'permission-denied');
      });
    });
  });
}
