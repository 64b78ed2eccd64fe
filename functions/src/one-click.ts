// RFC 8058 one-click unsubscribe: a mail client POSTs
// `List-Unsubscribe=One-Click` to the List-Unsubscribe URL of a newsletter
// (/api/unsubscribe?token=…, a Hosting rewrite to oneClickUnsubscribe), with
// no cookie, no JavaScript and no page. This is the handler, free of
// firebase-functions so tests/functions run it: the request in, the answer out.
// A GET (a person who opened the URL) goes to the page with the button.
import type { UnsubscribeResult } from '../../src/domain/consent';
import { siteLink } from '../../src/domain/server/links';
import type { Store } from '../../src/domain/server/store';
import { UNSUBSCRIBE_PATH, unsubscribeByToken } from '../../src/domain/server/unsubscribe';

export interface OneClickRequest {
  method: string;
  /** The token of the URL's query. */
  token: unknown;
  /** The body as the framework parsed it (application/x-www-form-urlencoded, JSON). */
  body: unknown;
  /** The request's Content-Type, and its raw bytes: the framework leaves multipart/form-data unparsed. */
  contentType?: string | undefined;
  rawBody?: Buffer | string | undefined;
}

export type OneClickAnswer = { status: number; text: string } | { status: 303; location: string };

const ANSWER: Record<UnsubscribeResult['status'], { status: number; text: string }> = {
  unsubscribed: { status: 200, text: 'Unsubscribed.' },
  'already-unsubscribed': { status: 200, text: 'Already unsubscribed.' },
  invalid: { status: 404, text: 'This unsubscribe link does not work.' },
  expired: { status: 410, text: 'This unsubscribe link has expired.' },
};

export async function answerOneClick(store: Store, request: OneClickRequest, context: { now: Date; origin: string }): Promise<OneClickAnswer> {
  if (request.method === 'GET' && typeof request.token === 'string') {
    return { status: 303, location: siteLink(context.origin, UNSUBSCRIBE_PATH, 'en-CA', { token: request.token }) };
  }
  if (request.method !== 'POST') return { status: 405, text: 'POST List-Unsubscribe=One-Click.' };
  if (!isOneClick(request)) return { status: 400, text: 'The body must be List-Unsubscribe=One-Click.' };
  const result = await unsubscribeByToken(store, request.token, { source: 'one-click', method: 'one-click unsubscribe' }, context.now);
  return ANSWER[result.status];
}

const ONE_CLICK = 'One-Click';

/** RFC 8058 §3.1: the body is List-Unsubscribe=One-Click, sent urlencoded or as multipart/form-data. */
function isOneClick(request: OneClickRequest): boolean {
  const parsed = typeof request.body === 'object' && request.body !== null ? Reflect.get(request.body, 'List-Unsubscribe') : undefined;
  if (parsed === ONE_CLICK) return true;
  const boundary = /^multipart\/form-data\s*;.*\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(request.contentType ?? '');
  const raw = request.rawBody === undefined ? '' : request.rawBody.toString();
  return boundary !== null && multipartField(raw, boundary[1] ?? boundary[2] ?? '', 'List-Unsubscribe') === ONE_CLICK;
}

/** The value of the part named `name` of a multipart/form-data body (RFC 7578), or null. */
export function multipartField(raw: string, boundary: string, name: string): string | null {
  if (boundary === '') return null;
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const disposition = /^content-disposition:\s*form-data\s*;(.*)$/im.exec(headers);
    const partName = disposition ? /\bname="([^"]*)"/i.exec(disposition[1] ?? '') : null;
    if (partName?.[1] === name) return part.slice(split + 4).replace(/\r\n$/, '');
  }
  return null;
}
