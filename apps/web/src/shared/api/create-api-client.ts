import axios, {
  type AxiosAdapter,
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  API_BASE,
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
  adapter?: AxiosAdapter;
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
}

declare module 'axios' {
  interface AxiosRequestConfig {
    isQuiet?: boolean;
    isSessionProbe?: boolean;
  }
}

/**
 * Calls resolve with the envelope's data. Codes 505, 507, 515 and 516 resolve with the whole envelope
 * (SPEC 8), so endpoints that can answer them include `TEnvelope` in their result type.
 */
export interface TApiClient {
  get<T>(path: string, params?: object, options?: TRequestOptions): Promise<T>;
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

/** The two clients of SPEC 7, differing only in their time limit, apply the envelope rules of SPEC 8. */
export function createApiClient(options: TApiClientOptions): TApiClient {
  const instance = axios.create({ baseURL: API_BASE, timeout: options.timeout, adapter: options.adapter });

  instance.interceptors.request.use(async (config) => {
    // No token header: the browser sends the session cookie, which no script here can read (docs/security.md, 7).
    config.headers.set(Header.Language, options.currentLocale());
    const requestId = await options.resolveRequestId();
    if (requestId) config.headers.set(Header.RequestId, requestId);
    return config;
  });

  function settle(envelope: TEnvelope, config: InternalAxiosRequestConfig): unknown {
    if (isSuccessCode(envelope.code)) return envelope.data;
    const showError = config.isQuiet ? () => undefined : options.showError;
    const code = parseCode(envelope.code);
    const text = envelopeText(envelope);
    const failure = new ApiError(Number.isNaN(code) ? undefined : code, text, envelope.data);

    if (code === ResultCode.SessionExpired) {
      clearSession();
      if (!config.isSessionProbe) options.onSessionExpired();
      throw failure;
    }
    // A refused login says in its data whether its message is meant for the user.
    if (code === ResultCode.ServerError && config.url === UserApi.login && envelope.data) {
      if (hasShowMessageFlag(envelope.data)) showError(text || options.fallbackErrorText());
      throw failure;
    }
    if (RESOLVED_CODES.includes(code)) return envelope;
    if (SILENT_REJECT_CODES.includes(code)) throw failure;
    showError(text || options.fallbackErrorText());
    throw failure;
  }

  instance.interceptors.response.use(
    async (response) => {
      const body = await unwrapJsonBlob(response.data);
      // Calls resolve with the envelope's data in place of the axios response (see `send`).
      return (isEnvelope(body) ? settle(body, response.config) : body) as AxiosResponse;
    },
    async (error: AxiosError) => {
      if (axios.isCancel(error)) throw error;
      const response = error.response;
      if (response) {
        response.data = await unwrapJsonBlob(response.data);
        // The API may answer a failure with an HTTP error status; its envelope still decides.
        if (isEnvelope(response.data)) return settle(response.data, response.config);
      }
      const text = envelopeText(response?.data) || error.message || options.fallbackErrorText();
      if (!error.config?.isQuiet) options.showError(text);
      throw new ApiError(response?.status, text, response?.data);
    },
  );

  /** The response interceptor has already replaced the axios response with the envelope's data. */
  function send<T>(config: AxiosRequestConfig): Promise<T> {
    return instance.request(config) as Promise<T>;
  }

  return {
    get: (path, params, requestOptions) => send({ ...requestOptions, method: 'GET', url: path, params }),
    post: (path, body, requestOptions) => send({ ...requestOptions, method: 'POST', url: path, data: body }),
  };
}
