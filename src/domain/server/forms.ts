// A pricing inquiry or a contact message as the server takes it (issue 23,
// docs/decisions/019): the submitForm callable and the local FormsService run
// this after checking the form with its service schema
// (src/services/schemas.ts). One transaction counts the anonymous client
// against RATE_LIMITS.form (a hash of the callable's IP address, its IPv6
// /56 and /48 too, or of the local backend's browser id; never stored raw)
// and all clients against GLOBAL_LIMITS.form (ADR 028) and stores the record in the
// shape spec §3 gives it, with the server's time. A pricing inquiry about a
// listed piece also carries the piece as the server read it and tells its
// partner (piece-inquiry.ts).
import { GLOBAL_LIMITS, RATE_LIMITS } from '../limits';
import type { Language } from '../languages';
import { randomUid } from './approval-records';
import { clientLimits, globalLimit, requireRateLimits } from './rate-limits';
import type { Store } from './store';
import { collections } from '../model/collections';
import type { NotifyOptions, RenderNotificationMail } from './notify';
import { readPieceInquiry, tellPartner } from './piece-inquiry';

/** The form's fields as its service schema returned them (status or id stripped); a pricing inquiry may name a piece. */
export type FormSubmission =
  | { kind: 'pricing'; fields: { readonly language: Language; readonly pieceId?: string | undefined } }
  | { kind: 'contact'; fields: { readonly language: Language } };

export const FORM_COLLECTIONS = { pricing: collections.pricingInquiries.path, contact: collections.contactSubmissions.path } as const;

export interface FormPorts {
  now: Date;
  /** Names the sender for the rate limit: the callable's IP address, the local browser id. */
  client: string;
  /** Spec §3's year/month/day text of a pricing inquiry's submissionDate (src/services/schemas.ts). */
  submissionDate: (at: Date) => string;
  /** How the store keeps a time: Firestore a Date as its Timestamp; the local tables ISO text, as they index it. */
  stamp?: (at: Date) => unknown;
  /** How a piece's partner is told by mail (the render port and the site's origin); without it, only the bell. */
  mail?: { render: RenderNotificationMail; origin: string };
}

export async function submitForm(store: Store, submission: FormSubmission, ports: FormPorts): Promise<{ id: string }> {
  const { now, client } = ports;
  const at = (ports.stamp ?? ((date: Date) => date))(now);
  const ref = { collection: FORM_COLLECTIONS[submission.kind], id: randomUid() };
  const limits = [...(await clientLimits('form', client, RATE_LIMITS.form)), globalLimit('form', GLOBAL_LIMITS.form)];
  const notifyOptions: NotifyOptions = ports.mail ? { now, ...ports.mail } : { now };
  await store.runTransaction(async (transaction) => {
    const { pieceId, ...fields } = submission.kind === 'pricing' ? submission.fields : { ...submission.fields, pieceId: undefined };
    const inquiry = pieceId === undefined ? null : await readPieceInquiry(transaction, pieceId, fields.language, notifyOptions);
    await requireRateLimits(transaction, inquiry ? [...limits, inquiry.limit] : limits, now);
    const record =
      submission.kind === 'pricing'
        ? { ...fields, submissionDate: ports.submissionDate(now), createdAt: at, ...(inquiry ? { piece: inquiry.piece } : {}) }
        : { ...fields, timestamp: at, status: 'Pending' };
    transaction.set(ref, record);
    if (inquiry) await tellPartner(transaction, inquiry, notifyOptions);
  });
  return { id: ref.id };
}
