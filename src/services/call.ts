// How a service calls a callable, on either backend: `call(callables.<name>,
// input)` parses the input by the declared schema before it leaves (a bad one
// is ServiceError 'invalid-argument'), hands the JSON to the backend's
// transport, and parses the answer by the declared output schema (one the
// client cannot read is an error, never a cast). The firebase transport is
// the Functions SDK (firebase/call.ts); the local one runs the same handler
// in this page (local/call-local.ts, ADR 027). Either throws a ServiceError.
import type { z } from 'zod/mini';
import { ServiceError } from '../domain/errors';
import type { CallableOutput, CallableSpec } from '../domain/model/callables';
import { parseInput } from '../domain/model/schemas';

export type Call = <S extends CallableSpec>(spec: S, input: z.input<S['input']>) => Promise<CallableOutput<S>>;

/** Sends a parsed input as JSON and resolves the answer's JSON; a failure is a ServiceError. */
export type Transport = (spec: CallableSpec, data: unknown) => Promise<unknown>;

export function callOver(transport: Transport): Call {
  return async (spec, input) => {
    const data: unknown = parseInput(spec.input, input);
    const answer = spec.output.safeParse(await transport(spec, data));
    if (!answer.success) throw new ServiceError('unknown', `Unexpected answer from ${spec.name}.`);
    return answer.data as CallableOutput<typeof spec>;
  };
}
