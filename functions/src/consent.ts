// The consent functions of issue 22 (ADR 015), each a thin wire from a
// request to a server rule of src/domain/server: subscriptions with double
// opt-in, the member's own subscriptions, unsubscribe (the page's callables
// and the RFC 8058 one-click endpoint), the Admin's CSV and the newsletter.
// Links in mails point at SITE_ORIGIN (verification.ts, functions/.env.<project>).
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { callables } from '../../src/domain/model/callables';
import { exportConsentCsv as exportCsv, requireAdminClaim, sendNewsletter as send } from '../../src/domain/server/newsletter';
import { requestSubscription as request, setMemberSubscriptions as setMember } from '../../src/domain/server/subscriptions';
import { describeUnsubscribe as describe, unsubscribeByToken } from '../../src/domain/server/unsubscribe';
import { renderConsentMail } from '../../src/mail/consent-mail';
import { firestoreStore } from './admin-backend';
import { registerCallable, triggerOptions } from './callable';
import { answerOneClick } from './one-click';
import { mailPorts } from './verification';

const store = () => firestoreStore(getFirestore());

export const requestSubscription = registerCallable(callables.requestSubscription, async (input, { now, client }) => ({
  // The trusted per-client key names the client of the rate limit; the rule hashes it, never stores it.
  outcome: await request(store(), renderConsentMail, input, { now, origin: mailPorts().origin, client }),
}));

export const setMemberSubscriptions = registerCallable(callables.setMemberSubscriptions, async (input, { caller, now }) => {
  await setMember(store(), caller, input, now, { render: renderConsentMail, origin: mailPorts().origin });
  return { saved: true as const };
});

export const describeUnsubscribe = registerCallable(callables.describeUnsubscribe, async (input, { now }) => ({ link: await describe(store(), input.token, now) }));

export const unsubscribe = registerCallable(callables.unsubscribe, async (input, { now }) => ({
  link: await unsubscribeByToken(store(), input.token, { source: 'unsubscribe-link', method: 'unsubscribe link' }, now),
}));

export const exportConsentCsv = registerCallable(callables.exportConsentCsv, async (_input, { caller, now }) => ({ csv: await exportCsv(store(), caller, now) }));

/** The (test) newsletter to every confirmed subscriber; an Admin by claim only. */
export const sendNewsletter = registerCallable(callables.sendNewsletter, async (_input, { caller, now }) => {
  requireAdminClaim(caller);
  return { sent: await send(store(), renderConsentMail, { now, origin: mailPorts().origin, ...(caller ? { admin: caller } : {}) }) };
});

/** RFC 8058: /api/unsubscribe (firebase.json rewrite), POST List-Unsubscribe=One-Click, no JavaScript. */
export const oneClickUnsubscribe = onRequest(triggerOptions, async (req, res) => {
  try {
    const answer = await answerOneClick(store(), { method: req.method, token: req.query['token'], body: req.body, contentType: req.get('content-type'), rawBody: req.rawBody }, { now: new Date(), origin: mailPorts().origin });
    if ('location' in answer) res.redirect(answer.status, answer.location);
    else res.status(answer.status).type('text/plain').send(answer.text);
  } catch (error) {
    logger.error('oneClickUnsubscribe failed', error);
    res.status(500).type('text/plain').send('The unsubscribe could not be completed.');
  }
});
