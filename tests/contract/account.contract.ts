// The service contract, part: a member's say over their data (issue 22):
// the copy of their data, the deletion of their account (messages as spec §4
// deletes them, what moderation kept of them erased, their uid taken out of
// a former address's subscription), and an Admin's
// daily-digest switch; signed out, nothing.
// Run on both backends by describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/services/demo-data';
import type { Message } from '../../src/domain/types';
import { CURRENT_WORDING } from '../../src/domain/consent';
import {
  approvedMember,
  boardMessages,
  expectServiceError,
  followEmailChangeLink,
  pendingItems,
  REJECTION,
  sessionUser,
  WRONG_PASSWORD,
  type ContractBackend,
} from './contract-helpers';
import { history } from './moderation.contract';

export function describeAccountContract(create: () => Promise<ContractBackend>) {
  describe('account', () => {
    it('gives a member a copy of their record and their messages, and nobody signed out anything', async () => {
      const backend = await create();
      const member = await approvedMember(backend, 'franchisee');
      const board = (await backend.services.boards.findBoard('/discussion'))!;
      const posted = await backend.services.boards.postMessage({ boardId: board.id, content: 'Kiln schedule for the export', replyTo: null, files: [] });

      const data = await backend.services.account.exportMyData();
      expect(data.member).toMatchObject({ uid: member.uid, email: member.email, permissionLevel: 'Franchisee' });
      expect(data.messages).toEqual([expect.objectContaining({ id: posted.id, boardId: board.id, content: 'Kiln schedule for the export' })]);
      expect(data.messagesTruncated).toBe(false);
      expect(JSON.stringify(data)).not.toContain('PBKDF2');

      await backend.services.auth.signOut();
      await expectServiceError(backend.services.account.exportMyData(), 'permission-denied');
    });

    it('deletes an account only with its password; its messages follow spec §4 and it is gone', async () => {
      const backend = await create();
      const { services } = backend;
      const member = await approvedMember(backend, 'franchisee');
      const board = (await services.boards.findBoard('/discussion'))!;
      const answered = await services.boards.postMessage({ boardId: board.id, content: 'Answered before I leave', replyTo: null, files: [] });
      const alone = await services.boards.postMessage({ boardId: board.id, content: 'Nobody answered this', replyTo: null, files: [] });
      await backend.signInAs('franchisee');
      await services.boards.postMessage({ boardId: board.id, content: 'An answer that stays', replyTo: answered.id, files: [] });
      await services.auth.signIn(member.email, member.password);
      await sessionUser(services, (u) => u?.uid === member.uid);

      await expectServiceError(services.account.deleteMyAccount(WRONG_PASSWORD), 'invalid-credentials');
      expect(await services.account.exportMyData()).toMatchObject({ member: { uid: member.uid } });

      await services.account.deleteMyAccount(member.password);
      expect(await sessionUser(services, (u) => u === null)).toBeNull();
      await expectServiceError(services.auth.signIn(member.email, member.password), 'invalid-credentials');

      await backend.signInAs('admin');
      // The firebase SDK may list the removed message from its cache until the server confirms it is gone (a limbo document): wait for that.
      const settled = (list: Message[]) => list.some((message) => message.id === answered.id && message.isDeleted) && !list.some((message) => message.id === alone.id);
      const messages = await boardMessages(services, board.id, settled);
      expect(messages.find((message) => message.id === answered.id)).toMatchObject({ isDeleted: true, userId: null, content: 'This message has been deleted' });
      expect(messages.some((message) => message.id === alone.id)).toBe(false);
      expect(await services.users.getUserByEmail(member.email)).toBeNull();
      expect((await services.users.getDisplayNames([member.uid])).has(member.uid)).toBe(false);
      await backend.signInAs(null);
      await expectServiceError(services.account.deleteMyAccount(member.password), 'permission-denied');
    });

    it('leaves no copy of a deleted member’s words or address that the history shows or an undo restores', async () => {
      const backend = await create();
      const { services } = backend;
      const member = await approvedMember(backend, 'contributor');
      const heritage = (await services.boards.findBoard('/heritage'))!;
      const posted = await services.boards.postMessage({ boardId: heritage.id, content: 'Words I take back with me', replyTo: null, files: [] });
      await backend.signInAs('admin');
      const item = (await pendingItems(services, 'comment', (list) => list.some((entry) => entry.id === posted.id))).find((entry) => entry.id === posted.id)!;
      const entryId = await services.admin.reject('comment', item, REJECTION);
      await backend.signInAs(null);
      await services.auth.signIn(member.email, member.password);
      await sessionUser(services, (u) => u?.uid === member.uid);

      await services.account.deleteMyAccount(member.password);
      await backend.signInAs('admin');
      await expectServiceError(services.admin.undo(entryId), 'not-found');
      const entries = await history(services, {}, (list) => list.some((entry) => entry.id === entryId && !('content' in entry.item)), 100);
      expect(entries.find((entry) => entry.id === entryId)).toMatchObject({ action: 'reject', itemId: posted.id });
      expect(JSON.stringify(entries)).not.toContain('Words I take back with me');
      expect(JSON.stringify(entries)).not.toContain(member.email);
      await backend.signInAs(null);
      const shown = await boardMessages(services, heritage.id, () => true);
      expect(shown.some((message) => message.id === posted.id)).toBe(false);
    });

    it('takes a deleted member’s uid out of the subscription of an address they used before, which stays the address’s', async () => {
      const backend = await create();
      const { services } = backend;
      const member = await approvedMember(backend, 'contributor');
      await services.users.setSubscriptions({ newsletter: true, offers: false }, 'en-CA', CURRENT_WORDING);
      const newEmail = member.email.replace('@', '.moved@');
      await services.auth.updateEmail(member.password, newEmail);
      await services.auth.signOut();
      await followEmailChangeLink(backend, newEmail);
      await services.auth.signIn(newEmail, member.password);
      await sessionUser(services, (u) => u?.email === newEmail && u.profile?.email === newEmail);
      await backend.signInAs('admin');
      expect(await backend.readSubscription(member.email)).toMatchObject({ uid: member.uid, newsletter: true });
      await backend.signInAs(null);
      await services.auth.signIn(newEmail, member.password);
      await sessionUser(services, (u) => u?.uid === member.uid);

      await services.account.deleteMyAccount(member.password);
      await backend.signInAs('admin');
      const former = await backend.readSubscription(member.email);
      expect(former).toMatchObject({ newsletter: true });
      expect(former?.uid ?? null).toBeNull();
    });

    it('removes a Contributor’s directory entry with the account', async () => {
      const backend = await create();
      const member = await approvedMember(backend, 'contributor');
      const listed = (await backend.services.users.listContributors()).filter((entry) => entry.lastName === 'Member');
      await backend.services.account.deleteMyAccount(member.password);
      const after = (await backend.services.users.listContributors()).filter((entry) => entry.lastName === 'Member');
      expect(after).toHaveLength(listed.length - 1);
    });

    it('lets an Admin turn their daily digest off and on, and nobody else', async () => {
      const backend = await create();
      await backend.signInAs('admin');
      await backend.services.account.setDigestOptOut(true);
      expect(await backend.services.users.getUserByEmail(DEMO_ACCOUNTS.admin.email)).toMatchObject({ digestOptOut: true });
      await backend.services.account.setDigestOptOut(false);
      expect(await backend.services.users.getUserByEmail(DEMO_ACCOUNTS.admin.email)).toMatchObject({ digestOptOut: false });
      await backend.signInAs('contributor');
      await expectServiceError(backend.services.account.setDigestOptOut(true), 'permission-denied');
      await backend.signInAs(null);
      await expectServiceError(backend.services.account.setDigestOptOut(true), 'permission-denied');
    });
  });
}
