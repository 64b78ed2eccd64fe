// The Firebase glue of the emailed links and applications (issue 22, ADR 014):
// the registries of /verify's purposes (one entry each, as in the local
// VerificationService), the render port of the application mails, the site's
// origin for their links, and an application's password hashed here, as the
// local backend hashes it.
import { defineString } from 'firebase-functions/params';
import type { CallableInput, Callables } from '../../src/domain/model/callables';
import { applicationResender, verifyApplication, type ApplicationPorts, type MailPorts } from '../../src/domain/server/applications';
import { siteOriginOf } from '../../src/domain/server/links';
import { confirmSubscription } from '../../src/domain/server/subscriptions';
import type { Resenders, TokenHandlers } from '../../src/domain/server/verify';
import { renderApplicationMail } from '../../src/mail/application-mails';
import type { ApplicationSubmission } from '../../src/domain/server/applications';
import { hashPassword } from '../../src/domain/model/crypto';
import { PASSWORD_HASH_ROUNDS } from '../../src/domain/limits';

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

/**
 * A submitted application, already parsed by the callable's declared input:
 * the client's word is only the form's fields (ADR 014). The password is
 * hashed by the rule (applicationPorts), once its limits allow the call.
 */
export function applicationSubmission({ role, application }: CallableInput<Callables['submitApplication']>): ApplicationSubmission {
  const { password, ...fields } = application;
  return { role, fields, password };
}
