// The Firebase glue of the emailed links and applications (issue 22, ADR 014):
// the registries of /verify's purposes (one entry each, as in the local
// VerificationService), the render port of the application mails, the site's
// origin for their links, and an application's password hashed here, as the
// local backend hashes it.
import { defineString } from 'firebase-functions/params';
import { applicationResender, verifyApplication, type MailPorts } from '../../src/domain/server/applications';
import { siteOriginOf } from '../../src/domain/server/links';
import { confirmAlert, renewAlert } from '../../src/domain/server/pattern-alerts';
import { confirmSubscription } from '../../src/domain/server/subscriptions';
import type { Resenders, TokenHandlers } from '../../src/domain/server/verify';
import { renderApplicationMail } from '../../src/mail/application-mails';
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

export const linkHandlers: TokenHandlers = {
  'verify-application': verifyApplication,
  'confirm-subscription': confirmSubscription,
  'confirm-alert': confirmAlert,
  'renew-alert': renewAlert,
};

export const resenders: Resenders = {
  'verify-application': applicationResender(renderApplicationMail),
};
