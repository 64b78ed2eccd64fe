// The local backend's FormsService: the public forms, each checked by its
// service schema (src/services/schemas.ts) before it is stored, as
// firestore.rules check them in production. Passwords are stored hashed.
// Every record keeps the language it was sent in (issue 17). Subscriptions go
// through the server rule of issue 22 (subscriptions.ts).
import type { FormsService } from '../api';
import { hashPassword } from '../crypto';
import { contactSchema, contributorApplicationSchema, franchiseeApplicationSchema, parseInput, pricingInquirySchema, submissionDate } from '../schemas';
import type { LocalContext } from './context';

export function createFormsService({ db, iterations, now, newId }: LocalContext): FormsService {
  return {
    async submitFranchiseeApplication(input) {
      const data = parseInput(franchiseeApplicationSchema, input);
      const password = await hashPassword(data.password, iterations);
      await db.franchiseeApplications.add({ ...data, password, id: newId(), submittedAt: now().toISOString() });
    },

    async submitContributorApplication(input) {
      const data = parseInput(contributorApplicationSchema, input);
      const password = await hashPassword(data.password, iterations);
      await db.contributorApplications.add({ ...data, password, id: newId(), submittedAt: now().toISOString() });
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
  };
}
