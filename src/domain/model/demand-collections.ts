// What people ask for (docs/decisions/037): one counter a day for each coarse
// pattern a search found nothing for, named by the day and a hash of the
// bucket the server derived (src/domain/catalogue/demand.ts), never by the
// caller. Only the reportUnmetPattern callable writes it; a partner's
// Franchisee and an Admin read it (firestore.rules); the purge removes a
// counter RETENTION_DAYS.unmetPattern days after its day. It holds nothing
// of the visitor: no address, postal code, uid or client key.
import { z } from 'zod/mini';
import { CARBON_CLASSES } from '../catalogue/carbon';
import { BUCKET_MEASURES } from '../catalogue/demand';
import { PIECE_SOURCES } from '../catalogue/piece';
import { PROVINCES } from '../catalogue/province';
import { declare, storedTime } from './declaration';

export const unmetPatternDoc = z.object({
  /** The UTC day counted (its first instant): what the list reads since and the purge removes by. */
  day: storedTime,
  kind: z.enum(['knee', 'sweep']),
  measures: z.partialRecord(z.enum(BUCKET_MEASURES), z.number().check(z.gt(0))),
  province: z.union([z.enum(PROVINCES), z.literal('')]),
  source: z.enum([...PIECE_SOURCES, 'any']),
  carbon: z.enum([...CARBON_CLASSES, 'any']),
  minMor: z.number().check(z.gte(0)),
  minMoe: z.number().check(z.gte(0)),
  durable: z.boolean(),
  count: z.int().check(z.gte(1)),
});

/** unmetPatterns/{day}_{hash of the bucket}: read newest day first by its single-field index. */
export const unmetPatterns = declare({
  path: 'unmetPatterns',
  schema: unmetPatternDoc,
  local: { table: 'unmetPatterns', key: 'id', indexes: ['day'] },
  writes: 'server',
});
