// The callables of the public forms and of an application's life (ADR 014,
// 019, 027): an application's arrival and its mailed links, a pricing
// inquiry or contact message, and an Admin's approval or rejection outside
// the console. Each is a thin wire from the parsed input to its rule.
import type { CallableInput, Callables } from '../model/callables';
import { submissionDate } from '../model/schemas';
import { submitApplication, type ApplicationSubmission } from './applications';
import { approveApplication } from './approval';
import { submitForm, type FormPorts, type FormSubmission } from './forms';
import type { HandlerTable } from './handler-ports';
import { rejectApplication } from './rejection';
import { resendLinks, verifyLink } from './verify';

type FormCallables = 'submitApplication' | 'submitForm' | 'verifyLink' | 'resendVerification' | 'createUserOnApproval' | 'rejectApplication';

/** The client's word is only the form's fields; the password is hashed by the rule once its limits allow the call. */
export function applicationSubmission({ role, application }: CallableInput<Callables['submitApplication']>): ApplicationSubmission {
  const { password, ...fields } = application;
  return { role, fields, password };
}

export const formHandlers: HandlerTable<FormCallables> = {
  // The client key names the anonymous sender of the rate limit; the rule hashes it, never stores it.
  submitApplication: (ports, input, { client, now }) =>
    submitApplication(ports.store(), applicationSubmission(input), now, { ...ports.mail(), hash: ports.hashPassword }, client),

  submitForm: (ports, input, { client, now }) => {
    const submission: FormSubmission = input.kind === 'pricing' ? { kind: 'pricing', fields: input.input } : { kind: 'contact', fields: input.input };
    // A piece's partner is told by mail too; only then is the site's origin
    // needed, so a general inquiry is taken even where it is not set.
    const aboutPiece = submission.kind === 'pricing' && submission.fields.pieceId !== undefined;
    const formPorts: FormPorts = {
      now,
      client,
      submissionDate,
      ...(ports.stamp ? { stamp: ports.stamp } : {}),
      ...(aboutPiece ? { mail: { render: ports.renderNotification, origin: ports.mail().origin } } : {}),
    };
    return submitForm(ports.store(), submission, formPorts);
  },

  // A link of a mail (/verify?token=…): no sign-in, the token is the proof.
  verifyLink: (ports, input, { now }) => verifyLink(ports.store(), input.token, now, ports.linkHandlers),

  // The same answer whether anything waits on the address.
  resendVerification: async (ports, input, { client, now }) => {
    const outcome = await resendLinks(ports.store(), input, now, ports.mail().origin, ports.resenders, client);
    return outcome.status === 'limited' ? { status: 'limited', retryAt: outcome.retryAt.toISOString() } : outcome;
  },

  createUserOnApproval: (ports, input, { caller }) => approveApplication(ports.approval(), caller, input),

  rejectApplication: (ports, input, { caller, now }) => rejectApplication(ports.approval(), caller, input, now),
};
