/** A call that ended without a message from the API; the client words it in the user's language. */
export type TFailureWithoutMessage =
  { kind: 'network' } | { kind: 'timeout'; timeoutMs: number } | { kind: 'status'; status: number };

/** A transport rejects with this when no answer came: the connection failed or the time limit ran out. */
export class TransportFailure extends Error {
  constructor(readonly failure: Exclude<TFailureWithoutMessage, { kind: 'status' }>) {
    super(failure.kind === 'network' ? 'no connection to the server' : `no answer within ${failure.timeoutMs} ms`);
    this.name = 'TransportFailure';
  }
}
