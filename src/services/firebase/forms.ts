// The public forms over callables: each input is parsed by its service schema
// (src/domain/model/schemas.ts) here and again by the callable. Applications go
// through submitApplication (issue 22, ADR 014), which hashes the password,
// stores them unverified and mails the verification link; pricing inquiries
// and contact messages through submitForm (issue 23, ADR 019), which limits
// them per client and stores them with the server's time. Every record keeps
// the language it was sent in (issue 17). Subscriptions go through the server
// (subscriptions.ts).
import { httpsCallable, type Functions } from 'firebase/functions';
import type { FormsService } from '../api';
import { contactSchema, contributorApplicationSchema, franchiseeApplicationSchema, parseInput, pricingInquirySchema } from '../../domain/model/schemas';
import { guard } from './errors';

export function createFormsService(functions: Functions): FormsService {
  const submitApplication = httpsCallable<{ role: 'Franchisee' | 'Contributor'; application: Record<string, unknown> }, unknown>(functions, 'submitApplication');
  const submitForm = httpsCallable<{ kind: 'pricing' | 'contact'; input: Record<string, unknown> }, unknown>(functions, 'submitForm');

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
        await submitForm({ kind: 'pricing', input: parseInput(pricingInquirySchema, input) });
      }),

    submitContact: (input) =>
      guard(async () => {
        await submitForm({ kind: 'contact', input: parseInput(contactSchema, input) });
      }),
  };
}
