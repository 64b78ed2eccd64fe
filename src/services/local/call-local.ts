// The local backend's transport of a call (src/services/call.ts, ADR 027):
// the very handler the function runs (src/domain/server/handlers.ts), in
// this page, over the local ports. What the function gets, it gets: the
// input as JSON, parsed by the same declared schema; the caller from this
// tab's session (its role claim; auth_time when the password was just
// confirmed, as Firebase's re-authentication gives); the per-client key of
// a limited callable (this browser's id); the time. What the client gets
// back is what the firebase client would: the answer as JSON, a refusal as
// the ServiceError made of the same code and details, anything else as the
// functions' 'internal'.
import { ServiceError } from '../../domain/errors';
import { hashPassword } from '../../domain/model/crypto';
import { applicationResender, verifyApplication } from '../../domain/server/applications';
import { CallableError, FAILED, refusalWire, serviceErrorOfRefusal } from '../../domain/server/callable-error';
import { UNKNOWN_CLIENT } from '../../domain/server/client-address';
import type { Caller, HandlerPorts } from '../../domain/server/handler-ports';
import { handle, isCallableName } from '../../domain/server/handlers';
import { emailChangeHandler } from '../../domain/server/member-email';
import { confirmAlert, renewAlert } from '../../domain/server/pattern-alerts';
import { confirmSubscription } from '../../domain/server/subscriptions';
import { callOver, type Call } from '../call';
import { fittingRecords } from './catalogue-search';
import type { LocalContext } from './context';
import type { LocalDatabase } from './db';
import { localMailPorts, renderLocalApplicationMail, renderLocalConsentMail, renderLocalNotificationMail } from './mail-ports';
import {
  localAccountDeletionBackend,
  localApprovalBackend,
  localDeletionBackend,
  localEmailChangeAccounts,
  localMemberDataBackend,
  localMemberEmailBackend,
  localModerationBackend,
  localStore,
} from './server-ports';

/** The handlers' ports over the local tables; `deletedPaths` names the files a call removed, whose object URLs the caller releases. */
export function localPorts(db: LocalDatabase, iterations: number): HandlerPorts & { deletedPaths(): string[] } {
  const deleting: { deletedPaths: string[] }[] = [];
  const tracked = <T extends { deletedPaths: string[] }>(backend: T): T => {
    deleting.push(backend);
    return backend;
  };
  return {
    store: () => localStore(db),
    deletion: () => tracked(localDeletionBackend(db)),
    approval: () => localApprovalBackend(db),
    moderation: () => tracked(localModerationBackend(db)),
    pieceSearch: () => ({
      candidates: async (search, equal, limit) => (await fittingRecords(db, search, equal, limit, { onRead: () => {} })).map((record) => ({ id: record.id, data: record })),
    }),
    memberData: () => localMemberDataBackend(db),
    accountDeletion: () => tracked(localAccountDeletionBackend(db)),
    memberEmail: () => localMemberEmailBackend(db),
    mail: localMailPorts,
    renderNotification: renderLocalNotificationMail,
    renderConsent: renderLocalConsentMail,
    hashPassword: (password) => hashPassword(password, iterations),
    linkHandlers: {
      'verify-application': verifyApplication,
      'confirm-subscription': confirmSubscription,
      'confirm-alert': confirmAlert,
      'renew-alert': renewAlert,
      // Production has none: Firebase's verifyBeforeUpdateEmail sends its own link (member-email.ts).
      'verify-email-change': emailChangeHandler(localEmailChangeAccounts(db)),
    },
    resenders: { 'verify-application': applicationResender(renderLocalApplicationMail) },
    // The local tables keep a form's times as ISO text (their createdAt and timestamp indexes).
    stamp: (at) => at.toISOString(),
    deletedPaths: () => deleting.flatMap((backend) => backend.deletedPaths),
  };
}

/** A rule's refusal as the firebase client reads the HttpsError the function would send: by code and details. */
export function localRefusal(error: unknown): unknown {
  if (!(error instanceof CallableError)) return error;
  const { code, message, details } = refusalWire(error);
  return serviceErrorOfRefusal(code, message, details, error);
}

/** JSON in, JSON out, as the callable protocol carries them. */
const overTheWire = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export interface LocalCallOptions {
  /** The caller has just confirmed their password: their auth_time is now (Firebase's re-authentication). */
  reauthenticated?: boolean;
}

/** The local `call`: `call(callables.moderate, input)` runs the moderate handler here and resolves its parsed answer. */
export function localCaller(context: LocalContext, options: LocalCallOptions = {}): Call {
  const { db, session, files, iterations, now, clientId } = context;
  return callOver(async (spec, data) => {
    if (!isCallableName(spec.name)) throw new ServiceError('not-found', `No callable ${spec.name}.`);
    const viewer = await session.viewer();
    const at = now();
    const caller: Caller | null = viewer
      ? { uid: viewer.uid, token: { role: viewer.role, ...(options.reauthenticated ? { auth_time: Math.floor(at.getTime() / 1000) } : {}) } }
      : null;
    const ports = localPorts(db, iterations);
    try {
      const answer = await handle(spec.name, ports, overTheWire(data), { caller, client: spec.perClient ? clientId : UNKNOWN_CLIENT, now: at });
      return overTheWire(answer);
    } catch (error) {
      if (error instanceof CallableError) throw localRefusal(error);
      // As the functions: logged, and reported as internal (the firebase client's 'unknown').
      console.error(`${spec.name} failed`, error);
      throw new ServiceError('unknown', FAILED, { cause: error });
    } finally {
      files.forget(ports.deletedPaths());
    }
  });
}
