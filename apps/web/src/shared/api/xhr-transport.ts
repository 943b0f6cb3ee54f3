import { TransportFailure } from './transport-failure';
import type { TTransportRequest, TTransportResponse, TUploadProgress } from './transport';
import { parseResponseText, requestUrl } from './wire-format';

/** The one browser API that reports how much of a request body has left the page. */
export function sendWithXhr(
  request: TTransportRequest,
  onUploadProgress: (progress: TUploadProgress) => void,
): Promise<TTransportResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    const xhr = new XMLHttpRequest();
    const cancel = () => {
      xhr.abort();
      reject(signal?.reason);
    };
    xhr.open(request.method, requestUrl(request));
    xhr.timeout = request.timeout;
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : undefined });
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        body: xhr.responseType === 'blob' ? (xhr.response as Blob) : parseResponseText(xhr.responseText),
      });
    xhr.onerror = () => reject(new TransportFailure({ kind: 'network' }));
    xhr.ontimeout = () => reject(new TransportFailure({ kind: 'timeout', timeoutMs: request.timeout }));
    xhr.onloadend = () => signal?.removeEventListener('abort', cancel);
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(request.body ?? null);
  });
}
