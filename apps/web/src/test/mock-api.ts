import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { AnalyticsApi, API_BASE, UserApi } from '@orator/contracts';

/** A request as the API server would receive it. */
export interface TRecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
  timeout: number | undefined;
}

/** An envelope answered with HTTP 200, or a raw HTTP answer. */
export type TMockReply =
  | { code: number | string; data?: unknown; message?: string; msg?: string; headers?: Record<string, string> }
  | { status: number; body: unknown; headers?: Record<string, string> };

type THandler = (request: TRecordedRequest) => TMockReply | Promise<TMockReply>;

export const TEST_IDENTITY = { identityId: 'identity-test', expireSeconds: 3600 };

/**
 * Plays the API server for unit tests at the transport level, so the real clients, envelope rules and
 * storage run unchanged. Requests nobody expects get a 404 envelope.
 */
class MockApi {
  readonly requests: TRecordedRequest[] = [];
  private handlers = new Map<string, THandler>();

  constructor() {
    this.reset();
  }

  on(method: 'GET' | 'POST', path: string, reply: TMockReply | THandler): void {
    this.handlers.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply);
  }

  requestsTo(path: string): TRecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  reset(): void {
    this.requests.length = 0;
    this.handlers.clear();
    this.on('GET', UserApi.reqIdentity, { code: 200, data: TEST_IDENTITY });
    // Every navigation records a page view, which the server always accepts.
    this.on('POST', AnalyticsApi.pageView, { code: 200, data: null });
  }

  private async answer(handler: THandler | undefined, request: TRecordedRequest): Promise<TMockReply> {
    if (handler) return handler(request);
    return { status: 404, body: { code: 404, data: null, message: `No mock for ${request.method} ${request.path}` } };
  }

  readonly adapter: AxiosAdapter = async (config) => {
    const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
    const request: TRecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url,
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [name, String(value)]),
      ),
      timeout: config.timeout,
    };
    this.requests.push(request);
    const handler = this.handlers.get(`${request.method} ${request.path}`);
    const reply = await this.answer(handler, request).catch((error: unknown) => {
      // A handler that throws plays a lost connection, which axios reports with the request's config.
      throw AxiosError.from(error, AxiosError.ERR_NETWORK, config);
    });

    const status = 'status' in reply ? reply.status : 200;
    const body =
      'status' in reply
        ? reply.body
        : { code: reply.code, data: reply.data ?? null, message: reply.message, msg: reply.msg };
    const response: AxiosResponse = {
      data: body,
      status,
      statusText: String(status),
      headers: AxiosHeaders.from(reply.headers ?? {}),
      config,
      request: {},
    };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        response,
      );
    }
    return response;
  };
}

export const mockApi = new MockApi();
