// Cloud Functions entry point: the callables the app calls and the blocking
// function that keeps accounts to approvals (ADR 005).
// - createUserOnApproval: the admin console approves a franchisee or
//   contributor application (spec §4, §7); the rule in src/domain/server/approval.ts.
// - deleteMessage: a message's author or an Admin deletes it as spec §4 says
//   (soft with replies, hard without); the rule in src/domain/server/delete-message.ts.
// - syncMemberEmail, exportMyData, deleteMyAccount: a member's own account
//   (issue 22): the record follows the verified Auth address, a copy of their
//   data, the deletion of the account; rules in src/domain/server/member-email.ts,
//   member-data.ts and delete-account.ts, ports in account-backend.ts.
// - submitForm: a pricing inquiry or contact message, limited per client; a
//   piece's inquiry tells its partner; the rule in
//   src/domain/server/forms.ts.
// - submitApplication, rejectApplication: an application's arrival (stored
//   unverified, its verification mail queued) and an Admin's rejection (with
//   its notice); verifyLink and resendVerification: the mailed /verify links
//   (issue 22, ADR 014); the rules in src/domain/server.
// - blockClientSignUp (beforeUserCreated): refuses every account a client
//   creates; decision in sign-up.ts. Needs Identity Platform.
// - the consent functions of issue 22 (consent.ts): subscriptions with double
//   opt-in, the member's own subscriptions, unsubscribe (callables and the
//   RFC 8058 one-click endpoint), the confirmed list as CSV, the newsletter.
// - moderate, undoDecision, setTrustSettings: an Admin's
//   decisions, their undo, the trust rule (moderation.ts; the rules in
//   src/domain/server/moderation*.ts).
// - purgeExpired (scheduled, nightly): the retention purge, the archive past
//   its undo window included (purge.ts; the rule in src/domain/server/purge.ts).
// - messageArrived (onDocumentCreated on a board's comments, issue 23): the
//   trust rule acting on a new post and a reply's notification to the
//   parent's author; the rule in src/domain/server/arrival.ts.
// - sendAdminDigest (scheduled, daily): each Admin's mail of the console's
//   pending counts and of the mail held past the day's cap; the rule in
//   src/domain/server/digest.ts.
// - releaseHeldMail (scheduled, daily, just after midnight): the mail held
//   past an earlier day's cap goes to the Trigger Email extension, oldest
//   first, within the new day's cap; the rule in src/domain/server/mail-cap.ts.
// - countStoredObject, uncountStoredObject, sweepStorage: the per-member
//   Storage quota and the daily sweep of objects no message lists (issue 23,
//   storage.ts).
// - savePiece, setPieceAvailability, deletePiece, linkPartner: the
//   catalogue's writes (catalogue.ts; the rule in src/domain/server/pieces.ts).
// - deliverMailInEmulator: the emulators' stand-in for the Trigger Email
//   extension (mail-delivery.ts), never deployed.
// The rules are the app's own (ADR 012): the build bundles them from src/domain
// with esbuild. The firebase-admin ports are in admin-backend.ts; each callable
// is registered from its declaration (src/domain/model/callables.ts) through
// callable.ts, which parses its input, maps its refusals and sets its edge
// (App Check, instances, the per-client key; ADR 021).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { storageAccess } from './storage-bucket';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { callables } from '../../src/domain/model/callables';
import { submissionDate } from '../../src/domain/model/schemas';
import { submitApplication as submitApplicationCore } from '../../src/domain/server/applications';
import { approveApplication } from '../../src/domain/server/approval';
import { messageArrived as messageArrivedCore } from '../../src/domain/server/arrival';
import { deleteMemberAccount } from '../../src/domain/server/delete-account';
import { deleteMessage as deleteMessageCore } from '../../src/domain/server/delete-message';
import { sendAdminDigest as sendAdminDigestCore } from '../../src/domain/server/digest';
import { submitForm as submitFormCore, type FormSubmission } from '../../src/domain/server/forms';
import { exportMemberData } from '../../src/domain/server/member-data';
import { syncMemberEmail as syncMemberEmailCore } from '../../src/domain/server/member-email';
import { rejectApplication as rejectApplicationCore } from '../../src/domain/server/rejection';
import { resendLinks, verifyLink as verifyLinkCore } from '../../src/domain/server/verify';
import { renderNotificationMail } from '../../src/mail/notification-mail';
import { renderAdminDigest } from '../../src/mail/templates/admin-digest';
import { accountDeletionBackend, memberDataBackend, memberEmailBackend } from './account-backend';
import { releaseHeldMail as releaseHeldMailCore } from '../../src/domain/server/mail-cap';
import { adminBackend, deletionBackend, firestoreCounter, firestoreStore, heldMailBackend } from './admin-backend';
import { registerCallable, triggerOptions } from './callable';
import { deliver, EMULATOR_SMTP_URI } from './mail-delivery';
import { refuseAccountCreation } from './sign-up';
import { applicationPorts, applicationSubmission, linkHandlers, mailPorts, resenders } from './verification';

export { countStoredObject, sweepStorage, uncountStoredObject } from './storage';
export { deletePiece, linkPartner, savePiece, setPieceAvailability } from './catalogue';
export { describeUnsubscribe, exportConsentCsv, oneClickUnsubscribe, requestSubscription, sendNewsletter, setMemberSubscriptions, unsubscribe } from './consent';
export { moderate, setTrustSettings, undoDecision } from './moderation';
export { purgeExpired } from './purge';

const app = initializeApp();

export const createUserOnApproval = registerCallable(callables.createUserOnApproval, (input, { caller }) =>
  approveApplication(adminBackend(getAuth(app), getFirestore(app), mailPorts()), caller, input),
);

export const deleteMessage = registerCallable(callables.deleteMessage, (input, { caller }) =>
  deleteMessageCore(deletionBackend(getFirestore(app), storageAccess()), caller, input),
);

export const syncMemberEmail = registerCallable(callables.syncMemberEmail, (_input, { caller }) =>
  syncMemberEmailCore(memberEmailBackend(getAuth(app), getFirestore(app)), caller),
);

export const exportMyData = registerCallable(callables.exportMyData, (_input, { caller, now }) => exportMemberData(memberDataBackend(getFirestore(app)), caller, now));

export const deleteMyAccount = registerCallable(callables.deleteMyAccount, (_input, { caller, now }) =>
  deleteMemberAccount(accountDeletionBackend(getAuth(app), getFirestore(app), storageAccess()), caller, now),
);

/** A franchisee or contributor application: stored unverified, its verification mail queued (no sign-in needed). */
export const submitApplication = registerCallable(callables.submitApplication, (input, { client, now }) =>
  // The client key names the anonymous sender of the rate limit; the rule hashes it, never stores it, and hashes the password only after its limits.
  submitApplicationCore(firestoreStore(getFirestore(app)), applicationSubmission(input), now, applicationPorts(), client),
);

/** A pricing inquiry or contact message, limited per client: no sign-in needed. */
export const submitForm = registerCallable(callables.submitForm, (input, { client, now }) => {
  const submission: FormSubmission = input.kind === 'pricing' ? { kind: 'pricing', fields: input.input } : { kind: 'contact', fields: input.input };
  // A piece's partner is told by mail too, with the other notifications' render port and origin; only then
  // is SITE_ORIGIN needed, so a general inquiry is taken even where it is not set.
  const mail = submission.kind === 'pricing' && submission.fields.pieceId !== undefined ? { render: renderNotificationMail, origin: mailPorts().origin } : undefined;
  return submitFormCore(firestoreStore(getFirestore(app)), submission, { now, client, submissionDate, ...(mail ? { mail } : {}) });
});

/** An Admin's rejection of an application: deleted with its secret and marker, its reserved account released, its notice queued. */
export const rejectApplication = registerCallable(callables.rejectApplication, (input, { caller, now }) =>
  rejectApplicationCore(adminBackend(getAuth(app), getFirestore(app), mailPorts()), caller, input, now),
);

/** A link of a mail (/verify?token=…): no sign-in, the token is the proof. */
export const verifyLink = registerCallable(callables.verifyLink, (input, { now }) => verifyLinkCore(firestoreStore(getFirestore(app)), input.token, now, linkHandlers));

/** A new link for whatever waits on an address, limited per address and per client; the same answer whether anything waits. */
export const resendVerification = registerCallable(callables.resendVerification, async (input, { client, now }) => {
  const outcome = await resendLinks(firestoreStore(getFirestore(app)), input, now, mailPorts().origin, resenders, client);
  return outcome.status === 'limited' ? { status: 'limited' as const, retryAt: outcome.retryAt.toISOString() } : outcome;
});

export const blockClientSignUp = beforeUserCreated(triggerOptions, (event) => {
  const refusal = refuseAccountCreation({ signInMethod: event.credential?.signInMethod ?? event.additionalUserInfo?.providerId });
  logger.info(refusal.logLine);
  throw new HttpsError(refusal.code, refusal.message);
});

/** A new message on any board (issue 23): the trust rule and a reply's notification; a retried run changes nothing more. */
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
        await event.data.ref.update({ delivery });
      })
    : undefined;
