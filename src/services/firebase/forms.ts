// The public forms over callables: each input is parsed by its callable's
// declared schema (src/domain/model/callables.ts, built from the service
// schemas of src/domain/model/schemas.ts) here and again by the function.
// Applications go through submitApplication (ADR 014), which hashes the
// password, stores them unverified and mails the verification link; pricing
// inquiries and contact messages through submitForm (ADR 019), which limits
// them per client and stores them with the server's time. Every record keeps
// the language it was sent in. Subscriptions go through the server
// (subscriptions.ts).
import type { Functions } from 'firebase/functions';
import type { FormsService } from '../api';
import { callables } from '../../domain/model/callables';
import { caller } from './call';
import { guard } from './errors';

export function createFormsService(functions: Functions): FormsService {
  const call = caller(functions);
  return {
    submitFranchiseeApplication: (input) =>
      guard(async () => {
        await call(callables.submitApplication, { role: 'Franchisee', application: input });
      }),

    submitContributorApplication: (input) =>
      guard(async () => {
        await call(callables.submitApplication, { role: 'Contributor', application: input });
      }),

    submitPricingInquiry: (input) =>
      guard(async () => {
        // The schema keeps only its keys: any status or id is stripped.
        await call(callables.submitForm, { kind: 'pricing', input });
      }),

    submitContact: (input) =>
      guard(async () => {
        await call(callables.submitForm, { kind: 'contact', input });
      }),
  };
}
