// @vitest-environment node
// One door per write (ADR 027): every declared callable has one handler, in
// the table both backends run; a bad input is one refusal on both; and a
// refusal reaches the service layer by its code and reason, whatever its
// text says.
import { describe, expect, it } from 'vitest';
import { callables } from '../../src/domain/model/callables';
import { CHANGED_SINCE_READ } from '../../src/domain/moderation';
import { CallableError, refusalWire, serviceErrorOfRefusal } from '../../src/domain/server/callable-error';
import { handle, handlers, parseCallableInput } from '../../src/domain/server/handlers';
import type { HandlerPorts } from '../../src/domain/server/handler-ports';
import { refusal } from './refusal';

/** What the local backend throws for the same refusal (src/services/local/call-local.ts). */
function local(error: CallableError) {
  const { code, message, details } = refusalWire(error);
  return serviceErrorOfRefusal(code, message, details, error);
}

describe('the handler table', () => {
  it('has exactly one handler for each declared callable', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(callables).sort());
  });

  it('refuses an input its declaration does not accept before any port is made', async () => {
    const untouched = new Proxy({} as HandlerPorts, {
      get: () => {
        throw new Error('a port was reached');
      },
    });
    const error = await refusal(handle('setPieceAvailability', untouched, { id: 'a/b', availability: 'sold' }, { caller: null, client: 'x', now: new Date() }));
    expect(error).toMatchObject({ code: 'invalid-argument' });
    expect(() => parseCallableInput(callables.undoDecision, { entryId: '' })).toThrow('Invalid input: entryId');
  });
});

describe('a refusal on its way to the service layer', () => {
  const cases: [string, CallableError, string][] = [
    ['a stale approve, by its reason', new CallableError('failed-precondition', 'Any wording at all.', null, 'changed'), 'changed'],
    ['the stale approve’s text without the reason is no stale approve', new CallableError('failed-precondition', CHANGED_SINCE_READ), 'invalid-argument'],
    ['an account that exists', new CallableError('already-exists', 'An account already exists for a@b.ca.'), 'email-in-use'],
    ['a rate limit', new CallableError('resource-exhausted', 'Too many tries.', new Date('2026-11-29T10:00:00.000Z')), 'rate-limited'],
    ['an Admin-only call', new CallableError('permission-denied', 'Only an Admin may do this.'), 'permission-denied'],
  ];

  // src/services/firebase/errors.test.ts proves the firebase client reads the HttpsError of each the same way.
  it.each(cases)('%s', (_name, error, code) => {
    expect(local(error)).toMatchObject({ code, message: error.message, retryAt: error.retryAt });
  });

  it('ignores details it does not know', () => {
    expect(serviceErrorOfRefusal('failed-precondition', 'm', { reason: 'whatever', retryAt: 'not a time' })).toMatchObject({ code: 'invalid-argument', retryAt: null });
  });
});
