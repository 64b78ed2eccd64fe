// What the Trigger Email extension (firestore-send-email) does with a `mail`
// document, for the emulators only (docs/firebase.md, ADR 013): the
// Extensions emulator must download the extension's source, which an offline
// machine cannot, so under the emulators this function delivers instead. On a
// new `mail` document it sends the message as the extension would (`to`,
// `message { subject, text, html }`, the document's top-level `headers`, the
// default FROM) through the SMTP server of SMTP_CONNECTION_URI (maildev,
// started by `npm run start:emulators`), and writes the outcome back as the
// extension does: `delivery { state, attempts, startTime, endTime, error, info }`.
// index.ts exports it only when FUNCTIONS_EMULATOR is 'true', so a deployment
// (whose code is loaded without it) has no such function: production mail
// goes through the extension.
import type { SendMailOptions, Transporter } from 'nodemailer';

/** The sender the extension's DEFAULT_FROM names (extensions/firestore-send-email.env). */
export const DEFAULT_FROM = 'Atlantic Timber Consortium <no-reply@atlantictimber.example>';
/** maildev's SMTP port on this machine, unless SMTP_CONNECTION_URI says otherwise. */
export const EMULATOR_SMTP_URI = 'smtp://127.0.0.1:1025';

export interface DeliveryInfo {
  messageId: string | null;
  accepted: string[];
  rejected: string[];
  pending: string[];
  response: string | null;
}

/** The extension's `delivery` field, once an attempt is over. */
export interface Delivery {
  state: 'SUCCESS' | 'ERROR';
  attempts: number;
  startTime: Date;
  endTime: Date;
  error: string | null;
  info: DeliveryInfo | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const isText = (value: unknown): value is string => typeof value === 'string';

/** The SMTP message the extension makes of a mail document; throws on one it would refuse. */
export function smtpMessage(document: unknown): SendMailOptions {
  const { to, message, headers, from, replyTo } = isRecord(document) ? document : {};
  if (!(isText(to) || (Array.isArray(to) && to.length > 0 && to.every(isText)))) throw new Error("A mail needs 'to'.");
  if (!isRecord(message) || !isText(message['subject'])) throw new Error("A mail needs 'message.subject'.");
  const [text, html] = [optionalText(message['text']), optionalText(message['html'])];
  if (!text && !html) throw new Error("A mail needs 'message.text' or 'message.html'.");
  const stringHeaders = isRecord(headers) ? Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => isText(entry[1]))) : undefined;
  return { from: optionalText(from) ?? DEFAULT_FROM, replyTo: optionalText(replyTo), to, subject: message['subject'], text, html, headers: stringHeaders };
}

const addresses = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((entry) => (typeof entry === 'string' ? entry : String((entry as { address?: unknown }).address ?? ''))) : [];

/** Sends one mail document and tells how it went, as the extension records it. */
export async function deliver(document: unknown, transport: Pick<Transporter, 'sendMail'>, now: () => Date = () => new Date()): Promise<Delivery> {
  const startTime = now();
  try {
    const result = (await transport.sendMail(smtpMessage(document))) as { messageId?: string; accepted?: unknown; rejected?: unknown; pending?: unknown; response?: string };
    const info = {
      messageId: result.messageId ?? null,
      accepted: addresses(result.accepted),
      rejected: addresses(result.rejected),
      pending: addresses(result.pending),
      response: result.response ?? null,
    };
    return { state: 'SUCCESS', attempts: 1, startTime, endTime: now(), error: null, info };
  } catch (error) {
    return { state: 'ERROR', attempts: 1, startTime, endTime: now(), error: String(error), info: null };
  }
}

/** gRPC's NOT_FOUND: what firebase-admin answers to an update of a document that is gone. */
const NOT_FOUND = 5;

/**
 * Writes the outcome back to its mail document, as the extension does. A document deleted meanwhile (the
 * emulator suites empty Firestore between runs; an account's erasure deletes its mail) has nothing to write
 * to: that is logged, not thrown, since a throw kills the function's instance and every later mail then waits
 * for a new one to start.
 */
export async function recordDelivery(
  mail: { id: string; update(data: { delivery: Delivery }): Promise<unknown> },
  delivery: Delivery,
  log: (message: string) => void,
): Promise<void> {
  try {
    await mail.update({ delivery });
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    log(`The mail document ${mail.id} was deleted before its delivery (${delivery.state}) was recorded.`);
  }
}
