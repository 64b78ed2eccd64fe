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
import { storageAccess } from './storage-bucket';
import { callables } from '../../src/domain/model/callables';
import { decide, decideMany } from '../../src/domain/server/moderation';
import { undoDecision as undo } from '../../src/domain/server/moderation-undo';
import { setTrustSettings as setTrust } from '../../src/domain/server/trust-settings';
import { firestoreStore, moderationBackend } from './admin-backend';
import { registerCallable } from './callable';
import { mailPorts } from './verification';

const backend = () => moderationBackend(getAuth(), getFirestore(), storageAccess(), mailPorts());

export const moderate = registerCallable(callables.moderate, async (input, { caller, now }) => {
  if ('items' in input) return { outcomes: await decideMany(backend(), caller, input, { now }) };
  return decide(backend(), caller, input, { now });
});

export const undoDecision = registerCallable(callables.undoDecision, (input, { caller, now }) => undo(backend(), caller, input, { now }));

export const setTrustSettings = registerCallable(callables.setTrustSettings, (input, { caller, now }) => setTrust(firestoreStore(getFirestore()), caller, input, now));
