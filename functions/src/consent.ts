// The consent functions of issue 22 (ADR 015), each a thin wire from a
// request to a server rule of src/domain/server: subscriptions with double
// opt-in, the member's own subscriptions, unsubscribe (the page's callables
// and the RFC 8058 one-click endpoint), the Admin's CSV and the newsletter.
// Links in mails point at SITE_ORIGIN (verification.ts, functions/.env.<project>).
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { exportConsentCsv as exportCsv, requireAdminClaim, sendNewsletter as send } from '../../src/domain/server/newsletter';
import { requestSubscription as request, setMemberSubscriptions as setMember } from '../../src/domain/server/subscriptions';
import { describeUnsubscribe as describe, unsubscribeByToken } from '../../src/domain/server/unsubscribe';
import { renderConsentMail } from '../../src/mail/consent-mail';
import { firestoreStore } from './admin-backend';
import { callableOptions, callerOf, runCallable } from './callable';
import { answerOneClick } from './one-click';
import { mailPorts } from './verification';

const store = () => firestoreStore(getFirestore());
const tokenOf = (data: unknown): unknown => (typeof data === 'object' && data !== null ? Reflect.get(data, 'token') : undefined);

export const requestSubscription = onCall(callableOptions, (call) =>
  runCallable('requestSubscription', 'The subscription could not be recorded.', async () => ({
    // The sender's address names the client of the rate limit; the rule hashes it, never stores it.
    outcome: await request(store(), renderConsentMail, call.data, { now: new Date(), origin: mailPorts().origin, client: call.rawRequest.ip ?? 'unknown' }),
  })),
);

export const setMemberSubscriptions = onCall(callableOptions, (call) =>
  runCallable('setMemberSubscriptions', 'The subscriptions could not be saved.', async () => {
    await setMember(store(), callerOf(call), call.data, new Date());
    return { saved: true };
  }),
);

export const describeUnsubscribe = onCall(callableOptions, (call) =>
  runCallable('describeUnsubscribe', 'The link could not be read.', async () => ({ link: await describe(store(), tokenOf(call.data), new Date()) })),
);

export const unsubscribe = onCall(callableOptions, (call) =>
  runCallable('unsubscribe', 'The unsubscribe could not be completed.', async () => ({
    link: await unsubscribeByToken(store(), tokenOf(call.data), { source: 'unsubscribe-link', method: 'unsubscribe link' }, new Date()),
  })),
);

export const exportConsentCsv = onCall(callableOptions, (call) =>
  runCallable('exportConsentCsv', 'The list could not be exported.', async () => ({ csv: await exportCsv(store(), callerOf(call), new Date()) })),
);

/** The (test) newsletter to every confirmed subscriber; an Admin by claim only. */
export const sendNewsletter = onCall(callableOptions, (call) =>
  runCallable('sendNewsletter', 'The newsletter could not be sent.', async () => {
    const admin = callerOf(call);
    requireAdminClaim(admin);
    return { sent: await send(store(), renderConsentMail, { now: new Date(), origin: mailPorts().origin, ...(admin ? { admin } : {}) }) };
  }),
);

/** RFC 8058: /api/unsubscribe (firebase.json rewrite), POST List-Unsubscribe=One-Click, no JavaScript. */
export const oneClickUnsubscribe = onRequest(async (req, res) => {
  try {
    const answer = await answerOneClick(store(), { method: req.method, token: req.query['token'], body: req.body, contentType: req.get('content-type'), rawBody: req.rawBody }, { now: new Date(), origin: mailPorts().origin });
    if ('location' in answer) res.redirect(answer.status, answer.location);
    else res.status(answer.status).type('text/plain').send(answer.text);
  } catch (error) {
    logger.error('oneClickUnsubscribe failed', error);
    res.status(500).type('text/plain').send('The unsubscribe could not be completed.');
  }
});
