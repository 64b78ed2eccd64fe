// @vitest-environment node
// The rules of issue 22's proven addresses (ADR 014), against the fake
// Firestore with production semantics: an application is stored unverified
// with its hash in a secret and its verification mail queued; /verify's
// link works once and for 48 hours; a new link is limited per address and
// hour and answers the same for any address; only a verified application is
// approvable, and its approval queues "your account is ready" once; a
// rejection deletes the application, its secret and marker, releases a
// reserved account and queues a polite notice. Mails are the real templates.
import { beforeEach, describe, expect, it } from 'vitest';
import { submitApplication, verifyApplication, applicationResender } from '../../src/domain/server/applications';
import { approveApplication } from '../../src/domain/server/approval';
import type { ApprovalBackend, ApprovalCaller, ImportedUser } from '../../src/domain/server/approval-ports';
import { ApprovalError, NOT_VERIFIED, type ApprovedRole } from '../../src/domain/server/approval-records';
import { rejectApplication, REJECT_ADMIN_ONLY } from '../../src/domain/server/rejection';
import type { Store } from '../../src/domain/server/store';
import { sha256Hex, storeToken, newToken } from '../../src/domain/server/tokens';
import { resendLinks, RESEND_LIMIT, verifyLink, type Resenders, type TokenHandlers } from '../../src/domain/server/verify';
import type { Language } from '../../src/domain/languages';
import { RATE_LIMITS } from '../../src/domain/limits';
import { CallableError } from '../../src/domain/server/callable-error';
import { m } from '../../src/paraglide/messages.js';
import { FakeFirestore, tick } from './fake-firestore';
import { SITE, testMailPorts } from './mail-ports';
import { REJECTION } from '../contract/contract-helpers';
import { reasonLabel } from '../../src/i18n/reasons';

const HASH = { algorithm: 'PBKDF2-SHA256', iterations: 100_000, salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=' } as const;
const HOUR = 60 * 60 * 1000;
const T0 = new Date('2026-11-26T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const ADMIN: ApprovalCaller = { uid: 'adminUid00000000000000000001', token: { role: 'Admin' } };
const EMAIL = 'owen.sullivan@example.com';
/** The sender of a resend request: the callable's IP address, the local browser id. */
const CLIENT = '203.0.113.7';

const handlers: TokenHandlers = { 'verify-application': verifyApplication };
const resenders: Resenders = { 'verify-application': applicationResender(testMailPorts.render) };

let store: FakeFirestore;
let users: Map<string, ImportedUser>;
let backend: ApprovalBackend;

beforeEach(() => {
  store = new FakeFirestore();
  users = new Map();
  backend = {
    runTransaction: (work) => store.runTransaction(work),
    getUser: async (uid) => {
      await tick();
      const user = users.get(uid);
      return user ? { uid, email: user.email } : null;
    },
    getUserByEmail: async (email) => {
      await tick();
      const user = [...users.values()].find((candidate) => candidate.email === email);
      return user ? { uid: user.uid, email: user.email } : null;
    },
    importUser: async (user) => {
      await tick();
      users.set(user.uid, user);
    },
    deleteUser: async (uid) => {
      await tick();
      users.delete(uid);
    },
    setRoleClaim: async () => {
      await tick();
    },
    mail: testMailPorts,
  };
});

const collectionOf = (role: ApprovedRole) => (role === 'Franchisee' ? 'FranchiseeApplication' : 'ContributorApplication');

function submit(role: ApprovedRole = 'Contributor', language: Language = 'en-CA', email = EMAIL, now = T0, client = '203.0.113.7') {
  const fields = { firstName: 'Owen', lastName: 'Sullivan', email, town: 'Truro', expertise: 'Selective harvesting', language };
  return submitApplication(store, { role, fields, password: 'Timber!2345' }, now, { ...testMailPorts, hash: () => Promise.resolve({ ...HASH }) }, client);
}

type StoredMail = { to: string; kind: string; language: string; commercial: boolean; message: { subject: string; text: string; html: string } };
const mails = () => store.list('mail').map((path) => store.get(path) as StoredMail);

function tokenIn(mail: StoredMail | undefined): string {
  const token = /\/verify\?token=([A-Za-z0-9_-]{43})/.exec(mail?.message.text ?? '')?.[1];
  if (!token) throw new Error('No verification link in the mail.');
  return token;
}

/** Everything stored, to show that a refused or idle call changed nothing. */
const snapshot = () => [...['FranchiseeApplication', 'ContributorApplication', 'applicationSecrets', 'emailTokens', 'mail', 'approvalMarkers'].flatMap((c) => store.list(c).map((path) => [path, store.get(path)]))];

describe('submitApplication rate limit (issue 23)', () => {
  it('takes RATE_LIMITS.application applications per client and hour, refuses the next with when to try again, and stores no address', async () => {
    for (let index = 0; index < RATE_LIMITS.application.limit; index += 1) await submit('Contributor', 'en-CA', `owen${index}@example.com`);
    const refusal = await submit('Contributor', 'en-CA', 'owen.more@example.com').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CallableError);
    expect(refusal).toMatchObject({ code: 'resource-exhausted', retryAt: new Date(T0.getTime() + RATE_LIMITS.application.windowMs) });
    expect(store.list('ContributorApplication')).toHaveLength(RATE_LIMITS.application.limit);
    // Another client, or the same one an hour later, is taken.
    await expect(submit('Contributor', 'en-CA', 'ada@example.com', T0, '198.51.100.2')).resolves.toBeDefined();
    await expect(submit('Contributor', 'en-CA', 'ada2@example.com', new Date(T0.getTime() + RATE_LIMITS.application.windowMs))).resolves.toBeDefined();
    expect(store.list('rateLimits').join()).not.toContain('203.0.113.7');
  });
});

describe('submitApplication', () => {
  it.each(['en-CA', 'fr-CA'] as const)('stores an unverified application, its hash apart, and mails its link in the applicant’s language (%s)', async (language) => {
    const { id } = await submit('Franchisee', language);
    const application = store.get(`FranchiseeApplication/${id}`);
    expect(application).toMatchObject({ email: EMAIL, emailVerified: false, verifiedAt: null, language, submittedAt: T0 });
    expect(application).not.toHaveProperty('password');
    expect(store.get(`applicationSecrets/FranchiseeApplication_${id}`)).toEqual({ password: HASH });

    const [mail, ...others] = mails();
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: EMAIL, kind: 'verify-application', language, commercial: false });
    expect(mail?.message.subject).toBe(m.verify_mail_subject({}, { locale: language }));
    expect(mail?.message.text).toContain(`${SITE}${language === 'fr-CA' ? '/fr' : ''}/verify?token=`);
    // Only the token's hash is stored, as its document's id; the link itself is nowhere.
    const token = tokenIn(mail);
    expect(store.list('emailTokens')).toEqual([`emailTokens/${await sha256Hex(token)}`]);
    expect(JSON.stringify(snapshot().filter(([path]) => !String(path).startsWith('mail/')))).not.toContain(token);
    expect(store.get(`emailTokens/${await sha256Hex(token)}`)).toMatchObject({
      purpose: 'verify-application',
      email: EMAIL,
      subject: { collection: 'FranchiseeApplication', id },
      expiresAt: at(48 * HOUR),
      usedAt: null,
    });
  });
});

describe('verifyLink', () => {
  it('verifies the application once; a second click says it is already confirmed and changes nothing', async () => {
    const { id } = await submit();
    const token = tokenIn(mails()[0]);
    expect(await verifyLink(store, token, at(HOUR), handlers)).toEqual({ status: 'done', purpose: 'verify-application' });
    expect(store.get(`ContributorApplication/${id}`)).toMatchObject({ emailVerified: true, verifiedAt: at(HOUR) });
    expect(store.get(`emailTokens/${await sha256Hex(token)}`)).toMatchObject({ usedAt: at(HOUR) });

    const before = snapshot();
    expect(await verifyLink(store, token, at(2 * HOUR), handlers)).toEqual({ status: 'already-used', purpose: 'verify-application' });
    expect(snapshot()).toEqual(before);
  });

  it('works until 48 hours and not a millisecond after', async () => {
    const { id } = await submit();
    const token = tokenIn(mails()[0]);
    const before = snapshot();
    expect(await verifyLink(store, token, at(48 * HOUR + 1), handlers)).toEqual({ status: 'expired', purpose: 'verify-application' });
    expect(snapshot()).toEqual(before);
    expect(await verifyLink(store, token, at(48 * HOUR - 1), handlers)).toMatchObject({ status: 'done' });
    expect(store.get(`ContributorApplication/${id}`)).toMatchObject({ emailVerified: true });
  });

  it.each([
    ['a forged token (well formed, never issued)', 'A'.repeat(43)],
    ['a malformed token', 'not-a-token'],
    ['a token one character short', 'A'.repeat(42)],
    ['no token', undefined],
    ['a number', 12],
  ])('answers invalid to %s and changes nothing', async (_case, token) => {
    await submit();
    const before = snapshot();
    expect(await verifyLink(store, token, at(HOUR), handlers)).toEqual({ status: 'invalid' });
    expect(snapshot()).toEqual(before);
  });

  it('answers invalid to a token of a purpose /verify does not confirm, and changes nothing', async () => {
    const { id } = await submit();
    const unsubscribe = await newToken();
    await store.runTransaction(async (transaction) => {
      storeToken(transaction, unsubscribe, { purpose: 'unsubscribe', email: EMAIL, subject: { collection: 'ContributorApplication', id }, language: 'en-CA' }, T0);
    });
    const before = snapshot();
    expect(await verifyLink(store, unsubscribe.raw, at(HOUR), handlers)).toEqual({ status: 'invalid' });
    expect(snapshot()).toEqual(before);
  });

  it('moves the inline hash of an application stored before issue 22 into its secret', async () => {
    store.put('FranchiseeApplication/old-1', { email: EMAIL, firstName: 'Old', password: { ...HASH }, language: 'en-CA' });
    expect(await resendLinks(store, { email: EMAIL, language: 'en-CA' }, T0, SITE, resenders, CLIENT)).toEqual({ status: 'sent' });
    await verifyLink(store, tokenIn(mails()[0]), at(HOUR), handlers);
    expect(store.get('FranchiseeApplication/old-1')).toEqual({ email: EMAIL, firstName: 'Old', language: 'en-CA', emailVerified: true, verifiedAt: at(HOUR) });
    expect(store.get('applicationSecrets/FranchiseeApplication_old-1')).toEqual({ password: HASH });
  });
});

describe('resendLinks', () => {
  it(`mails a new working link, at most ${RESEND_LIMIT.limit} times an hour per address, then says when to try again`, async () => {
    const { id } = await submit('Contributor', 'fr-CA');
    for (let i = 1; i <= RESEND_LIMIT.limit; i += 1) {
      expect(await resendLinks(store, { email: ` ${EMAIL.toUpperCase()} `, language: 'en-CA' }, at(i * 60_000), SITE, resenders, CLIENT)).toEqual({ status: 'sent' });
    }
    expect(mails()).toHaveLength(1 + RESEND_LIMIT.limit);
    // In the applicant's language, whatever the page's.
    expect(mails().every((mail) => mail.language === 'fr-CA' && mail.message.text.includes('/fr/verify?token='))).toBe(true);

    const before = snapshot();
    expect(await resendLinks(store, { email: EMAIL, language: 'en-CA' }, at(30 * 60_000), SITE, resenders, CLIENT)).toEqual({ status: 'limited', retryAt: at(HOUR + 60_000) });
    expect(snapshot()).toEqual(before);
    // The limit's key holds no address.
    expect(store.list('rateLimits').join()).not.toContain('owen');

    const newest = mails().at(-1);
    expect(await verifyLink(store, tokenIn(newest), at(2 * HOUR), handlers)).toMatchObject({ status: 'done' });
    expect(store.get(`ContributorApplication/${id}`)).toMatchObject({ emailVerified: true });
    // Once verified, nothing waits: the answer is the same and no mail goes.
    expect(await resendLinks(store, { email: EMAIL, language: 'en-CA' }, at(3 * HOUR), SITE, resenders, CLIENT)).toEqual({ status: 'sent' });
    expect(mails()).toHaveLength(1 + RESEND_LIMIT.limit);
  });

  it('answers an address with nothing pending exactly as one with something, sends nothing, and limits it the same', async () => {
    for (let i = 0; i < RESEND_LIMIT.limit; i += 1) {
      expect(await resendLinks(store, { email: 'nobody@example.com', language: 'en-CA' }, T0, SITE, resenders, CLIENT)).toEqual({ status: 'sent' });
    }
    expect(mails()).toEqual([]);
    expect(await resendLinks(store, { email: 'nobody@example.com', language: 'en-CA' }, T0, SITE, resenders, CLIENT)).toEqual({ status: 'limited', retryAt: at(HOUR) });
  });
});

describe('resendLinks takes no longer for a pending application', () => {
  it('renders a mail, makes a token and runs the same transactions whether or not anything waits on the address', async () => {
    await submit();
    const calls: string[] = [];
    const spied: Resenders = {
      'verify-application': {
        pending: async (transaction, email, fallback) => {
          calls.push('pending');
          return resenders['verify-application']!.pending(transaction, email, fallback);
        },
        mail: async (link, language) => {
          calls.push('mail');
          return resenders['verify-application']!.mail(link, language);
        },
      },
    };
    const spiedStore: Store = {
      runTransaction: (work) => {
        calls.push('transaction');
        return store.runTransaction(work);
      },
    };
    const portsFor = async (email: string, client: string) => {
      calls.length = 0;
      expect(await resendLinks(spiedStore, { email, language: 'en-CA' }, at(HOUR), SITE, spied, client)).toEqual({ status: 'sent' });
      return [...calls];
    };
    const before = mails().length;
    const pending = await portsFor(EMAIL, CLIENT);
    expect(mails()).toHaveLength(before + 1);
    const nobody = await portsFor('nobody@example.com', '198.51.100.9');
    expect(mails()).toHaveLength(before + 1);
    expect(nobody).toEqual(pending);
    expect(pending).toEqual(['transaction', 'pending', 'mail', 'transaction', 'pending']);
  });
});

describe('resendLinks per client (issue 23)', () => {
  it(`takes RATE_LIMITS.resend requests an hour from one client across addresses, then refuses the next with when to try again`, async () => {
    await submit('Contributor', 'en-CA');
    for (let i = 0; i < RATE_LIMITS.resend.limit; i += 1) {
      expect(await resendLinks(store, { email: `person${i}@example.com`, language: 'en-CA' }, at(i * 60_000), SITE, resenders, CLIENT)).toEqual({ status: 'sent' });
    }
    const before = snapshot();
    // A fresh address, well within its own limit: the client's limit refuses it, and counts nothing.
    expect(await resendLinks(store, { email: EMAIL, language: 'en-CA' }, at(30 * 60_000), SITE, resenders, CLIENT)).toEqual({ status: 'limited', retryAt: at(HOUR) });
    expect(snapshot()).toEqual(before);
    expect(store.list('rateLimits').join()).not.toContain('203.0.113.7');
    // Another client may still ask for the same address, and the window's end lets this one again.
    expect(await resendLinks(store, { email: EMAIL, language: 'en-CA' }, at(30 * 60_000), SITE, resenders, '198.51.100.2')).toEqual({ status: 'sent' });
    expect(await resendLinks(store, { email: EMAIL, language: 'en-CA' }, at(HOUR), SITE, resenders, CLIENT)).toEqual({ status: 'sent' });
  });

  it('counts nothing for the client when the address’s own limit refuses', async () => {
    for (let i = 0; i < RESEND_LIMIT.limit; i += 1) await resendLinks(store, { email: EMAIL, language: 'en-CA' }, T0, SITE, resenders, `other-${i}`);
    expect(await resendLinks(store, { email: EMAIL, language: 'en-CA' }, T0, SITE, resenders, CLIENT)).toEqual({ status: 'limited', retryAt: at(HOUR) });
    for (let i = 0; i < RATE_LIMITS.resend.limit; i += 1) {
      expect(await resendLinks(store, { email: `person${i}@example.com`, language: 'en-CA' }, T0, SITE, resenders, CLIENT)).toEqual({ status: 'sent' });
    }
  });
});

describe('approving an application', () => {
  const approve = (role: ApprovedRole, docId: string) => approveApplication(backend, ADMIN, { email: EMAIL, role, docId }, { now: () => at(HOUR) });

  it('refuses an unverified application, and changes nothing', async () => {
    const { id } = await submit('Franchisee');
    const before = snapshot();
    const error = await approve('Franchisee', id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApprovalError);
    expect(error).toMatchObject({ code: 'failed-precondition', message: NOT_VERIFIED });
    expect(users.size).toBe(0);
    expect(snapshot()).toEqual(before);
  });

  it.each(['en-CA', 'fr-CA'] as const)('queues "your account is ready" once, in the applicant’s language, with a sign-in link (%s)', async (language) => {
    const { id } = await submit('Contributor', language);
    await verifyLink(store, tokenIn(mails()[0]), at(HOUR), handlers);
    const results = await Promise.all([approve('Contributor', id), approve('Contributor', id)]);
    await approve('Contributor', id);

    expect(new Set(results.map((result) => result.uid)).size).toBe(1);
    expect(users.get(results[0]!.uid)).toMatchObject({ email: EMAIL, emailVerified: true });
    const ready = mails().filter((mail) => mail.kind === 'account-ready');
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ to: EMAIL, language, commercial: false });
    expect(ready[0]?.message.subject).toBe(m.verify_mail_ready_subject({}, { locale: language }));
    expect(ready[0]?.message.text).toContain(`${SITE}${language === 'fr-CA' ? '/fr' : ''}/login`);
    expect(store.has(`applicationSecrets/ContributorApplication_${id}`)).toBe(false);
  });
});

describe('rejectApplication', () => {
  it.each(['en-CA', 'fr-CA'] as const)('deletes the application and its secret and queues a polite notice in the applicant’s language (%s)', async (language) => {
    const { id } = await submit('Franchisee', language);
    const secret = store.get(`applicationSecrets/FranchiseeApplication_${id}`);
    const result = await rejectApplication(backend, ADMIN, { role: 'Franchisee', docId: id, ...REJECTION }, at(HOUR));
    expect(result).toEqual({ rejected: true, entryId: expect.any(String) });
    expect(store.has(`FranchiseeApplication/${id}`)).toBe(false);
    expect(store.has(`applicationSecrets/FranchiseeApplication_${id}`)).toBe(false);
    // Kept for the undo window, the secret with it (issue 23), and logged with the reason.
    const archive = store.get(`moderationArchive/${result.rejected ? result.entryId : ''}`);
    expect(archive).toMatchObject({ collection: 'FranchiseeApplication', id, folder: null, extra: [{ collection: 'applicationSecrets', id: `FranchiseeApplication_${id}`, data: secret }] });
    expect(store.get(`moderationLog/${result.rejected ? result.entryId : ''}`)).toMatchObject({ kind: 'franchisee', action: 'reject', ...REJECTION });
    const notice = mails().find((mail) => mail.kind === 'application-rejected');
    expect(notice).toMatchObject({ to: EMAIL, language, commercial: false });
    expect(notice?.message.subject).toBe(m.verify_mail_rejected_subject({}, { locale: language }));
    expect(notice?.message.text).toContain(m.verify_mail_rejected_body({}, { locale: language }));
    expect(notice?.message.text).toContain(m.decisions_mail_reason({ reason: reasonLabel(REJECTION.reason, language) }, { locale: language }));
    expect(notice?.message.text).toContain(REJECTION.note);
  });

  it('refuses a rejection without a reason from the list, or with too long a note, and changes nothing', async () => {
    const { id } = await submit('Contributor');
    const before = snapshot();
    for (const rejection of [{}, { reason: 'rude' }, { reason: 'spam', note: 'x'.repeat(501) }]) {
      const error = await rejectApplication(backend, ADMIN, { role: 'Contributor', docId: id, ...rejection }, at(HOUR)).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'invalid-argument' });
    }
    expect(snapshot()).toEqual(before);
  });

  it('releases an account an approval had reserved and imported, at once', async () => {
    const { id } = await submit('Contributor');
    const collection = collectionOf('Contributor');
    store.put(`approvalMarkers/${collection}_${id}`, { uid: 'reserved00000000000000000001', email: EMAIL, role: 'Contributor', state: 'reserved' });
    users.set('reserved00000000000000000001', { uid: 'reserved00000000000000000001', email: EMAIL, passwordHash: 'h', passwordSalt: 's', rounds: 1, emailVerified: true });
    users.set('someoneElse00000000000000001', { uid: 'someoneElse00000000000000001', email: 'other@example.com', passwordHash: 'h', passwordSalt: 's', rounds: 1, emailVerified: true });

    await rejectApplication(backend, ADMIN, { role: 'Contributor', docId: id, ...REJECTION }, at(HOUR));
    expect(store.has(`approvalMarkers/${collection}_${id}`)).toBe(false);
    expect([...users.keys()]).toEqual(['someoneElse00000000000000001']);
  });

  it('refuses anyone without the Admin claim, and changes nothing', async () => {
    const { id } = await submit('Contributor');
    const before = snapshot();
    for (const caller of [null, { uid: 'm', token: {} }, { uid: 'm', token: { role: 'Franchisee' } }, { uid: 'm', token: { role: 'admin' } }]) {
      const error = await rejectApplication(backend, caller, { role: 'Contributor', docId: id, ...REJECTION }, at(HOUR)).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'permission-denied', message: REJECT_ADMIN_ONLY });
    }
    expect(snapshot()).toEqual(before);
  });

  it('answers an application already gone with nothing sent', async () => {
    expect(await rejectApplication(backend, ADMIN, { role: 'Contributor', docId: 'gone', ...REJECTION }, at(HOUR))).toEqual({ rejected: false });
    expect(mails()).toEqual([]);
  });
});
