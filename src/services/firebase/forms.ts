// The public forms over Firestore: each input is parsed by its service schema
// (src/services/schemas.ts) and written with the server's time; firestore.rules
// check the same shapes on the server. Applications go through the
// submitApplication callable (issue 22, ADR 014), which checks them again,
// hashes the password, stores them unverified and mails the verification link. Every record keeps the language it
// was sent in (issue 17). Subscriptions go through the server (subscriptions.ts).
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { httpsCallable, type Functions } from 'firebase/functions';
import type { FormsService } from '../api';
import { contactSchema, contributorApplicationSchema, franchiseeApplicationSchema, parseInput, pricingInquirySchema, submissionDate } from '../schemas';
import type { FirebaseContext } from './context';
import { COLLECTIONS } from './documents';
import { guard } from './errors';

export function createFormsService({ db, now }: FirebaseContext, functions: Functions): FormsService {
  const submitApplication = httpsCallable<{ role: 'Franchisee' | 'Contributor'; application: Record<string, unknown> }, unknown>(functions, 'submitApplication');

  return {
    submitFranchiseeApplication: (input) =>
      guard(async () => {
        await submitApplication({ role: 'Franchisee', application: parseInput(franchiseeApplicationSchema, input) });
      }),

    submitContributorApplication: (input) =>
      guard(async () => {
        await submitApplication({ role: 'Contributor', application: parseInput(contributorApplicationSchema, input) });
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
