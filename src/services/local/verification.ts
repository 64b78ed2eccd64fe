// The local backend's VerificationService: the /verify links over the very
// rules the verifyLink and resendVerification callables run
// (src/domain/server/verify.ts), with the mails in the outbox table. A purpose
// is one entry in each registry below.
import type { VerificationService } from '../api';
import { applicationResender, verifyApplication } from '../../domain/server/applications';
import { emailChangeHandler } from '../../domain/server/member-email';
import { confirmSubscription } from '../../domain/server/subscriptions';
import { resendLinks, verifyLink, type Resenders, type TokenHandlers } from '../../domain/server/verify';
import { FIELDS, parseInput } from '../../domain/model/schemas';
import type { LocalContext } from './context';
import { localMailPorts, renderLocalApplicationMail } from './mail-ports';
import { localEmailChangeAccounts, localStore } from './server-ports';

export function createVerificationService({ db, now, clientId }: LocalContext): VerificationService {
  const store = localStore(db);
  const handlers: TokenHandlers = {
    'verify-application': verifyApplication,
    // Production has none: Firebase's verifyBeforeUpdateEmail sends its own link (member-email.ts).
    'verify-email-change': emailChangeHandler(localEmailChangeAccounts(db)),
    'confirm-subscription': confirmSubscription,
  };
  const resenders: Resenders = {
    'verify-application': applicationResender(renderLocalApplicationMail),
  };
  return {
    verify: (token) => verifyLink(store, token, now(), handlers),

    async resend(rawEmail, rawLanguage) {
      const email = parseInput(FIELDS.email, rawEmail);
      const language = parseInput(FIELDS.language, rawLanguage);
      return resendLinks(store, { email, language }, now(), localMailPorts().origin, resenders, clientId);
    },
  };
}
