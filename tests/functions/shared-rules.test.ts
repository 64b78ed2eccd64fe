// @vitest-environment node
// The server rules (src/domain/server) are the app's own code now (ADR 012),
// so nothing is copied; what stays to prove is that they read what the app's
// other halves write: the password hash the browser makes, the folder and the
// sanitised names of a message's files, the site's languages and roles.
import { describe, expect, it } from 'vitest';
import { approveApplication } from '../../src/domain/server/approval';
import type { ApprovalBackend } from '../../src/domain/server/approval-ports';
import {
  ADMIN_ONLY,
  APPLICATION_COLLECTIONS,
  MISSING_CREDENTIALS,
  parseLanguage,
  parsePasswordHash,
  type ApprovedRole,
  type PasswordHash as FunctionsPasswordHash,
} from '../../src/domain/server/approval-records';
import { NOT_ALLOWED, attachmentRecordRef, deleteMessage, messageRef, type DeletionBackend } from '../../src/domain/server/delete-message';
import { sanitizeFileName } from '../../src/domain/attachments';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '../../src/domain/languages';
import { ATTACHMENT_LIMITS, MAX_IMPORT_ROUNDS, PASSWORD_HASH_ROUNDS } from '../../src/domain/limits';
import { DELETED_MESSAGE, attachmentPath, messageFolder, softDeletedFields } from '../../src/domain/messages';
import { roleFlags } from '../../src/domain/roles';
import { ROLES, type Role } from '../../src/domain/types';
import { hashPassword, verifyPassword, type PasswordHash } from '../../src/domain/model/crypto';
import { FakeFirestore, pathOf } from './fake-firestore';

const AUTHOR = 'authorUid000000000000000001';
const BOARD = 'board-1';

/** A fake Firestore and bucket as deleteMessage sees them (as in functions-delete-message.test.ts). */
function deletionBackend() {
  const store = new FakeFirestore();
  const files = new Set<string>();
  const backend: DeletionBackend = {
    runTransaction: (work) => store.runTransaction(work),
    async deleteFilesUnder(prefix) {
      for (const name of [...files]) if (name.startsWith(prefix)) files.delete(name);
    },
  };
  return { store, files, backend };
}

/**
 * A message whose files lie where the app puts them (src/domain/messages.ts),
 * each with its metadata document, under the app's sanitised names.
 */
function plantMessage(store: FakeFirestore, files: Set<string>, messageId: string, names: readonly string[]) {
  for (const name of names) {
    files.add(attachmentPath(AUTHOR, BOARD, messageId, name));
    store.put(pathOf(attachmentRecordRef(AUTHOR, messageId, name)), { userId: AUTHOR, messageId, name });
  }
  store.put(`commentBoards/${BOARD}/comments/${messageId}`, {
    userId: AUTHOR,
    content: 'Kiln logs',
    attachments: names.map((name) => ({ name, path: attachmentPath(AUTHOR, BOARD, messageId, name), url: 'https://example.com/x' })),
    timestamp: '2026-11-20T10:00:00.000Z',
    editTimestamp: null,
    replyTo: null,
    isApproved: true,
    isDeleted: false,
  });
}

/** The type checker's half of the proof: every role the function approves is one of the app's roles. */
const asAppRole = (role: ApprovedRole): Role => role;

function isApprovedRole(role: string): role is ApprovedRole {
  return Object.hasOwn(APPLICATION_COLLECTIONS, role);
}

describe('the server rules read what the app writes', () => {
  it('soft-deletes with the app’s text and shape', async () => {
    const { store, files, backend } = deletionBackend();
    plantMessage(store, files, 'm1', ['plan.pdf']);
    store.put(`commentBoards/${BOARD}/comments/r1`, { userId: 'someone', content: 'A reply', replyTo: 'm1', isApproved: false, isDeleted: false });
    await deleteMessage(backend, { uid: AUTHOR, token: { role: 'Contributor' } }, { boardId: BOARD, messageId: 'm1' });
    expect(store.get(pathOf(messageRef(BOARD, 'm1')))).toMatchObject(softDeletedFields());
    expect(store.get(pathOf(messageRef(BOARD, 'm1')))?.['content']).toBe(DELETED_MESSAGE);
  });

  it('reads the password hash the app makes, within the rounds Auth can import', async () => {
    expect(PASSWORD_HASH_ROUNDS).toBeGreaterThan(0);
    expect(PASSWORD_HASH_ROUNDS).toBeLessThanOrEqual(MAX_IMPORT_ROUNDS);

    const made: PasswordHash = await hashPassword('Applicant!2345', PASSWORD_HASH_ROUNDS);
    expect(made.algorithm).toBe('PBKDF2-SHA256');
    const read: FunctionsPasswordHash | null = parsePasswordHash(made);
    expect(read).toEqual(made);
    // And back: what the function imports is a hash the app verifies.
    const asApp: PasswordHash | null = read;
    expect(asApp && (await verifyPassword('Applicant!2345', asApp))).toBe(true);
    expect(parsePasswordHash({ ...made, algorithm: 'PBKDF2-SHA1' })).toBeNull();
  });

  it('finds a message’s files in the folder the app puts them in', () => {
    for (const [uid, boardId, messageId] of [
      [AUTHOR, BOARD, 'm1'],
      ['u', 'b', 'm'],
    ] as const) {
      const path = attachmentPath(uid, boardId, messageId, 'plan.pdf');
      expect(path.startsWith(messageFolder(uid, boardId, messageId))).toBe(true);
      expect(path).toBe(`${messageFolder(uid, boardId, messageId)}plan.pdf`);
    }
  });

  it('deletes every file and metadata record whose name the app’s sanitiser made', async () => {
    const { store, files, backend } = deletionBackend();
    const raw = ['plan.pdf', 'growth rings.txt', 'a/b\\c.csv', '..hidden.txt', 'tab\tname.txt', 'café.png', `${'x'.repeat(300)}.txt`];
    const names = [...new Set(raw.map(sanitizeFileName))];
    plantMessage(store, files, 'm1', names);

    await expect(deleteMessage(backend, { uid: AUTHOR, token: { role: 'Contributor' } }, { boardId: BOARD, messageId: 'm1' })).resolves.toEqual({
      outcome: 'deleted',
    });
    expect([...files]).toEqual([]);
    for (const name of names) expect(store.has(pathOf(attachmentRecordRef(AUTHOR, 'm1', name))), name).toBe(false);
  });

  it('takes file names up to the app’s length limit and no longer', async () => {
    const longest = 'n'.repeat(ATTACHMENT_LIMITS.nameLength);
    const tooLong = `${longest}n`;
    expect(sanitizeFileName(tooLong)).toBe(longest);

    const { store, files, backend } = deletionBackend();
    plantMessage(store, files, 'm1', [longest, tooLong]);
    await deleteMessage(backend, { uid: AUTHOR, token: { role: 'Contributor' } }, { boardId: BOARD, messageId: 'm1' });
    expect(store.has(pathOf(attachmentRecordRef(AUTHOR, 'm1', longest)))).toBe(false);
    // A name the app never makes is not one the function looks up.
    expect(store.has(pathOf(attachmentRecordRef(AUTHOR, 'm1', tooLong)))).toBe(true);
  });

  it('keeps the app’s languages and their default for a record without one', () => {
    expect(parseLanguage(undefined)).toBe(DEFAULT_LANGUAGE);
    expect(LANGUAGES.map(parseLanguage)).toEqual(LANGUAGES);
    for (const value of [...LANGUAGES, 'fr', 'en', 'FR-CA', 'de-DE', '', null, undefined, 42]) {
      expect(parseLanguage(value), String(value)).toBe(isLanguage(value) ? value : DEFAULT_LANGUAGE);
    }
  });

  it('approves the app’s member roles and knows its Admin by the same name', async () => {
    expect(Object.keys(APPLICATION_COLLECTIONS).sort()).toEqual(ROLES.filter((role) => !roleFlags(role).isAdmin).sort());
    for (const role of Object.keys(APPLICATION_COLLECTIONS)) {
      expect(isApprovedRole(role), role).toBe(true);
      if (isApprovedRole(role)) expect(ROLES).toContain(asAppRole(role));
    }

    const unused = (): never => {
      throw new Error('Not reached: the caller and the payload are refused first.');
    };
    const approvals: ApprovalBackend = {
      runTransaction: unused,
      getUser: unused,
      getUserByEmail: unused,
      importUser: unused,
      deleteUser: unused,
      setRoleClaim: unused,
      mail: { origin: 'https://site.test', render: unused },
    };
    for (const role of ROLES) {
      // An empty payload: only a caller the function takes for an Admin gets as far as reading it.
      const refusal = await approveApplication(approvals, { uid: 'caller', token: { role } }, {}).then(
        () => null,
        (caught: unknown) => (caught instanceof Error ? caught.message : String(caught)),
      );
      expect(refusal, role).toBe(roleFlags(role).isAdmin ? MISSING_CREDENTIALS : ADMIN_ONLY);
    }

    for (const role of ROLES) {
      const { store, files, backend } = deletionBackend();
      plantMessage(store, files, 'm1', []);
      const outcome = await deleteMessage(backend, { uid: 'someone-else', token: { role } }, { boardId: BOARD, messageId: 'm1' }).then(
        (result) => result.outcome,
        (caught: unknown) => (caught instanceof Error ? caught.message : String(caught)),
      );
      expect(outcome, role).toBe(roleFlags(role).isAdmin ? 'deleted' : NOT_ALLOWED);
    }
  });
});
