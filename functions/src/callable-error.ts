// The refusal a callable's SDK-free core throws (approve.ts, delete-message.ts):
// a code of the HttpsError family and a message the client may show. index.ts
// turns it into an HttpsError; anything else thrown is an internal error.

export type CallableErrorCode =
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'aborted';

export class CallableError extends Error {
  readonly code: CallableErrorCode;

  constructor(code: CallableErrorCode, message: string) {
    super(message);
    this.name = 'CallableError';
    this.code = code;
  }
}
