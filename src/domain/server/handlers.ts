// One door per write (ADR 027): every callable's handler, under its
// declared name, run by the functions (functions/src/callables.ts, over
// firebase-admin) and by the local backend (src/services/local/call-local.ts,
// over Dexie) alike. Both parse the caller's input here with the callable's
// declared schema, so a bad input is the same refusal, before any rule runs.
import type { z } from 'zod/mini';
import { callables, type CallableInput, type CallableName, type CallableResult, type CallableSpec, type Callables } from '../model/callables';
import { CallableError } from './callable-error';
import type { CallContext, HandlerPorts, HandlerTable } from './handler-ports';
import { accountHandlers } from './handlers-account';
import { catalogueHandlers } from './handlers-catalogue';
import { consentHandlers } from './handlers-consent';
import { demandHandlers } from './handlers-demand';
import { formHandlers } from './handlers-forms';
import { moderationHandlers } from './handlers-moderation';

export const handlers: HandlerTable<CallableName> = {
  ...formHandlers,
  ...consentHandlers,
  ...catalogueHandlers,
  ...demandHandlers,
  ...moderationHandlers,
  ...accountHandlers,
};

/** A caller's input through its declared schema; a refusal is invalid-argument naming the fields. */
export function parseCallableInput<S extends CallableSpec>(spec: S, data: unknown): CallableInput<S> {
  const result = (spec.input as z.ZodMiniType<CallableInput<S>>).safeParse(data);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(input)'))].join(', ');
  throw new CallableError('invalid-argument', `Invalid input: ${fields}`);
}

export function isCallableName(name: string): name is CallableName {
  return Object.hasOwn(callables, name);
}

/** One call by name, as a request brings it: the raw input parsed, then the callable's handler. */
export async function handle<N extends CallableName>(name: N, ports: HandlerPorts, data: unknown, context: CallContext): Promise<CallableResult<Callables[N]>> {
  const handler = handlers[name];
  return handler(ports, parseCallableInput(callables[name], data), context);
}
