// The one way the firebase backend calls a function: by its declaration in
// src/domain/model/callables.ts, never by a name typed here. The input is
// parsed by the declared schema before it leaves (a bad one is ServiceError
// 'invalid-argument'), the answer by the declared output schema (one the
// client cannot read is an error, never a cast). A callable that sends mail
// or files something gets a limited-use App Check token, which the function
// consumes: a captured request cannot be replayed (ADR 021).
import { httpsCallable, type Functions } from 'firebase/functions';
import type { z } from 'zod/mini';
import { ServiceError } from '../../domain/errors';
import type { CallableOutput, CallableSpec } from '../../domain/model/callables';
import { parseInput } from '../../domain/model/schemas';

export type Call = <S extends CallableSpec>(spec: S, input: z.input<S['input']>) => Promise<CallableOutput<S>>;

/** The `call` of one Functions instance: `call(callables.moderate, input)` resolves the parsed answer. */
export function caller(functions: Functions): Call {
  return async (spec, input) => {
    const data: unknown = parseInput(spec.input, input);
    const callable = httpsCallable<unknown, unknown>(functions, spec.name, { limitedUseAppCheckTokens: spec.replayProtected });
    const answer = spec.output.safeParse((await callable(data)).data);
    if (!answer.success) throw new ServiceError('unknown', `Unexpected answer from ${spec.name}.`);
    return answer.data as CallableOutput<typeof spec>;
  };
}
