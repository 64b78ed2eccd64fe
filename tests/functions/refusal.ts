// The refusal a server rule threw (a CallableError), or a failed test when it did not refuse.
import { CallableError } from '../../src/domain/server/callable-error';

export async function refusal(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (error instanceof CallableError) return error;
  throw new Error(`Expected a refusal, got ${String(error)}`);
}
