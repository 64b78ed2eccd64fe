// The service contract, part: an Admin's decisions: stale-safe
// approve, reject only of a pending item, reasons, bulk, the audit log, undo,
// the author's record and the trust setting. Run on both backends by
// describeServiceContract (services.contract.ts).
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUST, type AuditEntry, type HistoryFilter } from '../../src/domain/moderation';
import type { Services } from '../../src/services/api';
import type { PendingComment, PendingItems, ReviewKind } from '../../src/domain/types';
import { buildContact, buildContributorApplication, buildPricingInquiry } from '../builders';
import { REJECTION, boardMessages, confirmApplicant, expectServiceError, nextValue, pendingItems, uidOf, type ContractBackend } from './contract-helpers';

/** The history's newest entries matching a filter, once the predicate holds. */
export function history(services: Services, filter: HistoryFilter, predicate: (entries: AuditEntry[]) => boolean, limit = 20) {
  return nextValue<AuditEntry[]>((next, onError) => services.admin.watchHistory({ ...filter, limit }, next, onError), predicate);
}

/** A contributor's new pending message on /heritage, as the Admin's queue lists it (left signed in as the Admin). */
export async function pendingComment(backend: ContractBackend, content: string, replyTo: string | null = null): Promise<PendingComment> {
  const heritage = (await backend.services.boards.findBoard('/heritage'))!;
  await backend.signInAs('contributor');
  const posted = await backend.services.boards.postMessage({ boardId: heritage.id, content, replyTo, files: [] });
  await backend.signInAs('admin');
  const items = await pendingItems(backend.services, 'comment', (list) => list.some((item) => item.id === posted.id));
  return items.find((item) => item.id === posted.id)!;
}

/** The newest entry about an item. */
async function entryOf(services: Services, kind: ReviewKind, itemId: string, action: AuditEntry['action']): Promise<AuditEntry> {
  const entries = await history(services, { kind }, (list) => list.some((entry) => entry.itemId === itemId && entry.action === action));
  return entries.find((entry) => entry.itemId === itemId && entry.action === action)!;
}

const isPending = (id: string) => (list: readonly { id: string }[]) => list.some((item) => item.id === id);
const isGone = (id: string) => (list: readonly { id: string }[]) => !list.some((item) => item.id === id);

export function describeModerationContract(create: () => Promise<ContractBackend>) {
  describe('moderation', () => {
    it('approves only the version the Admin read: an edit since is refused as changed, the fresh item approves', async () => {
      const backend = await create();
      const item = await pendingComment(backend, 'Read this first');
      await backend.signInAs('contributor');
      await backend.services.boards.editMessage(item.commentBoardId, item.id, { content: 'Swapped for spam', keep: [], files: [] });
      await backend.signInAs('admin');
      const fresh = (await pendingItems(backend.services, 'comment', (list) => list.some((entry) => entry.id === item.id && entry.content === 'Swapped for spam'))).find(
        (entry) => entry.id === item.id,
      )!;
      expect(fresh.version).not.toBe(item.version);
      await expectServiceError(backend.services.admin.approve('comment', item), 'changed');
      await pendingItems(backend.services, 'comment', isPending(item.id));

      await backend.services.admin.approve('comment', fresh);
      await pendingItems(backend.services, 'comment', isGone(item.id));
      const entry = await entryOf(backend.services, 'comment', item.id, 'approve');
      expect(entry.item).toMatchObject({ id: item.id, content: 'Swapped for spam' });
    });

    it('never removes an approved comment: a reject of a stale item is refused and the comment and its reply stay', async () => {
      const backend = await create();
      const item = await pendingComment(backend, 'Approved parent');
      await backend.services.admin.approve('comment', item);
      const reply = await pendingComment(backend, 'Approved reply', item.id);
      await backend.services.admin.approve('comment', reply);

      await expectServiceError(backend.services.admin.reject('comment', item, REJECTION), 'not-found');
      await backend.signInAs(null);
      const shown = await boardMessages(backend.services, item.commentBoardId, (list) => list.some((message) => message.id === reply.id));
      expect(shown.map((message) => message.id)).toEqual(expect.arrayContaining([item.id, reply.id]));
    });

    it('logs a reject with its reason and note, and its undo puts the comment back, pending, exactly as it was', async () => {
      const backend = await create();
      const item = await pendingComment(backend, 'Reject me, then undo');
      await backend.services.admin.reject('comment', item, REJECTION);
      await pendingItems(backend.services, 'comment', isGone(item.id));
      const entry = await entryOf(backend.services, 'comment', item.id, 'reject');
      expect(entry).toMatchObject({ reason: REJECTION.reason, note: REJECTION.note, boardId: item.commentBoardId, undoes: null });
      expect(entry.item).toMatchObject({ id: item.id, content: item.content, authorId: item.authorId });
      expect(entry.adminName).not.toBe('');
      expect(Date.parse(entry.undoableUntil!) - Date.parse(entry.at)).toBe(7 * 24 * 60 * 60 * 1000);

      await backend.services.admin.undo(entry.id);
      const back = (await pendingItems(backend.services, 'comment', isPending(item.id))).find((entry) => entry.id === item.id)!;
      expect(back).toMatchObject({ content: item.content, version: item.version, date: item.date, authorId: item.authorId, isApproved: false });
      const undone = await entryOf(backend.services, 'comment', item.id, 'undo');
      expect(undone.undoes).toBe(entry.id);
      await expectServiceError(backend.services.admin.undo(entry.id), 'not-found');
      await expectServiceError(backend.services.admin.undo(undone.id), 'invalid-argument');
      await expectServiceError(backend.services.admin.undo('no-such-entry'), 'not-found');
    });

    it('undoes an approved comment by making it pending again, but not one with replies', async () => {
      const backend = await create();
      const item = await pendingComment(backend, 'Approve, then hide again');
      await backend.services.admin.approve('comment', item);
      await backend.services.admin.undo((await entryOf(backend.services, 'comment', item.id, 'approve')).id);
      const again = (await pendingItems(backend.services, 'comment', isPending(item.id))).find((entry) => entry.id === item.id)!;

      await backend.services.admin.approve('comment', again);
      const entries = await history(backend.services, { kind: 'comment' }, (list) => list.filter((entry) => entry.itemId === item.id && entry.action === 'approve').length === 2);
      const reply = await pendingComment(backend, 'A reply keeps it up', item.id);
      expect(reply.commentBoardId).toBe(item.commentBoardId);
      await expectServiceError(backend.services.admin.undo(entries.find((entry) => entry.itemId === item.id && entry.action === 'approve')!.id), 'invalid-argument');
    });

    it('moves an inquiry and a contact message back to pending on undo, after an approve or a reject', async () => {
      const backend = await create();
      await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Undo Mill' }));
      await backend.services.forms.submitContact(buildContact({ subject: 'Undo me' }));
      await backend.signInAs('admin');
      const inquiry = (await pendingItems(backend.services, 'pricing', (list) => list.some((item) => item.businessName === 'Undo Mill'))).find(
        (item) => item.businessName === 'Undo Mill',
      )!;
      const contact = (await pendingItems(backend.services, 'contact', (list) => list.some((item) => item.subject === 'Undo me'))).find(
        (item) => item.subject === 'Undo me',
      )!;

      await backend.services.admin.approve('pricing', inquiry);
      await pendingItems(backend.services, 'pricing', isGone(inquiry.id));
      await backend.services.admin.undo((await entryOf(backend.services, 'pricing', inquiry.id, 'approve')).id);
      const back = await pendingItems(backend.services, 'pricing', isPending(inquiry.id));
      expect(back.find((item) => item.id === inquiry.id)).toEqual(inquiry);

      await backend.services.admin.reject('contact', contact, REJECTION);
      await pendingItems(backend.services, 'contact', isGone(contact.id));
      await backend.services.admin.undo((await entryOf(backend.services, 'contact', contact.id, 'reject')).id);
      const restored = await pendingItems(backend.services, 'contact', isPending(contact.id));
      expect(restored.find((item) => item.id === contact.id)).toEqual(contact);
    });

    it('deletes an approved inquiry and contact message only through the logged callable, the entry keeping no words', async () => {
      const backend = await create();
      await backend.services.forms.submitPricingInquiry(buildPricingInquiry({ businessName: 'Done Mill' }));
      await backend.services.forms.submitContact(buildContact({ subject: 'Answered already' }));
      await backend.signInAs('admin');
      const inquiry = (await pendingItems(backend.services, 'pricing', (list) => list.some((item) => item.businessName === 'Done Mill'))).find(
        (item) => item.businessName === 'Done Mill',
      )!;
      const contact = (await pendingItems(backend.services, 'contact', (list) => list.some((item) => item.subject === 'Answered already'))).find(
        (item) => item.subject === 'Answered already',
      )!;
      await backend.services.admin.approve('pricing', inquiry);
      await backend.services.admin.approve('contact', contact);

      await backend.signInAs('contributor');
      await expectServiceError(backend.services.admin.deleteApproved('pricing', inquiry.id), 'permission-denied');
      const admin = await uidOf(backend, 'admin');
      await backend.signInAs('admin');
      for (const [kind, id] of [['pricing', inquiry.id], ['contact', contact.id]] as const) {
        const entryId = await backend.services.admin.deleteApproved(kind, id);
        const entry = await entryOf(backend.services, kind, id, 'delete');
        expect(entry).toMatchObject({ id: entryId, adminUid: admin, undoableUntil: null });
        expect(entry.item).toEqual({ id });
        // Gone: a second deletion finds nothing, and the approve's undo cannot bring it back.
        await expectServiceError(backend.services.admin.deleteApproved(kind, id), 'not-found');
        await expectServiceError(backend.services.admin.undo((await entryOf(backend.services, kind, id, 'approve')).id), 'not-found');
      }
    });

    it('tells a rejected applicant the reason and note, can undo the reject, and never undoes an approval', async () => {
      const backend = await create();
      const email = `moderated.${Date.now()}@example.com`;
      await backend.services.forms.submitContributorApplication(buildContributorApplication({ email }));
      await confirmApplicant(backend, email);
      await backend.signInAs('admin');
      const find = (list: PendingItems['contributor'][]) => list.find((item) => item.email === email);
      const application = find(await pendingItems(backend.services, 'contributor', (list) => find(list) !== undefined))!;
      expect(application).not.toHaveProperty('password');

      await backend.services.admin.reject('contributor', application, { reason: 'incomplete', note: 'Tell us about your woodlot.' });
      const notice = (await backend.mailsTo(email)).find((mail) => mail.kind === 'application-rejected');
      expect(notice?.text).toContain('Reason: Incomplete');
      expect(notice?.text).toContain('Tell us about your woodlot.');
      const rejected = await entryOf(backend.services, 'contributor', application.id, 'reject');
      expect(rejected.item).not.toHaveProperty('password');

      await backend.services.admin.undo(rejected.id);
      const back = find(await pendingItems(backend.services, 'contributor', (list) => find(list) !== undefined))!;
      await backend.services.admin.approve('contributor', back);
      const approved = await entryOf(backend.services, 'contributor', application.id, 'approve');
      expect(approved.undoableUntil).toBeNull();
      await expectServiceError(backend.services.admin.undo(approved.id), 'not-found');
    });

    it('decides many items of one kind at once, each on its own, outcomes in order', async () => {
      const backend = await create();
      const first = await pendingComment(backend, 'Bulk one');
      const second = await pendingComment(backend, 'Bulk two');
      await backend.services.admin.approve('comment', second);
      const third = await pendingComment(backend, 'Bulk three');
      const outcomes = await backend.services.admin.decideMany('comment', [first, second, third], { action: 'reject', ...REJECTION });
      expect(outcomes).toEqual([
        { itemId: first.id, outcome: 'done', entryId: expect.any(String) },
        { itemId: second.id, outcome: 'not-found' },
        { itemId: third.id, outcome: 'done', entryId: expect.any(String) },
      ]);
      await pendingItems(backend.services, 'comment', (list) => isGone(first.id)(list) && isGone(third.id)(list));
      await expectServiceError(backend.services.admin.decideMany('comment', Array.from({ length: 101 }, () => first), { action: 'approve' }), 'invalid-argument');
    });

    it('lists the history newest first, by kind and by Admin, and the decisions made since a time', async () => {
      const backend = await create();
      const since = new Date(Date.now() - 1000);
      const item = await pendingComment(backend, 'History one');
      await backend.services.admin.approve('comment', item);
      await backend.services.forms.submitContact(buildContact({ subject: 'History two' }));
      const contact = (await pendingItems(backend.services, 'contact', (list) => list.some((entry) => entry.subject === 'History two'))).find(
        (entry) => entry.subject === 'History two',
      )!;
      await backend.services.admin.reject('contact', contact, REJECTION);

      const all = await history(backend.services, {}, (list) => list.some((entry) => entry.itemId === contact.id));
      const at = (id: string) => all.findIndex((entry) => entry.itemId === id);
      expect(at(contact.id)).toBeLessThan(at(item.id));
      expect(all.every((entry, index) => index === 0 || all[index - 1]!.at >= entry.at)).toBe(true);
      const comments = await history(backend.services, { kind: 'comment' }, (list) => list.some((entry) => entry.itemId === item.id));
      expect(comments.every((entry) => entry.kind === 'comment')).toBe(true);
      const adminUid = all[0]!.adminUid;
      const mine = await history(backend.services, { adminUid }, (list) => list.some((entry) => entry.itemId === contact.id));
      expect(mine.every((entry) => entry.adminUid === adminUid)).toBe(true);
      const none = await history(backend.services, { adminUid: 'nobody' }, () => true);
      expect(none).toEqual([]);

      const recent = await nextValue<AuditEntry[]>(
        (next, onError) => backend.services.admin.watchDecisionsSince(since, next, onError),
        (list) => [item.id, contact.id].every((id) => list.some((entry) => entry.itemId === id)),
      );
      expect(recent.every((entry) => Date.parse(entry.at) > since.getTime())).toBe(true);
    });

    it('shows an author’s record and flags a first post; only an Admin decides or reads it', async () => {
      const backend = await create();
      const contributor = await uidOf(backend, 'contributor');
      const item = await pendingComment(backend, 'Record me www.example.com');
      expect(item.flags).toContain('links');
      const before = await backend.services.admin.getAuthorRecord(contributor);
      await backend.services.admin.approve('comment', item);
      const rejected = await pendingComment(backend, 'Record me too');
      expect(rejected.flags).not.toContain('first-post');
      await backend.services.admin.reject('comment', rejected, REJECTION);
      const after = await backend.services.admin.getAuthorRecord(contributor);
      expect(after).toMatchObject({ uid: contributor, approved: before.approved + 1, rejected: before.rejected + 1 });
      expect(after.name).not.toBe('');
      expect(after.recent[0]).toMatchObject({ id: item.id, isApproved: true, path: '/heritage' });

      await backend.signInAs('contributor');
      await expectServiceError(backend.services.admin.getAuthorRecord(contributor), 'permission-denied');
      await expectServiceError(backend.services.admin.reject('comment', rejected, REJECTION), 'permission-denied');
      await expectServiceError(backend.services.admin.undo('anything'), 'permission-denied');
      await expectServiceError(backend.services.admin.setTrustSettings({ enabled: true, approvedCount: 1 }), 'permission-denied');
    });

    it('keeps the trust rule off by default and stores a checked setting', async () => {
      const backend = await create();
      await backend.signInAs('admin');
      expect(await backend.services.admin.getTrustSettings()).toEqual(DEFAULT_TRUST);
      expect(DEFAULT_TRUST.enabled).toBe(false);
      await backend.services.admin.setTrustSettings({ enabled: true, approvedCount: 3 });
      expect(await backend.services.admin.getTrustSettings()).toEqual({ enabled: true, approvedCount: 3 });
      await expectServiceError(backend.services.admin.setTrustSettings({ enabled: true, approvedCount: 0 }), 'invalid-argument');
      await backend.services.admin.setTrustSettings(DEFAULT_TRUST);
      expect(await backend.services.admin.getTrustSettings()).toEqual(DEFAULT_TRUST);
    });
  });
}
