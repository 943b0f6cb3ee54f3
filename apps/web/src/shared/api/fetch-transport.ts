import { TransportFailure } from './transport-failure';
import type { TTransportRequest, TTransportResponse } from './transport';
import { parseResponseText, requestUrl } from './wire-format';

/**
 * One signal for fetch that fires when the caller aborts, with the caller's reason, or when the time limit runs
 * out, with the timeout failure. The limit covers reading the answer too, as axios's did.
 */
function abortSignalFor({ signal: callerSignal, timeout }: TTransportRequest) {
  const controller = new AbortController();
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  const timer = setTimeout(
    () => controller.abort(new TransportFailure({ kind: 'timeout', timeoutMs: timeout })),
    timeout,
  );
  if (callerSignal?.aborted) abortWithCaller();
  else callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  const release = () => {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  };
  return { signal: controller.signal, release };
}

export async function sendWithFetch(request: TTransportRequest): Promise<TTransportResponse> {
  const { signal, release } = abortSignalFor(request);
  try {
    const response = await fetch(requestUrl(request), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
    });
    const body = request.responseType === 'blob' ? await response.blob() : parseResponseText(await response.text());
    return { status: response.status, body };
  } catch {
    // An aborted fetch rejects with the signal's reason; any other rejection is a lost connection, worded by
    // each browser its own way.
    if (signal.aborted) throw signal.reason;
    throw new TransportFailure({ kind: 'network' });
  } finally {
    release();
  }
}
