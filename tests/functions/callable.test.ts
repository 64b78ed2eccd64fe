// @vitest-environment node
// The one door of every callable (functions/src/callable.ts, ADR 021): App
// Check and its replay protection, the declared input, the per-client key
// and the error mapping, run through runCall as onCall runs it.
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { callableOptions, REPLAYED, runCall } from '../../functions/src/callable';
import type { CallContext } from '../../src/domain/server/handler-ports';
import { callables, DEFAULT_MAX_INSTANCES, type CallableSpec } from '../../src/domain/model/callables';
import { CallableError, FAILED } from '../../src/domain/server/callable-error';
import { UNKNOWN_CLIENT } from '../../src/domain/server/client-address';

interface Refusal {
  code: string;
  message: string;
  details?: unknown;
  toJSON(): unknown;
}

/** The HttpsError a call ended with (what the client receives), or a failed test when it did not refuse. */
async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error instanceof Error && error.name === 'Error' && 'httpErrorCode' in error && 'toJSON' in error) return error as unknown as Refusal;
  throw new Error(`Expected an HttpsError, got ${String(error)}`);
}

/** The request onCall hands over (firebase-functions resolves from functions/ only). */
type CallableRequest = Parameters<typeof runCall>[2];

const spec = {
  name: 'probe',
  input: z.object({ word: z.string().check(z.maxLength(5)) }),
  output: z.object({ echoed: z.string() }),
  replayProtected: true,
  perClient: true,
  maxInstances: 3,
  byLinkToken: false,
} satisfies CallableSpec;

const REAL = '198.51.100.23';

function request(overrides: { data?: unknown; forwardedFor?: string; alreadyConsumed?: boolean; app?: null } = {}): CallableRequest {
  const { forwardedFor = `203.0.113.7, ${REAL}`, alreadyConsumed = false } = overrides;
  return {
    data: 'data' in overrides ? overrides.data : { word: 'hi' },
    rawRequest: { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: '169.254.8.129' } },
    acceptsStreaming: false,
    ...(overrides.app === null ? {} : { app: { appId: 'app', token: {}, alreadyConsumed } }),
  } as unknown as CallableRequest;
}

const echo = vi.fn(async (input: { word: string }, _context: CallContext) => ({ echoed: input.word }));
const consuming = { consumeAppCheckToken: true };

describe('callableOptions: App Check', () => {
  it('enforces App Check by default and consumes the token of a callable that mails or files', () => {
    expect(callableOptions(spec, {})).toMatchObject({ enforceAppCheck: true, consumeAppCheckToken: true, maxInstances: 3 });
    expect(callableOptions({ ...spec, replayProtected: false }, {})).toMatchObject({ enforceAppCheck: true, consumeAppCheckToken: false });
  });

  it('keeps the project opt-out and leaves the emulators without App Check', () => {
    expect(callableOptions(spec, { ENFORCE_APP_CHECK: 'false' })).toMatchObject({ enforceAppCheck: false, consumeAppCheckToken: false });
    expect(callableOptions(spec, { FUNCTIONS_EMULATOR: 'true' })).toMatchObject({ enforceAppCheck: false, consumeAppCheckToken: false });
  });

  it('runs the callables of a mailed link (confirm, unsubscribe) without App Check, and no other', () => {
    // CASL: an unsubscribe works without conditions, so for a browser that blocks reCAPTCHA too; the link's token is its authority.
    const byLink = ['verifyLink', 'describeUnsubscribe', 'unsubscribe'];
    for (const [name, declared] of Object.entries(callables)) {
      expect(callableOptions(declared, {}).enforceAppCheck, name).toBe(!byLink.includes(name));
    }
  });

  it('protects from replay every callable that sends mail or files something a person reads', () => {
    const mailing = ['createUserOnApproval', 'submitApplication', 'submitForm', 'rejectApplication', 'resendVerification', 'requestSubscription', 'sendNewsletter', 'moderate'];
    for (const name of mailing) expect(callables[name as keyof typeof callables].replayProtected, name).toBe(true);
  });

  it('caps the instances of every callable', () => {
    for (const declared of Object.values(callables)) expect(declared.maxInstances).toBeGreaterThanOrEqual(1);
    expect(Math.max(...Object.values(callables).map((declared) => declared.maxInstances))).toBeLessThanOrEqual(DEFAULT_MAX_INSTANCES);
  });
});

describe('runCall', () => {
  it('refuses a replayed App Check token before the rule runs', async () => {
    echo.mockClear();
    expect(await refusal(runCall(spec, echo, request({ alreadyConsumed: true }), consuming))).toMatchObject({ code: 'unauthenticated', message: REPLAYED });
    expect(await refusal(runCall(spec, echo, request({ app: null }), consuming))).toMatchObject({ code: 'unauthenticated' });
    expect(echo).not.toHaveBeenCalled();
    await expect(runCall(spec, echo, request(), consuming)).resolves.toEqual({ echoed: 'hi' });
  });

  it('refuses input its schema refuses as invalid-argument, before the rule runs', async () => {
    echo.mockClear();
    for (const data of [undefined, null, 'hi', { word: 7 }, { word: 'too long' }]) {
      expect(await refusal(runCall(spec, echo, request({ data }), consuming))).toMatchObject({ code: 'invalid-argument' });
    }
    expect(echo).not.toHaveBeenCalled();
  });

  it('gives the rule the address Google appended, whatever the caller wrote before it', async () => {
    const clients: string[] = [];
    const keep = async (input: { word: string }, context: CallContext) => {
      clients.push(context.client);
      return { echoed: input.word };
    };
    for (const forged of ['', '203.0.113.7, ', '10.0.0.1, 10.0.0.2, ', 'garbage, ', `${REAL}, `]) {
      await runCall(spec, keep, request({ forwardedFor: `${forged}${REAL}` }), consuming);
    }
    await runCall({ ...spec, perClient: false }, keep, request(), consuming);
    expect(clients).toEqual([REAL, REAL, REAL, REAL, REAL, UNKNOWN_CLIENT]);
  });

  it('passes a rule’s refusal as is and hides anything else as internal', async () => {
    const limited = async () => {
      throw new CallableError('resource-exhausted', 'Too many.', new Date('2026-11-27T12:00:00.000Z'));
    };
    expect(await refusal(runCall(spec, limited, request(), consuming))).toMatchObject({
      code: 'resource-exhausted',
      message: 'Too many.',
      details: { retryAt: '2026-11-27T12:00:00.000Z' },
    });
    const stale = async () => {
      throw new CallableError('failed-precondition', 'Any wording.', null, 'changed');
    };
    expect(await refusal(runCall(spec, stale, request(), consuming))).toMatchObject({ code: 'failed-precondition', details: { reason: 'changed' } });
    const broken = async () => {
      throw new Error('secret detail');
    };
    const error = await refusal(runCall(spec, broken, request(), consuming));
    expect(error).toMatchObject({ code: 'internal', message: FAILED });
    expect(JSON.stringify(error.toJSON())).not.toContain('secret detail');
  });
});
