// @vitest-environment node
// Unit test of the beforeUserCreated decision (functions/src/sign-up.ts):
// every account creation that reaches the blocking function is a client
// sign-up (the Admin SDK's importUsers and createUser never trigger it) and is
// refused, whatever method it uses.
import { describe, expect, it } from 'vitest';
import { SIGN_UP_REFUSED, refuseAccountCreation } from '../../functions/src/sign-up';

describe('refuseAccountCreation', () => {
  it.each(['password', 'emailLink', 'google.com', 'phone', undefined])('refuses a client sign-up by %s with permission-denied', (signInMethod) => {
    const refusal = refuseAccountCreation({ signInMethod });
    expect(refusal.code).toBe('permission-denied');
    expect(refusal.message).toBe('Accounts are created only by approving an application.');
    expect(refusal.message).toBe(SIGN_UP_REFUSED);
  });

  it('logs the method and nothing of the user', () => {
    expect(refuseAccountCreation({ signInMethod: 'password' }).logLine).toBe('Refused a client sign-up (method: password).');
    expect(refuseAccountCreation({}).logLine).toBe('Refused a client sign-up (method: unknown).');
  });
});
