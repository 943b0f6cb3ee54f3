import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { Cookie, Header } from '@orator/contracts';
import { AppError } from './errors';

export interface AuthUser {
  userId: number;
  tokenId: number;
  via: 'session' | 'api';
}

export interface TokenResolver {
  resolve(token: string, kind: 'session' | 'api'): Promise<AuthUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** 'public' routes need no token; 'optional' read one when present. Default: required. */
    access?: 'public' | 'optional';
  }
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers[Header.Token.toLowerCase()];
  if (typeof header === 'string' && header) return header;
  // Browser downloads open a plain link, which carries the cookie but no header.
  return request.cookies?.[Cookie.Token] || undefined;
}

/**
 * Resolves the caller from the session token (header aigcToken or cookie token) or an API token
 * (header apiToken). A protected route without a valid one answers 405 (SPEC 8).
 */
export function registerAuth(app: FastifyInstance, resolver: TokenResolver) {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    const apiToken = request.headers[Header.ApiToken.toLowerCase()];
    const sessionToken = readSessionToken(request);
    if (typeof apiToken === 'string' && apiToken) {
      request.auth = await resolver.resolve(apiToken, 'api');
    } else if (sessionToken) {
      request.auth = await resolver.resolve(sessionToken, 'session');
    }
    // An unknown route answers 404 to everyone; a 405 would send an anonymous caller to the login page.
    if (!request.auth && access !== 'public' && access !== 'optional' && !request.is404)
      throw AppError.sessionExpired();
  });
}

export function requireAuth(request: FastifyRequest): AuthUser {
  if (!request.auth) throw AppError.sessionExpired();
  return request.auth;
}
