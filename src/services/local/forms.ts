// The local backend's FormsService: the public forms, each checked by its
// service schema (src/services/schemas.ts) before it is stored, as
// firestore.rules check them in production. Passwords are stored hashed.
// Every record keeps the language it was sent in (issue 17). Subscriptions go
// through the server rule of issue 22 (subscriptions.ts).
// An application goes through the server rule the submitApplication callable
// runs (src/domain/server/applications.ts): stored unverified, its hash in a
// secret, its verification mail in the outbox. Pricing inquiries and contact
// messages go through submitForm's rule (src/domain/server/forms.ts), limited
// per browser; an inquiry about a piece tells the piece's partner.
import type { FormsService } from '../api';
import type { Language } from '../../domain/languages';
import { submitApplication } from '../../domain/server/applications';
import { submitForm, type FormSubmission } from '../../domain/server/forms';
import { asServiceError } from '../../domain/server/callable-error';
import type { ApprovedRole } from '../../domain/server/approval-records';
import { hashPassword } from '../../domain/model/crypto';
import { contactSchema, contributorApplicationSchema, franchiseeApplicationSchema, parseInput, pricingInquirySchema, submissionDate } from '../../domain/model/schemas';
import type { LocalContext } from './context';
import { localMailPorts, renderLocalNotificationMail } from './mail-ports';
import { localStore } from './server-ports';

export function createFormsService({ db, iterations, now, clientId }: LocalContext): FormsService {
  async function submit(role: ApprovedRole, { password, ...fields }: { password: string; email: string; language: Language }): Promise<void> {
    // The rule hashes the password only once its limits allow the call.
    const ports = { ...localMailPorts(), hash: (plain: string) => hashPassword(plain, iterations) };
    await submitApplication(localStore(db), { role, fields, password }, now(), ports, clientId).catch((error: unknown) => {
      throw asServiceError(error);
    });
  }

  async function send(submission: FormSubmission): Promise<void> {
    // The local tables keep these times as ISO text (their createdAt and timestamp indexes).
    const mail = { render: renderLocalNotificationMail, origin: globalThis.location.origin };
    const ports = { now: now(), client: clientId, submissionDate, stamp: (at: Date) => at.toISOString(), mail };
    await submitForm(localStore(db), submission, ports).catch((error: unknown) => {
      throw asServiceError(error);
    });
  }

  return {
    async submitFranchiseeApplication(input) {
      await submit('Franchisee', parseInput(franchiseeApplicationSchema, input));
    },

    async submitContributorApplication(input) {
      await submit('Contributor', parseInput(contributorApplicationSchema, input));
    },

    async submitPricingInquiry(input) {
      // parseInput keeps only the schema's keys: any status or id is stripped.
      await send({ kind: 'pricing', fields: parseInput(pricingInquirySchema, input) });
    },

    async submitContact(input) {
      await send({ kind: 'contact', fields: parseInput(contactSchema, input) });
    },
  };
}
