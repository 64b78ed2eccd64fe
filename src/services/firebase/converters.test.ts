// @vitest-environment node
// The firebase backend's converters read a declared collection with its
// declaration's schema: server Timestamps become the domain's ISO strings, a
// document of another shape reads as null (a single read refuses it), the
// snapshot options (estimated server times) reach the read, and one
// declaration has one converter.
import { Timestamp, type QueryDocumentSnapshot, type SnapshotOptions } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { collections } from '../../domain/model/collections';
import { ServiceError } from '../../domain/errors';
import { toMemberNotification } from '../../domain/server/notify';
import { converterOf, required } from './converters';

/** A snapshot as the SDK hands it to fromFirestore: only data(options) is read. */
function snapshotOf(data: Record<string, unknown>, seen: SnapshotOptions[] = []): QueryDocumentSnapshot {
  return {
    data: (options?: SnapshotOptions) => {
      if (options) seen.push(options);
      return data;
    },
  } as unknown as QueryDocumentSnapshot;
}

const message = {
  userId: 'u1',
  content: 'Hello',
  attachments: [],
  timestamp: Timestamp.fromDate(new Date('2026-03-04T05:06:07.089Z')),
  editTimestamp: null,
  replyTo: null,
  isApproved: true,
  isDeleted: false,
};

describe('converterOf', () => {
  it('reads a message with the comments’ declared schema, its Timestamp as ISO text', () => {
    const read = converterOf(collections.comments).fromFirestore(snapshotOf(message));
    expect(read).toMatchObject({ userId: 'u1', content: 'Hello', timestamp: '2026-03-04T05:06:07.089Z', isApproved: true });
  });

  it('reads a document of another shape as null, which a single read refuses', () => {
    const read = converterOf(collections.comments).fromFirestore(snapshotOf({ ...message, isApproved: 'yes' }));
    expect(read).toBeNull();
    expect(() => required(read, 'message')).toThrow(ServiceError);
    expect(() => required(read, 'message')).toThrow('Malformed message record.');
  });

  it('passes the snapshot options on, so an unconfirmed server time is estimated', () => {
    const seen: SnapshotOptions[] = [];
    converterOf(collections.commentBoards).fromFirestore(snapshotOf({ pathname: '/quality' }, seen), { serverTimestamps: 'estimate' });
    expect(seen).toEqual([{ serverTimestamps: 'estimate' }]);
  });

  it('is made once per declaration', () => {
    expect(converterOf(collections.comments)).toBe(converterOf(collections.comments));
    expect(converterOf(collections.comments)).not.toBe(converterOf(collections.commentBoards));
  });

  it('reads a notification as its member sees it: its time as ISO text, an empty path or actor as none, an unknown kind left out', () => {
    const stored = { uid: 'u1', kind: 'comment-approved', at: Timestamp.fromDate(new Date('2026-03-04T05:06:07.089Z')), read: 'no', boardPath: '', actorName: '' };
    const read = converterOf(collections.notifications).fromFirestore(snapshotOf(stored));
    expect(read && toMemberNotification('n1', read)).toEqual({
      id: 'n1',
      kind: 'comment-approved',
      at: '2026-03-04T05:06:07.089Z',
      read: false,
      boardPath: null,
      messageId: null,
      pieceId: null,
      excerpt: '',
      reason: null,
      note: '',
      actorName: null,
    });
    expect(converterOf(collections.notifications).fromFirestore(snapshotOf({ ...stored, kind: 'unknown' }))).toBeNull();
  });
});
