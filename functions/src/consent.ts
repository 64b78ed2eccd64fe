// The RFC 8058 one-click unsubscribe (ADR 015): List-Unsubscribe=One-Click
// posted to /api/unsubscribe (a firebase.json rewrite), no JavaScript; the
// rule is the unsubscribe callable's (src/domain/server/unsubscribe.ts). The
// consent callables themselves are in callables.ts.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { firestoreStore } from './admin-backend';
import { triggerOptions } from './callable';
import { answerOneClick } from './one-click';
import { mailPorts } from './verification';

const store = () => firestoreStore(getFirestore());

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
