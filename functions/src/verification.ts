// The Firebase glue of the emailed links and applications (issue 22, ADR 014):
// the registries of /verify's purposes (one entry each, as in the local
// VerificationService), the render port of the application mails, the site's
// origin for their links, and an application's password hashed here, as the
// local backend hashes it.
import { defineString } from 'firebase-functions/params';
import type { CallableInput, Callables } from '../../src/domain/model/callables';
import { applicationResender, verifyApplication, type MailPorts } from '../../src/domain/server/applications';
import { confirmSubscription } from '../../src/domain/server/subscriptions';
import type { Resenders, TokenHandlers } from '../../src/domain/server/verify';
import { renderApplicationMail } from '../../src/mail/application-mails';
import type { ApplicationSubmission } from '../../src/domain/server/applications';
import { hashPassword } from '../../src/domain/model/crypto';
import { PASSWORD_HASH_ROUNDS } from '../../src/domain/limits';

/** The site's origin, for the links in mails (src/domain/server/links.ts): set at deploy (functions/.env.<project>). */
export const siteOrigin = defineString('SITE_ORIGIN', { default: 'http://localhost:5173' });

export const mailPorts = (): MailPorts => ({ origin: new URL(siteOrigin.value()).origin, render: renderApplicationMail });

export const linkHandlers: TokenHandlers = {
  'verify-application': verifyApplication,
  'confirm-subscription': confirmSubscription,
};

export const resenders: Resenders = {
  'verify-application': applicationResender(renderApplicationMail),
};

/**
 * A submitted application, its password hashed here as the local backend
 * hashes it: the client's word is only the form's fields (ADR 014), already
 * parsed by the callable's declared input.
 */
export async function hashedApplication({ role, application }: CallableInput<Callables['submitApplication']>): Promise<ApplicationSubmission> {
  const { password, ...fields } = application;
  return { role, fields, password: await hashPassword(password, PASSWORD_HASH_ROUNDS) };
}
