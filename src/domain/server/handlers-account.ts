// A member's own callables (ADR 016, 027): the deletion of a message as
// spec §4 says, the member record following the verified Auth address, the
// copy of their data and the deletion of their account.
import { deleteMemberAccount } from './delete-account';
import { deleteMessage } from './delete-message';
import type { HandlerTable } from './handler-ports';
import { exportMemberData } from './member-data';
import { syncMemberEmail } from './member-email';

type AccountCallables = 'deleteMessage' | 'syncMemberEmail' | 'exportMyData' | 'deleteMyAccount';

export const accountHandlers: HandlerTable<AccountCallables> = {
  deleteMessage: (ports, input, { caller, now }) => deleteMessage(ports.deletion(), caller, input, now),
  syncMemberEmail: (ports, _input, { caller }) => syncMemberEmail(ports.memberEmail(), caller),
  exportMyData: (ports, _input, { caller, now }) => exportMemberData(ports.memberData(), caller, now),
  deleteMyAccount: (ports, _input, { caller, now }) => deleteMemberAccount(ports.accountDeletion(), caller, now),
};
