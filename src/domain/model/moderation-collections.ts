// Moderation's collections, written only by the server rules
// (src/domain/server/moderation*.ts, notify.ts): the audit log, the archive of
// rejected items, each author's stats, the trust rule, and members'
// notifications with their opt-in to mail.
import { z } from 'zod/mini';
import { REJECT_REASONS, TRUST_COUNT_RANGE } from '../moderation';
import { NOTIFICATION_KINDS } from '../notifications';
import { declare, storedTime } from './declaration';

const stored = z.record(z.string(), z.unknown());
const textOr = <T extends string | null>(fallback: T) => z.catch(z.nullable(z.string()), fallback);

/**
 * moderationLog/{id}: the append-only audit log. An undo is an entry of its
 * own (`undo_<id>`), so a decision is undone at most once and no decision is
 * ever changed: only its personal fields are cut, when detailsUntil comes
 * (the purge) or the member erases their account (ADR 029). An entry
 * without its time, kind, action or item id is of another shape (read as
 * absent); the rest have defaults.
 */
export const moderationLog = declare({
  path: 'moderationLog',
  schema: z.object({
    kind: z.string(),
    action: z.string(),
    itemId: z.string(),
    boardId: textOr(null),
    adminUid: z.catch(z.string(), ''),
    adminName: z.catch(z.string(), ''),
    at: storedTime,
    /** The item as it was decided: no secret, its times as ISO text (moderation-records.ts auditItem). */
    item: z.catch(stored, {}),
    reason: textOr(null),
    note: z.catch(z.string(), ''),
    undoes: textOr(null),
    undoableUntil: z.catch(z.nullable(storedTime), null),
    /**
     * When the purge cuts the entry's personal fields (its item to ids, its
     * note), RETENTION_DAYS.auditDetails after the decision; null once cut,
     * or for an entry that holds none (ADR 029).
     */
    detailsUntil: z.catch(z.nullable(storedTime), null),
  }),
  indexes: [
    {
      fields: [
        ['kind', 'ASCENDING'],
        ['at', 'DESCENDING'],
      ],
    },
    {
      fields: [
        ['adminUid', 'ASCENDING'],
        ['at', 'DESCENDING'],
      ],
    },
    {
      fields: [
        ['kind', 'ASCENDING'],
        ['adminUid', 'ASCENDING'],
        ['at', 'DESCENDING'],
      ],
    },
  ],
  local: { table: 'moderationLog', key: 'id', indexes: ['at', '[kind+at]', '[adminUid+at]', 'detailsUntil'] },
  writes: 'server',
});

const archivedDoc = z.object({ collection: z.string(), id: z.string(), data: stored });

/** moderationArchive/{entryId}: a rejected item kept for the undo window, then purged (its files with it). Nobody reads it but the server. */
export const moderationArchive = declare({
  path: 'moderationArchive',
  schema: z.object({
    collection: z.string(),
    id: z.string(),
    data: stored,
    /** Documents that go and come back with it (an application's secret); a malformed one is dropped. */
    extra: z.catch(
      z.pipe(
        z.array(z.unknown()),
        z.transform((docs) =>
          docs.flatMap((doc) => {
            const parsed = archivedDoc.safeParse(doc);
            return parsed.success ? [parsed.data] : [];
          }),
        ),
      ),
      [],
    ),
    /** A comment's files folder, or null. */
    folder: textOr(null),
    expiresAt: storedTime,
  }),
  local: { table: 'moderationArchive', key: 'id', indexes: ['expiresAt'] },
  writes: 'server',
});

const count = z.catch(z.int().check(z.positive()), 0);

/** authorStats/{uid}: approved, rejected, approved in a row (the trust rule); a count that is not one reads 0. */
export const authorStats = declare({
  path: 'authorStats',
  schema: z.object({ approved: count, rejected: count, streak: count }),
  local: { table: 'authorStats', key: 'id', indexes: [] },
  writes: 'server',
});

/** moderationSettings/trust: the trust rule, off by default (a malformed one reads as absent). */
export const moderationSettings = declare({
  path: 'moderationSettings',
  schema: z.object({
    enabled: z.boolean(),
    approvedCount: z.int().check(z.gte(TRUST_COUNT_RANGE.min), z.lte(TRUST_COUNT_RANGE.max)),
  }),
  local: { table: 'moderationSettings', key: 'id', indexes: [] },
  writes: 'server',
});

/** notifications/{id}: what the bell lists. The server writes them; their member marks one read. */
export const notifications = declare({
  path: 'notifications',
  schema: z.object({
    uid: z.catch(z.string(), ''),
    kind: z.enum(NOTIFICATION_KINDS),
    at: storedTime,
    read: z.catch(z.boolean(), false),
    boardId: textOr(null),
    boardPath: textOr(null),
    messageId: textOr(null),
    excerpt: z.catch(z.string(), ''),
    reason: z.catch(z.nullable(z.enum(REJECT_REASONS)), null),
    note: z.catch(z.string(), ''),
    actorName: textOr(null),
    pieceId: textOr(null),
  }),
  indexes: [{ fields: [['uid', 'ASCENDING'], ['at', 'DESCENDING']] }, { fields: [['read', 'ASCENDING'], ['at', 'ASCENDING']] }],
  local: { table: 'notifications', key: 'id', indexes: ['[uid+at]', 'at'] },
  writes: { client: { update: ['read'] } },
});

/** notificationSettings/{uid}: exactly { email }, the member's opt-in to mail for their notifications. */
export const notificationSettings = declare({
  path: 'notificationSettings',
  schema: z.object({ email: z.boolean() }),
  local: { table: 'notificationSettings', key: 'id', indexes: [] },
  writes: { client: { create: ['email'], update: ['email'] } },
});
