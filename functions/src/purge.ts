// purgeExpired (scheduled, nightly): the retention purge of ADR 022, each
// kind at the end of its period in src/domain/model/retention.ts. The rule is
// src/domain/server/purge.ts, which the local backend runs too; this file
// only wires it to firebase-admin (admin-backend.ts's purgeBackend).
import { getApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { storageAccess } from './storage-bucket';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { purgeExpired as purge } from '../../src/domain/server/purge';
import { purgeBackend } from './admin-backend';
import { triggerOptions } from './callable';

/** Every night, Atlantic time, after the storage sweep's hour: a bounded run, the rest the next night. */
export const purgeExpired = onSchedule({ ...triggerOptions, schedule: 'every day 03:30', timeZone: 'America/Halifax', timeoutSeconds: 540 }, async () => {
  const report = await purge(purgeBackend(getFirestore(getApp()), storageAccess()), new Date());
  logger.info('Retention purge: documents deleted by kind.', report);
});
