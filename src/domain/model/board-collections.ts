// The comment boards (spec §3, §7; ADR 005): boards, their messages (a
// subcollection), the attachment metadata, the members' post windows, and
// the Storage triggers' quota counts.
import { z } from 'zod/mini';
import { declare, storedTime } from './declaration';
import { boardDoc, messageDoc } from './documents';

export const commentBoards = declare({
  path: 'commentBoards',
  schema: boardDoc,
  local: { table: 'commentBoards', key: 'id', indexes: ['&pathKey'] },
  writes: 'server',
});

/** The client posts a message (create) and edits it or names its uploaded files (update); the rest is the callables'. */
export const comments = declare({
  path: 'commentBoards/{boardId}/comments',
  schema: messageDoc,
  indexes: [
    {
      scope: 'COLLECTION_GROUP',
      fields: [
        ['userId', 'ASCENDING'],
        ['isApproved', 'ASCENDING'],
      ],
    },
    {
      scope: 'COLLECTION_GROUP',
      fields: [
        ['userId', 'ASCENDING'],
        ['timestamp', 'DESCENDING'],
      ],
    },
    {
      scope: 'COLLECTION_GROUP',
      fields: [
        ['isApproved', 'ASCENDING'],
        ['timestamp', 'ASCENDING'],
      ],
    },
    {
      scope: 'COLLECTION_GROUP',
      fields: [
        ['isApproved', 'ASCENDING'],
        ['timestamp', 'DESCENDING'],
      ],
    },
    {
      fields: [
        ['isApproved', 'ASCENDING'],
        ['replyTo', 'ASCENDING'],
        ['timestamp', 'DESCENDING'],
      ],
    },
    {
      fields: [
        ['isApproved', 'ASCENDING'],
        ['replyTo', 'ASCENDING'],
        ['timestamp', 'ASCENDING'],
      ],
    },
    {
      fields: [
        ['isApproved', 'ASCENDING'],
        ['threadId', 'ASCENDING'],
        ['timestamp', 'ASCENDING'],
      ],
    },
    {
      fields: [
        ['userId', 'ASCENDING'],
        ['isApproved', 'ASCENDING'],
      ],
    },
  ],
  // One table of every board's messages, each record naming its board; listKey is derived on each write (src/services/local/db.ts).
  local: {
    table: 'comments',
    key: 'id',
    indexes: ['timestamp', '[boardId+timestamp]', 'replyTo', 'threadId', '[boardId+listKey+timestamp]', '[boardId+userId+listKey]', '[listKey+timestamp]'],
  },
  writes: {
    client: {
      create: ['userId', 'content', 'attachments', 'timestamp', 'editTimestamp', 'replyTo', 'threadId', 'isApproved', 'isDeleted'],
      update: ['content', 'attachments', 'editTimestamp'],
    },
  },
});

/** attachments/{uid}_{messageId}_{name}: a file's metadata, written by its author with the upload. Locally the files table holds it. */
export const attachments = declare({
  path: 'attachments',
  schema: z.object({
    userId: z.string(),
    boardId: z.string(),
    messageId: z.string(),
    name: z.string(),
    path: z.string(),
    fileUrl: z.string(),
    timestamp: storedTime,
  }),
  local: null,
  writes: {
    client: {
      create: ['userId', 'boardId', 'messageId', 'name', 'path', 'fileUrl', 'timestamp'],
      update: ['userId', 'boardId', 'messageId', 'name', 'path', 'fileUrl', 'timestamp'],
    },
  },
});

/** postLimits/{uid}: a member's fixed window of posts, which firestore.rules count with each post. */
export const postLimits = declare({
  path: 'postLimits',
  schema: z.object({ windowStart: storedTime, count: z.int(), at: storedTime, lastMessageId: z.string() }),
  local: null,
  writes: { client: { create: ['windowStart', 'count', 'at', 'lastMessageId'], update: ['windowStart', 'count', 'at', 'lastMessageId'] } },
});

/** storageUsage/{uid}: a member's Storage quota count, kept by the Storage triggers. */
export const storageUsage = declare({
  path: 'storageUsage',
  schema: z.object({ objects: z.int(), bytes: z.number() }),
  local: null,
  writes: 'server',
});

/** storageObjects/{encoded path}: one marker per counted object, so a trigger that runs twice counts once. */
export const storageObjects = declare({
  path: 'storageObjects',
  schema: z.object({ uid: z.string(), size: z.number() }),
  local: null,
  writes: 'server',
});
