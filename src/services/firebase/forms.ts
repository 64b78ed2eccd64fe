// The public forms over Firestore: each input is parsed by its service schema
// (src/services/schemas.ts) and written with the server's time, passwords
// hashed first (PASSWORD_HASH_ROUNDS, docs/decisions/002); firestore.rules
// check the same shapes on the server. Every record keeps the language it
// was sent in (issue 17). Subscriptions go through the server (subscriptions.ts).
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import type { FormsService } from '../api';
import { hashPassword } from '../crypto';
import { contactSchema, contributorApplicationSchema, franchiseeApplicationSchema, parseInput, pricingInquirySchema, submissionDate } from '../schemas';
import { PASSWORD_HASH_ROUNDS } from '../../domain/limits';
import type { FirebaseContext } from './context';
import { COLLECTIONS } from './documents';
import { guard } from './errors';

export function createFormsService({ db, now }: FirebaseContext): FormsService {
  return {
    submitFranchiseeApplication: (input) =>
      guard(async () => {
        const data = parseInput(franchiseeApplicationSchema, input);
        const password = await hashPassword(data.password, PASSWORD_HASH_ROUNDS);
        // The server's time (the rules require request.time): nobody jumps the review queue.
        await addDoc(collection(db, COLLECTIONS.franchiseeApplications), { ...data, password, submittedAt: serverTimestamp() });
      }),

    submitContributorApplication: (input) =>
      guard(async () => {
        const data = parseInput(contributorApplicationSchema, input);
        const password = await hashPassword(data.password, PASSWORD_HASH_ROUNDS);
        await addDoc(collection(db, COLLECTIONS.contributorApplications), {
          ...data,
          businessName: data.employer === 'business' ? data.businessName : null,
          password,
          submittedAt: serverTimestamp(),
        });
      }),

    submitPricingInquiry: (input) =>
      guard(async () => {
        // parseInput keeps only the schema's keys: any status or id is stripped.
        const data = parseInput(pricingInquirySchema, input);
        await addDoc(collection(db, COLLECTIONS.pricingInquiries), {
          ...data,
          // Spec §3's year/month/day text, as the visitor's calendar has it;
          // the queue is ordered by the server's createdAt.
          submissionDate: submissionDate(now()),
          createdAt: serverTimestamp(),
        });
      }),

    submitContact: (input) =>
      guard(async () => {
        const data = parseInput(contactSchema, input);
        await addDoc(collection(db, COLLECTIONS.contactSubmissions), { ...data, timestamp: serverTimestamp(), status: 'Pending' });
      }),
  };
}
