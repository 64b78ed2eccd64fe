// The moderation functions of issue 23 (ADR 017), each a thin wire from a
// request to a rule of src/domain/server/moderation*.ts:
// - moderate: an Admin's decision, { kind, item, decision } for one item
//   (its refusal as an HttpsError) or { kind, items, decision } for a bulk
//   (each item's outcome);
// - undoDecision: { entryId }, within the undo window;
// - setTrustSettings: the trust rule, checked.
// The archive past its undo window goes with the nightly purge (purge.ts).
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { onCall } from 'firebase-functions/v2/https';
import { isRecord } from '../../src/domain/server/approval-records';
import { decide, decideMany } from '../../src/domain/server/moderation';
import { undoDecision as undo } from '../../src/domain/server/moderation-undo';
import { setTrustSettings as setTrust } from '../../src/domain/server/trust-settings';
import { firestoreStore, moderationBackend } from './admin-backend';
import { callableOptions, callerOf, runCallable } from './callable';
import { mailPorts } from './verification';

const backend = () => moderationBackend(getAuth(), getFirestore(), getStorage(), mailPorts());

export const moderate = onCall(callableOptions, (call) =>
  runCallable('moderate', 'The decision could not be made.', async () => {
    const options = { now: new Date() };
    if (isRecord(call.data) && 'items' in call.data) return { outcomes: await decideMany(backend(), callerOf(call), call.data, options) };
    return decide(backend(), callerOf(call), call.data, options);
  }),
);

export const undoDecision = onCall(callableOptions, (call) =>
  runCallable('undoDecision', 'The decision could not be undone.', () => undo(backend(), callerOf(call), call.data, { now: new Date() })),
);

export const setTrustSettings = onCall(callableOptions, (call) =>
  runCallable('setTrustSettings', 'The trust rule could not be saved.', () => setTrust(firestoreStore(getFirestore()), callerOf(call), call.data)),
);
