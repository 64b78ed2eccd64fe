// A pricing inquiry or a contact message as the server takes it (issue 23,
// docs/decisions/019): the submitForm callable and the local FormsService run
// this after checking the form with its service schema
// (src/services/schemas.ts). One transaction counts the anonymous client
// against RATE_LIMITS.form (a hash of the callable's IP address or of the
// local backend's browser id; never stored raw) and stores the record in the
// shape spec §3 gives it, with the server's time.
import { RATE_LIMITS } from '../limits';
import type { Language } from '../languages';
import { randomUid } from './approval-records';
import { requireRateLimit } from './rate-limits';
import type { Store } from './store';
import { sha256Hex } from './tokens';
import { collections } from '../model/collections';

/** The form's fields as its service schema returned them (status or id stripped). */
export interface FormSubmission {
  kind: 'pricing' | 'contact';
  fields: { readonly language: Language };
}

export const FORM_COLLECTIONS = { pricing: collections.pricingInquiries.path, contact: collections.contactSubmissions.path } as const;

export interface FormPorts {
  now: Date;
  /** Names the sender for the rate limit: the callable's IP address, the local browser id. */
  client: string;
  /** Spec §3's year/month/day text of a pricing inquiry's submissionDate (src/services/schemas.ts). */
  submissionDate: (at: Date) => string;
  /** How the store keeps a time: Firestore a Date as its Timestamp; the local tables ISO text, as they index it. */
  stamp?: (at: Date) => unknown;
}

export async function submitForm(store: Store, submission: FormSubmission, ports: FormPorts): Promise<{ id: string }> {
  const { now, client } = ports;
  const at = (ports.stamp ?? ((date: Date) => date))(now);
  const record =
    submission.kind === 'pricing'
      ? { ...submission.fields, submissionDate: ports.submissionDate(now), createdAt: at }
      : { ...submission.fields, timestamp: at, status: 'Pending' };
  const ref = { collection: FORM_COLLECTIONS[submission.kind], id: randomUid() };
  const key = `form_${await sha256Hex(client)}`;
  await store.runTransaction(async (transaction) => {
    await requireRateLimit(transaction, key, RATE_LIMITS.form, now);
    transaction.set(ref, record);
  });
  return { id: ref.id };
}
