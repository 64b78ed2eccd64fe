// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canDelete, canEdit, canReadBoard, canReadMessage, canReply, interactionStatus, postsWithoutApproval } from './permissions';

const comments = { kind: 'comments' } as const;
const discussion = { kind: 'discussion' } as const;
const contributor = { uid: 'c', role: 'Contributor' } as const;
const franchisee = { uid: 'f', role: 'Franchisee' } as const;
const admin = { uid: 'a', role: 'Admin' } as const;

describe('interaction status', () => {
  it('gives anonymous visitors login and members full on comment boards', () => {
    expect(interactionStatus(comments, null)).toBe('login');
    expect(interactionStatus(comments, contributor)).toBe('full');
    expect(interactionStatus(comments, franchisee)).toBe('full');
  });

  it('asks a signed-in account without a member record to register', () => {
    expect(interactionStatus(comments, { uid: 'x', role: null })).toBe('register');
  });

  it('keeps the discussion board to franchisees and admins', () => {
    expect(interactionStatus(discussion, null)).toBe('login');
    expect(interactionStatus(discussion, contributor)).toBe('readonly');
    expect(interactionStatus(discussion, franchisee)).toBe('full');
    expect(interactionStatus(discussion, admin)).toBe('full');
    expect(canReadBoard(discussion, contributor)).toBe(false);
    expect(canReadBoard(discussion, null)).toBe(false);
    expect(canReadBoard(discussion, admin)).toBe(true);
    expect(canReadBoard(comments, null)).toBe(true);
  });
});

describe('message permissions', () => {
  const pendingByContributor = { userId: 'c', isApproved: false, isDeleted: false };
  const approvedByContributor = { userId: 'c', isApproved: true, isDeleted: false };
  const approvedByFranchisee = { userId: 'f', isApproved: true, isDeleted: false };

  it('lets franchisees and admins post without approval', () => {
    expect(postsWithoutApproval('Contributor')).toBe(false);
    expect(postsWithoutApproval('Franchisee')).toBe(true);
    expect(postsWithoutApproval('Admin')).toBe(true);
    expect(postsWithoutApproval(null)).toBe(false);
  });

  it('lets the author edit while pending, or always when they post without approval', () => {
    expect(canEdit(pendingByContributor, contributor)).toBe(true);
    expect(canEdit(approvedByContributor, contributor)).toBe(false);
    expect(canEdit(approvedByFranchisee, franchisee)).toBe(true);
    expect(canEdit(approvedByFranchisee, admin)).toBe(false);
    expect(canEdit(pendingByContributor, null)).toBe(false);
  });

  it('lets the author or an admin delete', () => {
    expect(canDelete(approvedByContributor, contributor)).toBe(true);
    expect(canDelete(approvedByContributor, franchisee)).toBe(false);
    expect(canDelete(approvedByContributor, admin)).toBe(true);
    expect(canDelete({ ...approvedByContributor, isDeleted: true }, admin)).toBe(false);
  });

  it('shows a pending message, a reply included, to its author and admins only', () => {
    const pendingReply = { userId: 'c', isApproved: false };
    expect(canReadMessage(pendingReply, contributor)).toBe(true);
    expect(canReadMessage(pendingReply, admin)).toBe(true);
    // The parent's author (here the franchisee) sees nothing of it.
    expect(canReadMessage(pendingReply, franchisee)).toBe(false);
    expect(canReadMessage(pendingReply, null)).toBe(false);
    expect(canReadMessage({ userId: null, isApproved: false }, { uid: '', role: null })).toBe(false);
    expect(canReadMessage(approvedByContributor, null)).toBe(true);
  });

  it('never deletes a soft-deleted message again', () => {
    const softDeleted = { userId: null, isApproved: true, isDeleted: true };
    expect(canDelete(softDeleted, admin)).toBe(false);
    expect(canDelete(softDeleted, { uid: '', role: 'Contributor' })).toBe(false);
  });

  it('allows replies to approved messages only', () => {
    expect(canReply({ isApproved: true, isDeleted: false })).toBe(true);
    expect(canReply({ isApproved: false, isDeleted: false })).toBe(false);
    expect(canReply({ isApproved: true, isDeleted: true })).toBe(false);
  });
});
