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
// - submitForm: a pricing inquiry or contact message, limited per client
//   (issue 23); the rule in src/domain/server/forms.ts.
// - submitApplication, rejectApplication: an application's arrival (stored
//   unverified, its verification mail queued) and an Admin's rejection (with
//   its notice); verifyLink and resendVerification: the mailed /verify links
//   (issue 22, ADR 014); the rules in src/domain/server.
// - blockClientSignUp (beforeUserCreated): refuses every account a client
//   creates; decision in sign-up.ts. Needs Identity Platform.
// - the consent functions of issue 22 (consent.ts): subscriptions with double
//   opt-in, the member's own subscriptions, unsubscribe (callables and the
//   RFC 8058 one-click endpoint), the confirmed list as CSV, the newsletter.
// - moderate, undoDecision, setTrustSettings (issue 23): an Admin's
//   decisions, their undo, the trust rule (moderation.ts; the rules in
//   src/domain/server/moderation*.ts).
// - purgeExpired (scheduled, nightly): the retention purge, the archive past
//   its undo window included (purge.ts; the rule in src/domain/server/purge.ts).
// - messageArrived (onDocumentCreated on a board's comments, issue 23): the
//   trust rule acting on a new post and a reply's notification to the
//   parent's author; the rule in src/domain/server/arrival.ts.
// - sendAdminDigest (scheduled, daily): each Admin's mail of the console's
//   pending counts; the rule in src/domain/server/digest.ts.
// - countStoredObject, uncountStoredObject, sweepStorage: the per-member
//   Storage quota and the daily sweep of objects no message lists (issue 23,
//   storage.ts).
// - deliverMailInEmulator: the emulators' stand-in for the Trigger Email
//   extension (mail-delivery.ts), never deployed.
// The rules are the app's own (ADR 012): the build bundles them from src/domain
// with esbuild. The firebase-admin ports are in admin-backend.ts; this file
// only wires them and maps refusals to HttpsError.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { accountDeletionBackend, memberDataBackend, memberEmailBackend } from './account-backend';
import { adminBackend, deletionBackend, firestoreCounter, firestoreStore } from './admin-backend';
import { approveApplication, type ApprovalResult } from '../../src/domain/server/approval';
import { deleteMessage as deleteMessageCore, type DeletionResult } from '../../src/domain/server/delete-message';
import { deleteMemberAccount, type AccountDeletionResult } from '../../src/domain/server/delete-account';
import { exportMemberData, type MemberData } from '../../src/domain/server/member-data';
import { syncMemberEmail as syncMemberEmailCore, type EmailSync } from '../../src/domain/server/member-email';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { deliver, EMULATOR_SMTP_URI } from './mail-delivery';
import { sendAdminDigest as sendAdminDigestCore } from '../../src/domain/server/digest';
import { renderAdminDigest } from '../../src/mail/templates/admin-digest';
import { messageArrived as messageArrivedCore } from '../../src/domain/server/arrival';
import { renderNotificationMail } from '../../src/mail/notification-mail';
import { callableOptions, callerOf, toHttpsError } from './callable';
import { refuseAccountCreation } from './sign-up';
import { checked, checkedApplication, checkedForm, linkHandlers, mailPorts, resenders } from './verification';
import { submitApplication as submitApplicationCore } from '../../src/domain/server/applications';
import { rejectApplication as rejectApplicationCore, type RejectionResult } from '../../src/domain/server/rejection';
import { resendLinks, verifyLink as verifyLinkCore, type VerifyOutcome } from '../../src/domain/server/verify';
import { FIELDS, submissionDate } from '../../src/domain/model/schemas';
import { submitForm as submitFormCore } from '../../src/domain/server/forms';

export { countStoredObject, sweepStorage, uncountStoredObject } from './storage';
export { describeUnsubscribe, exportConsentCsv, oneClickUnsubscribe, requestSubscription, sendNewsletter, setMemberSubscriptions, unsubscribe } from './consent';
export { moderate, setTrustSettings, undoDecision } from './moderation';
export { purgeExpired } from './purge';

const app = initializeApp();

export const createUserOnApproval = onCall(callableOptions, async (request): Promise<ApprovalResult> => {
  try {
    return await approveApplication(adminBackend(getAuth(app), getFirestore(app), mailPorts()), callerOf(request), request.data);
  } catch (error) {
    throw toHttpsError(error, 'createUserOnApproval', 'The application could not be approved.');
  }
});

export const deleteMessage = onCall(callableOptions, async (request): Promise<DeletionResult> => {
  try {
    return await deleteMessageCore(deletionBackend(getFirestore(app), getStorage(app)), callerOf(request), request.data);
  } catch (error) {
    throw toHttpsError(error, 'deleteMessage', 'The message could not be deleted.');
  }
});

export const syncMemberEmail = onCall(callableOptions, async (request): Promise<EmailSync> => {
  try {
    return await syncMemberEmailCore(memberEmailBackend(getAuth(app), getFirestore(app)), callerOf(request));
  } catch (error) {
    throw toHttpsError(error, 'syncMemberEmail', 'The member record could not follow the new email.');
  }
});

export const exportMyData = onCall(callableOptions, async (request): Promise<MemberData> => {
  try {
    return await exportMemberData(memberDataBackend(getFirestore(app)), callerOf(request), new Date());
  } catch (error) {
    throw toHttpsError(error, 'exportMyData', 'Your data could not be gathered.');
  }
});

export const deleteMyAccount = onCall(callableOptions, async (request): Promise<AccountDeletionResult> => {
  try {
    return await deleteMemberAccount(accountDeletionBackend(getAuth(app), getFirestore(app), getStorage(app)), callerOf(request), new Date());
  } catch (error) {
    throw toHttpsError(error, 'deleteMyAccount', 'Your account could not be deleted.');
  }
});

/** A franchisee or contributor application: stored unverified, its verification mail queued (no sign-in needed). */
export const submitApplication = onCall(callableOptions, async (request): Promise<{ id: string }> => {
  try {
    const submission = await checkedApplication(request.data);
    // The sender's IP address names the anonymous client of the rate limit; the rule hashes it, never stores it.
    return await submitApplicationCore(firestoreStore(getFirestore(app)), submission, new Date(), mailPorts(), request.rawRequest.ip ?? 'unknown');
  } catch (error) {
    throw toHttpsError(error, 'submitApplication', 'The application could not be submitted.');
  }
});

/** A pricing inquiry or contact message ({ kind, input }), limited per client (issue 23): no sign-in needed. */
export const submitForm = onCall(callableOptions, async (request): Promise<{ id: string }> => {
  try {
    const submission = checkedForm(request.data);
    // As submitApplication: the sender's IP address names the client of the rate limit, hashed by the rule.
    return await submitFormCore(firestoreStore(getFirestore(app)), submission, { now: new Date(), client: request.rawRequest.ip ?? 'unknown', submissionDate });
  } catch (error) {
    throw toHttpsError(error, 'submitForm', 'The form could not be sent.');
  }
});

/** An Admin's rejection of an application: deleted with its secret and marker, its reserved account released, its notice queued. */
export const rejectApplication = onCall(callableOptions, async (request): Promise<RejectionResult> => {
  try {
    return await rejectApplicationCore(adminBackend(getAuth(app), getFirestore(app), mailPorts()), callerOf(request), request.data, new Date());
  } catch (error) {
    throw toHttpsError(error, 'rejectApplication', 'The application could not be rejected.');
  }
});

/** A link of a mail (/verify?token=…): no sign-in, the token is the proof. */
export const verifyLink = onCall(callableOptions, async (request): Promise<VerifyOutcome> => {
  try {
    const data: unknown = request.data;
    const token = typeof data === 'object' && data !== null && 'token' in data ? data.token : undefined;
    return await verifyLinkCore(firestoreStore(getFirestore(app)), token, new Date(), linkHandlers);
  } catch (error) {
    throw toHttpsError(error, 'verifyLink', 'The link could not be confirmed.');
  }
});

/** A new link for whatever waits on an address, limited per address and hour; the same answer whether anything waits. */
export const resendVerification = onCall(callableOptions, async (request): Promise<{ status: 'sent' } | { status: 'limited'; retryAt: string }> => {
  try {
    const data: Record<string, unknown> = typeof request.data === 'object' && request.data !== null ? request.data : {};
    const email = checked(FIELDS.email, data['email']);
    const language = checked(FIELDS.language, data['language']);
    // Limited per address and per client: the sender's IP address, hashed by the rule, never stored.
    const outcome = await resendLinks(firestoreStore(getFirestore(app)), { email, language }, new Date(), mailPorts().origin, resenders, request.rawRequest.ip ?? 'unknown');
    return outcome.status === 'limited' ? { status: 'limited', retryAt: outcome.retryAt.toISOString() } : outcome;
  } catch (error) {
    throw toHttpsError(error, 'resendVerification', 'A new link could not be sent.');
  }
});

export const blockClientSignUp = beforeUserCreated((event) => {
  const refusal = refuseAccountCreation({ signInMethod: event.credential?.signInMethod ?? event.additionalUserInfo?.providerId });
  logger.info(refusal.logLine);
  throw new HttpsError(refusal.code, refusal.message);
});

/** A new message on any board (issue 23): the trust rule and a reply's notification; a retried run changes nothing more. */
export const messageArrived = onDocumentCreated('commentBoards/{boardId}/comments/{commentId}', async (event) => {
  const { boardId, commentId } = event.params;
  const outcome = await messageArrivedCore(firestoreStore(getFirestore(app)), { boardId, messageId: commentId }, {
    now: new Date(),
    render: renderNotificationMail,
    origin: mailPorts().origin,
  });
  if (outcome.approvedByTrust) logger.info(`Trust rule approved ${boardId}/${commentId}.`);
});

/** Every morning, Atlantic time; the rule itself keeps it to one run a day (the day's marker). */
export const sendAdminDigest = onSchedule({ schedule: 'every day 07:00', timeZone: 'America/Halifax' }, async () => {
  const db = getFirestore(app);
  const queued = await sendAdminDigestCore({ ...firestoreStore(db), ...firestoreCounter(db) }, renderAdminDigest, {
    now: new Date(),
    origin: mailPorts().origin,
    once: 'per-day',
  });
  logger.info(`Admin digest: ${queued} mails queued.`);
});

/**
 * The emulators' Trigger Email (mail-delivery.ts). Exported only under the
 * Functions emulator: `firebase deploy` loads this file without
 * FUNCTIONS_EMULATOR, finds no such function and deploys none. nodemailer is
 * loaded here only (external to the bundle; a dev dependency of the root).
 */
export const deliverMailInEmulator =
  process.env['FUNCTIONS_EMULATOR'] === 'true'
    ? onDocumentCreated('mail/{mailId}', async (event) => {
        if (!event.data) return;
        const { createTransport } = await import('nodemailer');
        const delivery = await deliver(event.data.data(), createTransport(process.env['SMTP_CONNECTION_URI'] ?? EMULATOR_SMTP_URI));
        await event.data.ref.update({ delivery });
      })
    : undefined;
