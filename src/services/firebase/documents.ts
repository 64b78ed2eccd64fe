// The Firestore data model of the firebase backend and the parsers that turn
// stored documents (untrusted: any client or console edit may have written
// them) into the plain domain types. Nothing SDK-specific (Timestamp,
// DocumentSnapshot) leaves this boundary: Timestamps become ISO strings.
// Times are written with serverTimestamp() (docs/decisions/005); documents
// written before that carry ISO strings, so both are read. Members, boards,
// messages, public profiles and the directory are read through their declarations'
// converters (converters.ts) and only mapped here.
// Zod Mini, as in the rest of the app (src/lib/validation.ts): one zod build in the bundle.
import type { z } from 'zod/mini';
import type { Board, ContributorListing, Message, PublicProfile, UserProfile } from '../../domain/types';
import { defaultMessageLength } from '../../domain/limits';
import type { boardDoc, contributorListingDoc, publicProfileDoc, MessageDoc } from '../../domain/model/documents';
import { type collections } from '../../domain/model/collections';
import { required, type Read } from './converters';

type BoardDoc = z.output<typeof boardDoc>;

// The stored shapes are the model's (src/domain/model): the backends read one set.
export * from '../../domain/model/documents';

/**
 * How listeners read fields written with serverTimestamp(): a write of this
 * client not yet confirmed by the server gets the SDK's estimate instead of
 * null, so a member's own new message shows at once, with a time.
 */
export const ESTIMATED_TIMES = { serverTimestamps: 'estimate' } as const;

/** A member as their declaration reads them (converters.ts), named by the document's id; one of another shape is an error. */
export function toUserProfile(uid: string, stored: Read<typeof collections.approvedUsers.schema> | undefined): UserProfile {
  return { ...required(stored, 'member'), uid };
}

/** A public profile as its declaration reads it (converters.ts); null for one of another shape. */
export function toPublicProfile(uid: string, stored: z.output<typeof publicProfileDoc> | null): PublicProfile | null {
  return stored ? { uid, ...stored } : null;
}

/** A directory entry as its declaration reads it: its own id, no uid (the schema keeps none). */
export function toContributorListing(id: string, stored: z.output<typeof contributorListingDoc> | null): ContributorListing | null {
  return stored ? { id, ...stored } : null;
}

/** A board as its declaration reads it (converters.ts), with the defaults of its kind. */
export function toBoard(id: string, stored: BoardDoc): Board {
  const { pathKey: _pathKey, ...board } = stored;
  const discussion = board.kind === 'discussion';
  return {
    id,
    pathname: board.pathname,
    heading: board.heading,
    kind: board.kind,
    maxLength: board.maxLength ?? defaultMessageLength(board.kind),
    allowAttachments: board.allowAttachments ?? discussion,
  };
}

export function toMessage(id: string, boardId: string, doc: MessageDoc): Message {
  // Before threadId, a reply's parent is the nearest known member of its thread.
  const threadId = doc.threadId ?? doc.replyTo ?? id;
  return {
    id,
    boardId,
    ...doc,
    threadId,
    attachments: doc.attachments.map(({ name, url }) => ({ name, url })),
  };
}
