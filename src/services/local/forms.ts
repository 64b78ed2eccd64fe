// The local backend's FormsService: the public forms, each checked by its
// service schema (src/services/schemas.ts) before it is stored, as
// firestore.rules check them in production. Passwords are stored hashed.
// Every record keeps the language it was sent in (issue 17); a subscription
// record, the latest form's, as the firebase backend's merge-write leaves it.
// An application goes through the server rule the submitApplication callable
// runs (src/domain/server/applications.ts): stored unverified, its hash in a
// secret, its verification mail in the outbox.
import type { FormsService } from '../api';
import { ServiceError } from '../../domain/errors';
import type { Language } from '../../domain/languages';
import { submitApplication } from '../../domain/server/applications';
import type { ApprovedRole } from '../../domain/server/approval-records';
import { hashPassword } from '../crypto';
import { contactSchema, contributorApplicationSchema, FIELDS, franchiseeApplicationSchema, parseInput, pricingInquirySchema, submissionDate } from '../schemas';
import type { LocalContext } from './context';
import { localMailPorts } from './mail-ports';
import { localStore } from './server-ports';

export function createFormsService({ db, iterations, now, newId }: LocalContext): FormsService {
  async function submit(role: ApprovedRole, { password: plain, ...fields }: { password: string; email: string; language: Language }): Promise<void> {
    const password = await hashPassword(plain, iterations);
    await submitApplication(localStore(db), { role, fields, password }, now(), localMailPorts());
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
      const data = parseInput(pricingInquirySchema, input);
      const date = now();
      await db.pricingInquiries.add({ ...data, id: newId(), submissionDate: submissionDate(date), createdAt: date.toISOString() });
    },

    async submitContact(input) {
      const data = parseInput(contactSchema, input);
      await db.contactSubmissions.add({ ...data, id: newId(), timestamp: now().toISOString(), status: 'Pending' });
    },

    async subscribeNewsletter(rawEmail, rawLanguage) {
      const email = parseInput(FIELDS.email, rawEmail);
      const language = parseInput(FIELDS.language, rawLanguage);
      await db.transaction('rw', db.subscribers, async () => {
        const existing = await db.subscribers.get(email);
        if (existing?.newsletter === true) throw new ServiceError('already-registered', 'Email is already registered for the newsletter.');
        await db.subscribers.put({ ...existing, email, newsletter: true, language });
      });
    },

    async subscribeOffers(rawEmail, rawPostalCode, rawLanguage) {
      const email = parseInput(FIELDS.email, rawEmail);
      const postalCode = parseInput(FIELDS.postalCode, rawPostalCode);
      const language = parseInput(FIELDS.language, rawLanguage);
      await db.transaction('rw', db.subscribers, async () => {
        const existing = await db.subscribers.get(email);
        if (existing?.specialOffers?.registered === true) {
          throw new ServiceError('already-registered', 'Email is already registered for special offers.');
        }
        await db.subscribers.put({ ...existing, email, specialOffers: { registered: true, postalCode }, language });
      });
    },
  };
}
