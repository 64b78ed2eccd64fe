// Cloud Functions entry point.
// - The callables the app calls (callables.ts): each registered from its
//   declaration (src/domain/model/callables.ts) through callable.ts, which
//   parses its input, maps its refusals and sets its edge (App Check,
//   instances, the per-client key; ADR 021), with its handler from the one
//   table the local backend runs too (src/domain/server/handlers.ts, ADR 027)
//   over the firebase-admin ports (ports.ts, admin-backend.ts, account-backend.ts).
// - oneClickUnsubscribe: the RFC 8058 one-click endpoint (consent.ts).
// - blockClientSignUp (beforeUserCreated): refuses every account a client
//   creates; decision in sign-up.ts. Needs Identity Platform.
// - purgeExpired (scheduled, nightly): the retention purge, the archive past
//   its undo window included (purge.ts; the rule in src/domain/server/purge.ts).
// - messageArrived (onDocumentCreated on a board's comments, issue 23): the
//   trust rule acting on a new post and a reply's notification to the
//   parent's author; the rule in src/domain/server/arrival.ts.
// - sendAdminDigest (scheduled, daily): each Admin's mail of the console's
//   pending counts and of the mail held past the day's cap; the rule in
//   src/domain/server/digest.ts.
// - releaseHeldMail (scheduled, daily, just after midnight): the mail held
//   past an earlier day's budget goes to the Trigger Email extension,
//   transactional first, newest first, within the new day's budgets; the rule
//   in src/domain/server/mail-cap.ts (ADR 028).
// - sendInquiryNotices (scheduled, hourly): a partner's coalesced mail of the
//   day's questions about its pieces, once its hour is over; the rule in
//   src/domain/server/inquiry-notices.ts (ADR 028).
// - countStoredObject, uncountStoredObject, sweepStorage: the per-member
//   Storage quota and the daily sweep of objects no message lists (issue 23,
//   storage.ts).
// - deliverMailInEmulator: the emulators' stand-in for the Trigger Email
//   extension (mail-delivery.ts), never deployed.
// The rules are the app's own (ADR 012): the build bundles them from src/domain
// with esbuild.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { messageArrived as messageArrivedCore } from '../../src/domain/server/arrival';
import { sendAdminDigest as sendAdminDigestCore } from '../../src/domain/server/digest';
import { renderNotificationMail } from '../../src/mail/notification-mail';
import { renderAdminDigest } from '../../src/mail/templates/admin-digest';
import { releaseHeldMail as releaseHeldMailCore } from '../../src/domain/server/mail-cap';
import { sendPendingInquiryNotices } from '../../src/domain/server/inquiry-notices';
import { firestoreCounter, firestoreStore, heldMailBackend } from './admin-backend';
import { triggerOptions } from './callable';
import { deliver, EMULATOR_SMTP_URI, recordDelivery } from './mail-delivery';
import { refuseAccountCreation } from './sign-up';
import { mailPorts } from './verification';

export { countStoredObject, sweepStorage, uncountStoredObject } from './storage';
export {
  createUserOnApproval,
  deleteApproved,
  deleteMessage,
  deleteMyAccount,
  deletePiece,
  describeUnsubscribe,
  exportConsentCsv,
  exportMyData,
  linkPartner,
  moderate,
  rejectApplication,
  reportUnmetPattern,
  requestSubscription,
  resendVerification,
  saveAlert,
  savePiece,
  sendNewsletter,
  setMemberSubscriptions,
  setPieceAvailability,
  setTrustSettings,
  submitApplication,
  submitForm,
  syncMemberEmail,
  undoDecision,
  unsubscribe,
  verifyLink,
} from './callables';
export { oneClickUnsubscribe } from './consent';
export { purgeExpired } from './purge';

const app = initializeApp();

export const blockClientSignUp = beforeUserCreated(triggerOptions, (event) => {
  const refusal = refuseAccountCreation({ signInMethod: event.credential?.signInMethod ?? event.additionalUserInfo?.providerId });
  logger.info(refusal.logLine);
  throw new HttpsError(refusal.code, refusal.message);
});

/** A new message on any board: the trust rule and a reply's notification; a retried run changes nothing more. */
export const messageArrived = onDocumentCreated({ ...triggerOptions, document: 'commentBoards/{boardId}/comments/{commentId}' }, async (event) => {
  const { boardId, commentId } = event.params;
  const outcome = await messageArrivedCore(firestoreStore(getFirestore(app)), { boardId, messageId: commentId }, {
    now: new Date(),
    render: renderNotificationMail,
    origin: mailPorts().origin,
  });
  if (outcome.approvedByTrust) logger.info(`Trust rule approved ${boardId}/${commentId}.`);
});

/** Every morning, Atlantic time; the rule itself keeps it to one run a day (the day's marker). */
export const sendAdminDigest = onSchedule({ ...triggerOptions, schedule: 'every day 07:00', timeZone: 'America/Halifax' }, async () => {
  const db = getFirestore(app);
  const queued = await sendAdminDigestCore({ ...firestoreStore(db), ...firestoreCounter(db) }, renderAdminDigest, {
    now: new Date(),
    origin: mailPorts().origin,
    once: 'per-day',
  });
  logger.info(`Admin digest: ${queued} mails queued.`);
});

/** Just after the consortium's midnight: a new day's cap, so the mail held on earlier days goes out first. */
export const releaseHeldMail = onSchedule({ ...triggerOptions, schedule: 'every day 00:05', timeZone: 'America/Halifax' }, async () => {
  const released = await releaseHeldMailCore(heldMailBackend(getFirestore(app)), new Date());
  logger.info(`Held mail: ${released} mails released.`);
});

/** Every hour: the partners whose questions wait for their hour get the day's count (at most one mail an hour each). */
export const sendInquiryNotices = onSchedule({ ...triggerOptions, schedule: 'every 1 hours', timeZone: 'America/Halifax' }, async () => {
  const queued = await sendPendingInquiryNotices(firestoreStore(getFirestore(app)), { now: new Date(), render: renderNotificationMail, origin: mailPorts().origin });
  logger.info(`Inquiry notices: ${queued} mails queued.`);
});

/**
 * The emulators' Trigger Email (mail-delivery.ts). Exported only under the
 * Functions emulator: `firebase deploy` loads this file without
 * FUNCTIONS_EMULATOR, finds no such function and deploys none. nodemailer is
 * loaded here only (external to the bundle; a dev dependency of the root).
 */
export const deliverMailInEmulator =
  process.env['FUNCTIONS_EMULATOR'] === 'true'
    ? onDocumentCreated({ ...triggerOptions, document: 'mail/{mailId}' }, async (event) => {
        if (!event.data) return;
        const { createTransport } = await import('nodemailer');
        const delivery = await deliver(event.data.data(), createTransport(process.env['SMTP_CONNECTION_URI'] ?? EMULATOR_SMTP_URI));
        await recordDelivery(event.data.ref, delivery, (message) => logger.info(message));
      })
    : undefined;
