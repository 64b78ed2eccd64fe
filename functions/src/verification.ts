// The Firebase glue of the emailed links and applications (issue 22, ADR 014):
// the registries of /verify's purposes (one entry each, as in the local
// VerificationService), the render port of the application mails, the site's
// origin for their links, and the check of a caller's input with the app's
// service schemas (an application's password hashed here, as the local
// backend hashes it), turned into the callables' invalid-argument refusal.
import { defineString } from 'firebase-functions/params';
import type { z } from 'zod/mini';
import { applicationResender, verifyApplication, type ApplicationPorts, type MailPorts } from '../../src/domain/server/applications';
import { CallableError } from '../../src/domain/server/callable-error';
import { siteOriginOf } from '../../src/domain/server/links';
import { confirmSubscription } from '../../src/domain/server/subscriptions';
import type { Resenders, TokenHandlers } from '../../src/domain/server/verify';
import { renderApplicationMail } from '../../src/mail/application-mails';
import type { ApplicationSubmission } from '../../src/domain/server/applications';
import { isRecord, parseRole } from '../../src/domain/server/approval-records';
import { hashPassword } from '../../src/domain/model/crypto';
import { PASSWORD_HASH_ROUNDS } from '../../src/domain/limits';
import { contactSchema, contributorApplicationSchema, franchiseeApplicationSchema, parseInput, pricingInquirySchema } from '../../src/domain/model/schemas';
import type { FormSubmission } from '../../src/domain/server/forms';

/** The site's origin, for the links in mails (src/domain/server/links.ts): set at deploy (functions/.env.<project>). */
export const siteOrigin = defineString('SITE_ORIGIN', { default: '' });

/** Read at use: unset in production, a call that would mail links fails instead of mailing localhost links. */
export const mailPorts = (): MailPorts => ({
  origin: siteOriginOf(siteOrigin.value(), process.env['FUNCTIONS_EMULATOR'] === 'true'),
  render: renderApplicationMail,
});

/** An application's password hash, with the rounds Firebase Auth's import accepts. */
export const hashApplicationPassword = (password: string) => hashPassword(password, PASSWORD_HASH_ROUNDS);

/** An application's ports: the mail's, and the password's hash, which the rule runs only once its limits allow the call. */
export const applicationPorts = (): ApplicationPorts => ({ ...mailPorts(), hash: hashApplicationPassword });

export const linkHandlers: TokenHandlers = {
  'verify-application': verifyApplication,
  'confirm-subscription': confirmSubscription,
};

export const resenders: Resenders = {
  'verify-application': applicationResender(renderApplicationMail),
};

/** A caller's input through the app's service schema; a refusal is the callable's invalid-argument. */
export function checked<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    throw new CallableError('invalid-argument', error instanceof Error ? error.message : 'Invalid input.');
  }
}

/**
 * A submitted application ({ role, application }), checked by its form's
 * service schema: the client's word is only the form's fields (ADR 014). The
 * password is hashed by the rule (applicationPorts), after its limits.
 */
export function checkedApplication(payload: unknown): ApplicationSubmission {
  const data = isRecord(payload) ? payload : {};
  const role = parseRole(data['role']);
  if (!role) throw new CallableError('invalid-argument', 'Role must be Franchisee or Contributor.');
  const schema = role === 'Franchisee' ? franchiseeApplicationSchema : contributorApplicationSchema;
  const { password, ...fields } = checked(schema, data['application']);
  return { role, fields, password };
}

/** A submitted pricing inquiry or contact message ({ kind, input }), checked by its form's service schema. */
export function checkedForm(payload: unknown): FormSubmission {
  const data = isRecord(payload) ? payload : {};
  if (data['kind'] === 'pricing') return { kind: 'pricing', fields: checked(pricingInquirySchema, data['input']) };
  if (data['kind'] === 'contact') return { kind: 'contact', fields: checked(contactSchema, data['input']) };
  throw new CallableError('invalid-argument', 'Kind must be pricing or contact.');
}
