import {
  Header,
  RESOLVED_CODES,
  ResultCode,
  SILENT_REJECT_CODES,
  UserApi,
  type TEnvelope,
  type TLocale,
} from '@orator/contracts';
import { clearSession } from '../storage/session-credentials';
import { ApiError } from './api-error';
import { envelopeText, isEnvelope, isSuccessCode, parseCode } from './envelope';
import {
  send,
  type TQueryParams,
  type TTransport,
  type TTransportRequest,
  type TTransportResponse,
  type TUploadProgress,
} from './transport';
import { TransportFailure, type TFailureWithoutMessage } from './transport-failure';
import { isSuccessStatus } from './wire-format';

export interface TApiClientOptions {
  /** Default time limit of a call; a call's own `timeout` wins (SPEC 9). */
  timeout: number;
  currentLocale: () => TLocale;
  /** The device identity sent as the request-id header; undefined sends none. */
  resolveRequestId: () => Promise<string | undefined>;
  showError: (text: string) => void;
  /** Called after a 405 has cleared the stored session. */
  onSessionExpired: () => void;
  /** Shown when a failure carries no message of its own. */
  fallbackErrorText: () => string;
  /** Words a call that got no answer, or an HTTP error status without a message (SPEC 8: "the error text"). */
  failureText: (failure: TFailureWithoutMessage) => string;
  /** The installed transport by default: the browser's, or the mock API server in unit tests. */
  transport?: TTransport;
}

export interface TRequestOptions {
  timeout?: number;
  signal?: AbortSignal;
  /** A background call the user did not ask for (analytics, expiry tips): failures reach the caller only. */
  isQuiet?: boolean;
  /** 'blob' for file bytes (video downloads, audio); a refusal still comes as an envelope and is settled as one. */
  responseType?: 'blob';
  /** Asks whether the browser has a session at all: a 405 then only means "no", and does not go to Login. */
  isSessionProbe?: boolean;
  /** Follows the body's bytes as they leave the browser, for uploads that show their progress. */
  onUploadProgress?: (progress: TUploadProgress) => void;
}

/**
 * Calls resolve with the envelope's data. Codes 505, 507, 515 and 516 resolve with the whole envelope
 * (SPEC 8), so endpoints that can answer them include `TEnvelope` in their result type.
 */
export interface TApiClient {
  get<T>(path: string, params?: TQueryParams, options?: TRequestOptions): Promise<T>;
  /** A FormData body goes as multipart, anything else as JSON. */
  post<T>(path: string, body?: unknown, options?: TRequestOptions): Promise<T>;
}

/** A call asking for file bytes receives the server's JSON envelope as a blob when the server refuses it. */
async function unwrapJsonBlob(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob) || !data.type.includes('json')) return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return data;
  }
}

function hasShowMessageFlag(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { isShowMsg?: unknown }).isShowMsg === true;
}

function encodeBody(body: unknown): TTransportRequest['body'] {
  return body === undefined || body instanceof FormData ? body : JSON.stringify(body);
}

/** The two clients of SPEC 7, differing only in their time limit, apply the envelope rules of SPEC 8. */
export function createApiClient(options: TApiClientOptions): TApiClient {
  const transport = options.transport ?? send;

  async function headersFor(body: TTransportRequest['body']): Promise<Record<string, string>> {
    // No token header: the browser sends the session cookie, which no script here can read (docs/security.md, 7).
    const headers: Record<string, string> = { [Header.Language]: options.currentLocale() };
    const requestId = await options.resolveRequestId();
    if (requestId) headers[Header.RequestId] = requestId;
    // A form's content type carries the multipart boundary, which only the browser knows.
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    return headers;
  }

  function settle(envelope: TEnvelope, path: string, call: TRequestOptions): unknown {
    if (isSuccessCode(envelope.code)) return envelope.data;
    const showError = call.isQuiet ? () => undefined : options.showError;
    const code = parseCode(envelope.code);
    const text = envelopeText(envelope);
    const failure = new ApiError(Number.isNaN(code) ? undefined : code, text, envelope.data);

    if (code === ResultCode.SessionExpired) {
      clearSession();
      if (!call.isSessionProbe) options.onSessionExpired();
      throw failure;
    }
    // A refused login says in its data whether its message is meant for the user.
    if (code === ResultCode.ServerError && path === UserApi.login && envelope.data) {
      if (hasShowMessageFlag(envelope.data)) showError(text || options.fallbackErrorText());
      throw failure;
    }
    if (RESOLVED_CODES.includes(code)) return envelope;
    if (SILENT_REJECT_CODES.includes(code)) throw failure;
    showError(text || options.fallbackErrorText());
    throw failure;
  }

  /** A failure without an envelope: no answer at all, or an HTTP error from something other than the API. */
  function refuse(status: number | undefined, text: string, data: unknown, call: TRequestOptions): never {
    const shownText = text || options.fallbackErrorText();
    if (!call.isQuiet) options.showError(shownText);
    throw new ApiError(status, shownText, data);
  }

  async function request<T>(
    method: TTransportRequest['method'],
    path: string,
    params: TQueryParams | undefined,
    body: unknown,
    call: TRequestOptions = {},
  ): Promise<T> {
    const encodedBody = encodeBody(body);
    const headers = await headersFor(encodedBody);
    const { signal } = call;
    signal?.throwIfAborted();
    let response: TTransportResponse;
    try {
      response = await transport({
        method,
        path,
        params,
        body: encodedBody,
        headers,
        timeout: call.timeout ?? options.timeout,
        signal,
        responseType: call.responseType,
        onUploadProgress: call.onUploadProgress,
      });
    } catch (failure) {
      // A cancelled call ends with its cancellation, whatever became of the request, and shows nothing.
      signal?.throwIfAborted();
      return refuse(
        undefined,
        failure instanceof TransportFailure ? options.failureText(failure.failure) : '',
        undefined,
        call,
      );
    }
    signal?.throwIfAborted();
    const data = await unwrapJsonBlob(response.body);
    // The API may answer a failure with an HTTP error status; its envelope still decides.
    if (isEnvelope(data)) return settle(data, path, call) as T;
    if (isSuccessStatus(response.status)) return data as T;
    return refuse(
      response.status,
      envelopeText(data) || options.failureText({ kind: 'status', status: response.status }),
      data,
      call,
    );
  }

  return {
    get: (path, params, call) => request('GET', path, params, undefined, call),
    post: (path, body, call) => request('POST', path, undefined, body, call),
  };
}
