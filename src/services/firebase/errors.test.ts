// @vitest-environment node
// A callable's refusal as the firebase client receives it (an HttpsError:
// 'functions/<code>', its message with the SDK's ' [400]', its details) is
// the very ServiceError the local backend makes of the same refusal
// (serviceErrorOfRefusal, ADR 027): by code and reason, never by its text.
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { CHANGED_SINCE_READ } from '../../domain/moderation';
import { CallableError, refusalWire, serviceErrorOfRefusal } from '../../domain/server/callable-error';
import { toServiceError } from './errors';

function received(error: CallableError): FirebaseError {
  const { code, message, details } = refusalWire(error);
  return Object.assign(new FirebaseError(`functions/${code}`, `${message} [400]`), { details });
}

describe('a callable refusal on the firebase backend', () => {
  const refusals = [
    new CallableError('failed-precondition', 'Any wording at all.', null, 'changed'),
    new CallableError('failed-precondition', CHANGED_SINCE_READ),
    new CallableError('already-exists', 'An account already exists for a@b.ca.'),
    new CallableError('resource-exhausted', 'Too many tries.', new Date('2026-11-29T10:00:00.000Z')),
    new CallableError('not-found', 'Message not found.'),
    new CallableError('not-found', 'No Franchisee signs in with this address.', null, 'link-no-franchisee'),
  ];

  it.each(refusals)('reads $code ($message) as the local backend does', (error) => {
    const { code, message, details } = refusalWire(error);
    const local = serviceErrorOfRefusal(code, message, details);
    const firebase = toServiceError(received(error));
    const seen = ({ code, message, retryAt, reason }: typeof local) => ({ code, message, retryAt, reason });
    expect(seen(firebase)).toEqual(seen(local));
    expect(local.reason).toBe(error.reason);
  });

  it('knows a stale approve by its reason only', () => {
    expect(toServiceError(received(refusals[0]!)).code).toBe('changed');
    expect(toServiceError(received(refusals[1]!)).code).toBe('invalid-argument');
  });
});
