// The moderation callables (ADR 017, 027): an Admin's decision on one item
// ({ kind, item, decision }: its refusal as a refusal) or a bulk
// ({ kind, items, decision }: each item's outcome), its undo within the undo
// window, the trust rule, and the deletion of an approved inquiry or contact
// message (approved-deletion.ts). The rules are in moderation*.ts.
import { deleteApproved } from './approved-deletion';
import type { HandlerTable } from './handler-ports';
import { decide, decideMany } from './moderation';
import { undoDecision } from './moderation-undo';
import { setTrustSettings } from './trust-settings';

type ModerationCallables = 'moderate' | 'undoDecision' | 'setTrustSettings' | 'deleteApproved';

export const moderationHandlers: HandlerTable<ModerationCallables> = {
  moderate: async (ports, input, { caller, now }) => {
    if ('items' in input) return { outcomes: await decideMany(ports.moderation(), caller, input, { now }) };
    return decide(ports.moderation(), caller, input, { now });
  },
  undoDecision: (ports, input, { caller, now }) => undoDecision(ports.moderation(), caller, input, { now }),
  setTrustSettings: (ports, input, { caller, now }) => setTrustSettings(ports.store(), caller, input, now),
  deleteApproved: (ports, input, { caller, now }) => deleteApproved(ports.store(), caller, input, now),
};
