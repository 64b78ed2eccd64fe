// Accounts only through approval (ADR 005): the decision of the
// beforeUserCreated blocking function that index.ts registers.
//
// Blocking functions fire only for account creations that the Auth client API
// makes on a user's behalf (email and password sign-up, email link, identity
// providers, phone). Admin actions never reach them: the Admin SDK's
// importUsers (createUserOnApproval) and createUser (the emulator seed), and
// the Firebase console. So every creation that reaches this decision is a
// client sign-up, and every one is refused: approvals need no exception, and
// nothing in the event (an email, a provider) could prove an approval anyway.

export const SIGN_UP_REFUSED = 'Accounts are created only by approving an application.';

/** What the blocking event tells about the attempt (from AuthBlockingEvent). */
export interface AccountCreationAttempt {
  /** e.g. 'password', 'emailLink', 'google.com', 'phone'; absent when the event does not say. */
  signInMethod?: string | undefined;
}

export interface AccountCreationRefusal {
  code: 'permission-denied';
  /** What the client is told. */
  message: string;
  /** What the function logs: the method, never the email. */
  logLine: string;
}

export function refuseAccountCreation(attempt: AccountCreationAttempt): AccountCreationRefusal {
  const method = attempt.signInMethod?.trim() || 'unknown';
  return { code: 'permission-denied', message: SIGN_UP_REFUSED, logLine: `Refused a client sign-up (method: ${method}).` };
}
