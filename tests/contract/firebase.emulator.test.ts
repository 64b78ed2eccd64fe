// The service contract against the firebase backend on the Firebase Emulator
// Suite (`npm run test:emulators`; vitest.emulators.config.ts seeds the
// emulators first). Each backend is its own named Firebase app, so each has its
// own sign-in, like a browser tab of the local backend. Then what only the
// firebase backend can show, read straight from Firestore and Storage with the
// signed-in member's rights: server times, attachment entries and their
// metadata as firestore.rules require them (docs/decisions/005).
import {
  Timestamp,
  serverTimestamp,
  setDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { getMetadata, ref } from 'firebase/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, resolveBackendConfig } from '../../src/services/config';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import { createFirebaseServices, releaseFirebaseServices } from '../../src/services/firebase/backend';
import { EMULATOR_HOST, EMULATOR_PORTS, getFirebaseSdk, type FirebaseSdk } from '../../src/services/firebase/sdk';
import { firebaseErrorCode } from '../../src/services/firebase/errors';
import type { PricingInquiry } from '../../src/domain/types';
import { buildContact, buildContributorApplication, buildPricingInquiry } from '../builders';
import { confirmApplicant, itStoringFiles, nextValue, type ContractBackend, type ContractRole, type SentMail, type StoredMail, type StoredSubscription } from './contract-helpers';
import { storedMail } from './consent.contract';
import { describeServiceContract } from './services.contract';
import { describePurgeContract } from './purge.contract';
import { describeMailFloodContract } from './mail-flood.contract';
import { purgeExpired } from '../../src/domain/server/purge';
import { firestoreStore, purgeBackend } from '../../functions/src/admin-backend';
import { storageAccess } from '../../functions/src/storage-bucket';
import { syncImportedPassword } from '../setup/auth-emulator';

const config = resolveBackendConfig({ VITE_BACKEND: 'firebase', VITE_USE_EMULATORS: 'true' });
const appNames: string[] = [];

/** A Firestore REST value as plain data (the few types a mail document holds). */
function plain(value: Record<string, unknown>): unknown {
  if ('stringValue' in value) return value['stringValue'];
  if ('booleanValue' in value) return value['booleanValue'];
  if ('timestampValue' in value) return value['timestampValue'];
  const map = value['mapValue'] as { fields?: Record<string, Record<string, unknown>> } | undefined;
  if (map) return Object.fromEntries(Object.entries(map.fields ?? {}).map(([key, field]) => [key, plain(field)]));
  return null;
}

/**
 * The mails queued to an address, read past the rules (which refuse every
 * client) with the emulator's owner token, oldest first.
 */
async function readMail(to: string): Promise<StoredMail[]> {
  const url = `http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents:runQuery`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId: 'mail' }], where: { fieldFilter: { field: { fieldPath: 'to' }, op: 'EQUAL', value: { stringValue: to } } } },
    }),
  });
  if (!response.ok) throw new Error(`Reading the mail failed: ${response.status}`);
  const rows = (await response.json()) as { document?: { fields: Record<string, Record<string, unknown>> } }[];
  const mails = rows.flatMap((row) => (row.document ? [plain({ mapValue: { fields: row.document.fields } }) as Record<string, unknown>] : []));
  mails.sort((a, b) => String(a['createdAt']).localeCompare(String(b['createdAt'])));
  return mails.map(storedMail);
}

let created = 0;

async function createBackend(): Promise<ContractBackend & { syncImportedPassword: typeof syncImportedPassword; sdk: FirebaseSdk }> {
  if (config.backend !== 'firebase') throw new Error('The emulator contract needs the firebase backend configuration.');
  created += 1;
  const appName = `contract-${created}`;
  appNames.push(appName);
  // Every request of the suite comes from one address (127.0.0.1): each test starts with
  // no per-client window counted, as each local test starts with a fresh database.
  await forgetRateLimits();
  const services = await createFirebaseServices(config.firebase, { appName });
  // The same app the services use (one bundle per name): its sign-in, its rights.
  const sdk = getFirebaseSdk(config.firebase, appName);
  return {
    services,
    sdk,
    async signInAs(role: ContractRole | null) {
      await services.auth.signOut();
      if (role) await services.auth.signIn(DEMO_ACCOUNTS[role].email, DEMO_ACCOUNTS[role].password);
    },
    syncImportedPassword,
    // firestore.rules let an Admin alone read a subscription.
    async readSubscription(email: string) {
      const snapshot = await getDoc(doc(sdk.db, 'subscriber', email));
      return snapshot.exists() ? (snapshot.data() as StoredSubscription) : null;
    },
    readMail,
    async sendNewsletter() {
      await services.auth.signOut();
      await services.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      const { data } = await httpsCallable<unknown, { sent: number }>(sdk.functions, 'sendNewsletter')();
      return data.sent;
    },
    async forgeCommercialMail(to) {
      // A client's own mail document: the rules refuse every client write to `mail`.
      await setDoc(doc(sdk.db, 'mail', `forged-${Date.now()}`), {
        to,
        kind: 'newsletter',
        commercial: true,
        language: 'en-CA',
        message: { subject: 'Forged', html: '<p>Forged</p>', text: 'Forged' },
        createdAt: serverTimestamp(),
      });
    },
    // No client creates applications since issue 22 (the server makes their
    // ids): the emulator's owner rights move one, and its secret, under another id.
    async fileApplicationUnder(kind, applicationId, id) {
      const name = kind === 'franchisee' ? 'FranchiseeApplication' : 'ContributorApplication';
      await moveAsOwner(`${name}/${applicationId}`, `${name}/${id}`);
      await moveAsOwner(`applicationSecrets/${name}_${applicationId}`, `applicationSecrets/${name}_${id}`);
    },
    mailsTo: mailsAsOwner,
    followEmailChangeLink,
    async applicationIdOf(kind, email) {
      const name = kind === 'franchisee' ? 'FranchiseeApplication' : 'ContributorApplication';
      const found = await getDocs(query(collection(sdk.db, name), where('email', '==', email)));
      const [application] = found.docs;
      if (!application) throw new Error(`No ${kind} application of ${email}`);
      return application.id;
    },
  };
}

/** Opens the Auth emulator's verifyBeforeUpdateEmail link for `email`, as its recipient would click it. */
async function followEmailChangeLink(email: string): Promise<void> {
  const response = await fetch(`http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email?: string; newEmail?: string; requestType: string; oobLink: string }[] };
  const code = oobCodes.findLast((entry) => entry.requestType === 'VERIFY_AND_CHANGE_EMAIL' && (entry.newEmail ?? entry.email) === email);
  if (!code) throw new Error(`No email-change link for ${email} in the Auth emulator`);
  const applied = await fetch(code.oobLink);
  if (!applied.ok) throw new Error(`The Auth emulator refused the email-change link: ${applied.status}`);
}

/** The Firestore emulator's REST API with its owner credential: what no client may read or write. */
const firestoreEmulator = `http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

async function asOwner(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${firestoreEmulator}/${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Firestore emulator ${init.method ?? 'GET'} ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Deletes every rate window: the callables' per-client and per-address ones
 * (rateLimits) and each member's posts (postLimits), so no case is refused
 * for what an earlier one counted.
 */
async function forgetRateLimits(): Promise<void> {
  for (const collection of ['rateLimits', 'postLimits']) {
    const { documents = [] } = (await asOwner(`${collection}?pageSize=1000`)) as { documents?: { name: string }[] };
    await Promise.all(documents.map(({ name }) => asOwner(`${collection}/${name.split('/').at(-1) ?? ''}`, { method: 'DELETE' })));
  }
}

async function moveAsOwner(from: string, to: string): Promise<void> {
  const { fields } = (await asOwner(from)) as { fields: unknown };
  await asOwner(to, { method: 'PATCH', body: JSON.stringify({ fields }) });
  await asOwner(from, { method: 'DELETE' });
}

type RestValue = { stringValue?: string; timestampValue?: string; mapValue?: { fields?: Record<string, RestValue> } };

/** The `mail` documents to an address, newest first. */
async function mailsAsOwner(email: string): Promise<SentMail[]> {
  const { documents = [] } = (await asOwner('mail?pageSize=1000')) as { documents?: { fields: Record<string, RestValue> }[] };
  return documents
    .map(({ fields }) => ({ fields, message: fields['message']?.mapValue?.fields ?? {} }))
    .filter(({ fields }) => fields['to']?.stringValue === email.trim().toLowerCase())
    .sort((a, b) => String(b.fields['createdAt']?.timestampValue).localeCompare(String(a.fields['createdAt']?.timestampValue)))
    .map(({ fields, message }) => ({
      kind: fields['kind']?.stringValue ?? '',
      language: fields['language']?.stringValue ?? '',
      subject: message['subject']?.stringValue ?? '',
      text: message['text']?.stringValue ?? '',
    }));
}

afterAll(async () => {
  await Promise.all(appNames.map((name) => releaseFirebaseServices(name)));
});

describeServiceContract('firebase', createBackend);

/** The seed's uid of a demo account (scripts/seed-emulators.ts). */
const seededUid = (role: ContractRole) => `demo-${role}`;

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (caught: unknown) => caught,
  );
}

async function onlyDoc(sdk: FirebaseSdk, name: string, field: string, value: string): Promise<DocumentData> {
  const snapshot = await getDocs(query(collection(sdk.db, name), where(field, '==', value)));
  const [first] = snapshot.docs;
  if (!first || snapshot.size !== 1) throw new Error(`Expected one ${name} document with ${field} ${value}, found ${snapshot.size}`);
  return first.data();
}

describe('firebase backend: server times and storage', () => {
  it('names the Storage emulator as the attachment origin', async () => {
    const { services } = await createBackend();
    expect(services.attachmentOrigin).toBe(`http://${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`);
  });

  itStoringFiles('stores a message with the server’s time, its files as exactly { name, path, url } in the author’s folder', async () => {
    const backend = await createBackend();
    const board = (await backend.services.boards.findBoard('/discussion'))!;
    await backend.signInAs('franchisee');
    const uid = seededUid('franchisee');
    const posted = await backend.services.boards.postMessage({
      boardId: board.id,
      content: '',
      replyTo: null,
      files: [new File(['rings'], 'growth rings.txt', { type: 'text/plain' })],
    });
    const folder = `attachments/${uid}/${board.id}/${posted.id}/`;
    expect(posted.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const stored = (await getDoc(doc(backend.sdk.db, 'commentBoards', board.id, 'comments', posted.id))).data();
    expect(stored?.['timestamp']).toBeInstanceOf(Timestamp);
    expect(stored?.['editTimestamp']).toBeNull();
    expect(stored?.['content']).toBe('');
    expect(stored?.['attachments']).toEqual([
      {
        name: 'growth rings.txt',
        path: `${folder}growth rings.txt`,
        url: expect.stringMatching(
          new RegExp(
            `^http://127\\.0\\.0\\.1:9199/v0/b/${DEMO_PROJECT_ID}\\.appspot\\.com/o/${encodeURIComponent(folder)}growth%20rings\\.txt\\?alt=media&token=`,
          ),
        ),
      },
    ]);
    expect(posted.attachments).toEqual([{ name: 'growth rings.txt', url: stored?.['attachments'][0].url }]);

    const metadata = (await getDoc(doc(backend.sdk.db, 'attachments', `${uid}_${posted.id}_growth rings.txt`))).data();
    expect(metadata).toMatchObject({ userId: uid, boardId: board.id, messageId: posted.id, name: 'growth rings.txt', path: `${folder}growth rings.txt` });
    expect(metadata?.['timestamp']).toBeInstanceOf(Timestamp);

    // An edit that drops the file: the server's edit time, the file gone from the author's folder.
    await backend.services.boards.editMessage(board.id, posted.id, { content: 'Rings, described', keep: [], files: [] });
    const edited = (await getDoc(doc(backend.sdk.db, 'commentBoards', board.id, 'comments', posted.id))).data();
    expect(edited?.['editTimestamp']).toBeInstanceOf(Timestamp);
    expect(edited?.['attachments']).toEqual([]);
    const gone = await failure(getMetadata(ref(backend.sdk.storage, `${folder}growth rings.txt`)));
    expect(firebaseErrorCode(gone)).toBe('storage/object-not-found');
  });

  it('stamps public submissions with the server’s time; submissionDate stays year/month/day text', async () => {
    const backend = await createBackend();
    await backend.services.forms.submitContact(buildContact({ subject: 'Server time' }));
    await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Server Time Ltd' }));
    await backend.services.forms.submitContributorApplication(buildContributorApplication({ email: 'server.time@example.com' }));
    await confirmApplicant(backend, 'server.time@example.com');
    await backend.signInAs('admin');

    expect((await onlyDoc(backend.sdk, 'ContactSubmissions', 'subject', 'Server time'))['timestamp']).toBeInstanceOf(Timestamp);
    const pricing = await onlyDoc(backend.sdk, 'PricingInquiries', 'businessName', 'Server Time Ltd');
    expect(pricing['createdAt']).toBeInstanceOf(Timestamp);
    expect(pricing['submissionDate']).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect((await onlyDoc(backend.sdk, 'ContributorApplication', 'email', 'server.time@example.com'))['submittedAt']).toBeInstanceOf(Timestamp);
  });

  it('approves a pricing inquiry as a copy whose only change is its status, the server’s time kept', async () => {
    const backend = await createBackend();
    await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Copy Check Ltd' }));
    await backend.signInAs('admin');
    const original = await onlyDoc(backend.sdk, 'PricingInquiries', 'businessName', 'Copy Check Ltd');
    const items = await nextValue<PricingInquiry[]>(
      (next, onError) => backend.services.admin.watchPending('pricing', next, onError),
      (list) => list.some((entry) => entry.businessName === 'Copy Check Ltd'),
    );
    const item = items.find((entry) => entry.businessName === 'Copy Check Ltd')!;
    // The moderate callable copies it with its status changed, nothing else.
    await backend.services.admin.approve('pricing', item);
    const copy = (await getDoc(doc(backend.sdk.db, 'ApprovedReadyToTalk', item.id))).data();
    expect(copy?.['status']).toBe('Approved');
    const createdAt: unknown = copy?.['createdAt'];
    expect(createdAt instanceof Timestamp && createdAt.isEqual(original['createdAt'])).toBe(true);
  });

  it('stores the language a form was sent in, and keeps it on the approved copy', async () => {
    const backend = await createBackend();
    await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Copie Française Ltée', language: 'fr-CA' }));
    await backend.services.forms.submitContact(buildContact({ subject: 'Copie française', language: 'fr-CA' }));
    await backend.signInAs('admin');
    expect((await onlyDoc(backend.sdk, 'ContactSubmissions', 'subject', 'Copie française'))['language']).toBe('fr-CA');
    expect((await onlyDoc(backend.sdk, 'PricingInquiries', 'businessName', 'Copie Française Ltée'))['language']).toBe('fr-CA');
    const items = await nextValue<PricingInquiry[]>(
      (next, onError) => backend.services.admin.watchPending('pricing', next, onError),
      (list) => list.some((entry) => entry.businessName === 'Copie Française Ltée'),
    );
    const item = items.find((entry) => entry.businessName === 'Copie Française Ltée')!;
    await backend.services.admin.approve('pricing', item);
    expect((await getDoc(doc(backend.sdk.db, 'ApprovedReadyToTalk', item.id))).data()).toMatchObject({ status: 'Approved', language: 'fr-CA' });
  });

  it('reads author names one profile at a time; unknown or impossible ids are absent', async () => {
    const { services } = await createBackend();
    const names = await services.users.getDisplayNames([seededUid('admin'), seededUid('admin'), 'no-such-member', 'a/b', '__x__']);
    expect([...names.entries()]).toEqual([[seededUid('admin'), `${DEMO_ACCOUNTS.admin.firstName} ${DEMO_ACCOUNTS.admin.lastName}`]]);
    // A second ask is answered from the session's cache, the same.
    expect(await services.users.getDisplayNames([seededUid('admin'), 'no-such-member'])).toEqual(names);
  });
});

/**
 * The purge over firebase-admin's ports (the purgeExpired function's), on the
 * emulators' Firestore and Storage: a scheduled function cannot be given a
 * fixed clock, so the rule runs here with its production ports. firebase-admin
 * is the functions package's own (npm ci --prefix functions).
 */
/** firebase-admin's app on the emulators (the functions package's own, npm ci --prefix functions), by name. */
async function adminFirestore(name: string) {
  const adminApp = await import('../../functions/node_modules/firebase-admin/lib/app/index.js');
  const { getFirestore } = await import('../../functions/node_modules/firebase-admin/lib/firestore/index.js');
  if (config.backend !== 'firebase') throw new Error('The emulator contract needs the firebase backend configuration.');
  const app =
    adminApp.getApps().find((existing) => existing.name === name) ??
    adminApp.initializeApp({ projectId: config.firebase.projectId, storageBucket: config.firebase.storageBucket }, name);
  return { app, db: getFirestore(app) };
}

describePurgeContract('firebase', async () => {
  const { app, db } = await adminFirestore('purge-contract');
  return { store: firestoreStore(db), purge: (now) => purgeExpired(purgeBackend(db, storageAccess(app)), now) };
});

/** The flood runs the shared rule over firebase-admin's Store on the emulators' Firestore, as the requestSubscription callable does. */
describeMailFloodContract('firebase', async () => {
  const backend = await createBackend();
  return { backend, store: firestoreStore((await adminFirestore('flood-contract')).db) };
});
