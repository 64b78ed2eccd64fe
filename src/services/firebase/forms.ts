// The public forms over Firestore: each input is parsed by its service schema
// (src/services/schemas.ts) and written with the server's time; firestore.rules
// check the same shapes on the server. Applications go through the
// submitApplication callable (issue 22, ADR 014), which checks them again,
// hashes the password, stores them unverified and mails the verification link. Every record keeps the language it
// was sent in (issue 17); a subscription record, the latest form's.
import { addDoc, collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { httpsCallable, type Functions } from 'firebase/functions';
import type { FormsService } from '../api';
import { contactSchema, contributorApplicationSchema, FIELDS, franchiseeApplicationSchema, parseInput, pricingInquirySchema, submissionDate } from '../schemas';
import { ServiceError } from '../../domain/errors';
import type { FirebaseContext } from './context';
import { COLLECTIONS } from './documents';
import { firebaseErrorCode, guard } from './errors';

export function createFormsService({ db, now }: FirebaseContext, functions: Functions): FormsService {
  const submitApplication = httpsCallable<{ role: 'Franchisee' | 'Contributor'; application: Record<string, unknown> }, unknown>(functions, 'submitApplication');

  /** Sets one subscription flag without reading the record; the rules refuse a flag already set. */
  async function subscribe(email: string, data: Record<string, unknown>, alreadyRegistered: string): Promise<void> {
    try {
      await setDoc(doc(db, COLLECTIONS.subscribers, email), data, { merge: true });
    } catch (error) {
      if (firebaseErrorCode(error) === 'permission-denied') throw new ServiceError('already-registered', alreadyRegistered, { cause: error });
      throw error;
    }
  }

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

    // Spec §7 reads subscriber/{email} first; here nobody but an Admin may
    // read it (no visitor learns another person's flags or postal code), so
    // the services merge-write blindly and firestore.rules refuse a flag that
    // is already set: after the input checks above, a refusal means
    // 'already registered' (README, Deviations from the spec).
    subscribeNewsletter: (rawEmail, rawLanguage) =>
      guard(async () => {
        const email = parseInput(FIELDS.email, rawEmail);
        const language = parseInput(FIELDS.language, rawLanguage);
        await subscribe(email, { email, newsletter: true, language }, 'Email is already registered for the newsletter.');
      }),

    subscribeOffers: (rawEmail, rawPostalCode, rawLanguage) =>
      guard(async () => {
        const email = parseInput(FIELDS.email, rawEmail);
        const postalCode = parseInput(FIELDS.postalCode, rawPostalCode).toUpperCase();
        const language = parseInput(FIELDS.language, rawLanguage);
        await subscribe(
          email,
          { email, specialOffers: { registered: true, postalCode }, language },
          'Email is already registered for special offers.',
        );
      }),
  };
}
