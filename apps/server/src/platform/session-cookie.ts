import type { FastifyInstance, FastifyReply } from 'fastify';
import type {} from '@fastify/cookie';
import { Cookie, Limit, ResultCode } from '@orator/contracts';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a login result: its token goes into the session cookie. */
    startsSession?: boolean;
  }
  interface FastifyReply {
    /** Hands the browser its session token in the cookie, for a full session lifetime. */
    setSessionCookie(token: string): void;
    clearSessionCookie(): void;
  }
}

function loginToken(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const token = (payload as { token?: unknown }).token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * The session cookie only the server reads (docs/security.md, item 7): scripts in the page never see it,
 * cross-site subresource requests never carry it, and it lives exactly as long as the session it names.
 * Routes marked `startsSession` hand their login result's token to it; every 405 (the session is gone) clears
 * it, so the browser stops sending a token the server no longer accepts. Registered before the envelope, so
 * the hook sees the handler's own result.
 */
export function registerSessionCookie(app: FastifyInstance, publicUrl: string | undefined): void {
  const isPublicHttps = publicUrl?.startsWith('https:') === true;
  const options = (reply: FastifyReply) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isPublicHttps || reply.request.protocol === 'https',
  });

  app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
    this.setCookie(Cookie.Token, token, { ...options(this), maxAge: Limit.sessionTtlMs / 1000 });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    this.clearCookie(Cookie.Token, options(this));
  });

  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const token = request.routeOptions.config.startsSession ? loginToken(payload) : undefined;
    if (token) reply.setSessionCookie(token);
    return payload;
  });
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof AppError && error.code === ResultCode.SessionExpired) reply.clearSessionCookie();
  });
}
