import { AnalyticsApi, UserApi } from '@orator/contracts';
import type { TTransport, TTransportRequest } from '../shared/api/transport';
import { TransportFailure } from '../shared/api/transport-failure';

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
  { code: number | string; data?: unknown; message?: string; msg?: string } | { status: number; body: unknown };

type THandler = (request: TRecordedRequest) => TMockReply | Promise<TMockReply>;

/** What the body weighs on the wire, for the one progress report of an upload. */
function sizeOf(body: TTransportRequest['body']): number {
  if (body === undefined) return 0;
  const parts = typeof body === 'string' ? [body] : [...body.values()];
  return new Blob(parts).size;
}

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

  readonly transport: TTransport = async (wireRequest) => {
    const request: TRecordedRequest = {
      method: wireRequest.method,
      path: wireRequest.path,
      params: wireRequest.params ?? {},
      body: typeof wireRequest.body === 'string' ? JSON.parse(wireRequest.body) : wireRequest.body,
      headers: { ...wireRequest.headers },
      timeout: wireRequest.timeout,
    };
    this.requests.push(request);
    const size = sizeOf(wireRequest.body);
    wireRequest.onUploadProgress?.({ loaded: size, total: size });
    // A handler that throws plays a lost connection.
    const reply = await this.answer(this.handlers.get(`${request.method} ${request.path}`), request).catch(() => {
      throw new TransportFailure({ kind: 'network' });
    });
    if ('status' in reply) return { status: reply.status, body: reply.body };
    return {
      status: 200,
      body: { code: reply.code, data: reply.data ?? null, message: reply.message, msg: reply.msg },
    };
  };
}

export const mockApi = new MockApi();
