import { sendWithFetch } from './fetch-transport';
import { sendWithXhr } from './xhr-transport';

/** Query values as the API reads them; null and undefined ones are left out of the query string. */
export type TQueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface TUploadProgress {
  loaded: number;
  /** Unknown when the browser cannot tell the body's length. */
  total?: number;
}

/** A request as it goes on the wire; the API client has already chosen its headers and encoded its body. */
export interface TTransportRequest {
  method: 'GET' | 'POST';
  /** Below API_BASE. */
  path: string;
  params?: TQueryParams;
  /** JSON text, its content type in `headers`, or a form the browser sends as multipart with a boundary it picks. */
  body?: string | FormData;
  headers: Record<string, string>;
  /** Milliseconds before the request is given up. */
  timeout: number;
  signal?: AbortSignal;
  responseType?: 'blob';
  onUploadProgress?: (progress: TUploadProgress) => void;
}

export interface TTransportResponse {
  status: number;
  /** Parsed JSON, the text when it is not JSON, or the bytes when a blob was asked for. */
  body: unknown;
}

/**
 * Resolves with any answer, whatever its status. Rejects when no answer came: with the caller's abort reason, or
 * with a TransportFailure that says what happened.
 */
export type TTransport = (request: TTransportRequest) => Promise<TTransportResponse>;

/** fetch cannot tell how much of a body has been sent: only uploads that report it go by XMLHttpRequest. */
export const browserTransport: TTransport = (request) =>
  request.onUploadProgress ? sendWithXhr(request, request.onUploadProgress) : sendWithFetch(request);

let installed: TTransport = browserTransport;

/** Unit tests put the mock API server here (test/setup.ts), so the real clients and envelope rules run against it. */
export function installTransport(transport: TTransport): void {
  installed = transport;
}

/** Looks the transport up per request, so clients created before an install use the installed one too. */
export const send: TTransport = (request) => installed(request);
