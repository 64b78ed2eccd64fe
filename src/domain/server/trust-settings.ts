// An Admin sets the trust rule (issue 23): moderationSettings/trust, which
// only the server writes, so its shape is checked here, once, for both
// backends (the setTrustSettings callable, the local AdminService), and
// each change is an entry of the audit log.
import { TRUST_COUNT_RANGE, type TrustSettings } from '../moderation';
import { isRecord } from './approval-records';
import { CallableError } from './callable-error';
import { requireModerator } from './moderation';
import type { ModerationCaller } from './moderation-ports';
import { logAdminAction, trustSettingsRef } from './moderation-records';
import type { Store } from './store';

export const INVALID_TRUST = `The trust rule needs on or off and a count from ${TRUST_COUNT_RANGE.min} to ${TRUST_COUNT_RANGE.max}.`;

export async function setTrustSettings(store: Store, caller: ModerationCaller | null | undefined, payload: unknown, now: Date): Promise<TrustSettings> {
  const admin = requireModerator(caller);
  const data = isRecord(payload) ? payload : {};
  const { enabled, approvedCount } = data;
  if (
    typeof enabled !== 'boolean' ||
    typeof approvedCount !== 'number' ||
    !Number.isInteger(approvedCount) ||
    approvedCount < TRUST_COUNT_RANGE.min ||
    approvedCount > TRUST_COUNT_RANGE.max
  ) {
    throw new CallableError('invalid-argument', INVALID_TRUST);
  }
  const settings: TrustSettings = { enabled, approvedCount };
  await store.runTransaction(async (transaction) => {
    // Logged: the rule decides who posts unreviewed, so a change of it is an Admin's decision too.
    await logAdminAction(transaction, { kind: 'trust-rule', action: 'set', itemId: trustSettingsRef.id, adminUid: admin.uid, item: { ...settings } }, now);
    transaction.set(trustSettingsRef, { ...settings });
  });
  return settings;
}
