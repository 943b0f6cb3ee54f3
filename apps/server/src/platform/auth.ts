import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { Cookie, Header } from '@orator/contracts';
import { AppError } from './errors';
import { comesFromOwnOrigin } from './origin-check';

export interface AuthUser {
  userId: number;
  tokenId: number;
  via: 'session' | 'api';
  /** How the token came: a header the caller set itself, or the cookie a browser adds on its own. */
  carrier: 'header' | 'cookie';
}

export interface TokenResolver {
  resolve(token: string, kind: 'session' | 'api'): Promise<Omit<AuthUser, 'carrier'> | null>;
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

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value ? value : undefined;
}

/** The session token of the browser's cookie, which the server alone reads (docs/security.md, item 7). */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[Cookie.Token] || undefined;
}

async function resolveCaller(
  request: FastifyRequest,
  resolver: TokenResolver,
  publicUrl: string | undefined,
): Promise<AuthUser | null> {
  const apiToken = headerValue(request, Header.ApiToken);
  if (apiToken) return withCarrier(await resolver.resolve(apiToken, 'api'), 'header');
  const headerToken = headerValue(request, Header.Token);
  if (headerToken) return withCarrier(await resolver.resolve(headerToken, 'session'), 'header');
  const cookieToken = readSessionCookie(request);
  if (!cookieToken) return null;
  // A browser adds the cookie to whatever another origin makes it send (docs/security.md, item 6): a public
  // route just ignores it, any other refuses, without the 405 that would clear the cookie.
  if (!comesFromOwnOrigin(request, publicUrl)) {
    if (request.routeOptions.config.access === 'public' || request.is404) return null;
    throw AppError.forbidden('requestOriginRefused');
  }
  return withCarrier(await resolver.resolve(cookieToken, 'session'), 'cookie');
}

function withCarrier(auth: Omit<AuthUser, 'carrier'> | null, carrier: AuthUser['carrier']): AuthUser | null {
  return auth && { ...auth, carrier };
}

/**
 * Resolves the caller from the session token (header aigcToken or cookie token) or an API token
 * (header apiToken). A protected route without a valid one answers 405 (SPEC 8).
 */
export function registerAuth(app: FastifyInstance, resolver: TokenResolver, publicUrl: string | undefined) {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    request.auth = await resolveCaller(request, resolver, publicUrl);
    // An unknown route answers 404 to everyone; a 405 would send an anonymous caller to the login page.
    if (!request.auth && access !== 'public' && access !== 'optional' && !request.is404)
      throw AppError.sessionExpired();
  });
}

export function requireAuth(request: FastifyRequest): AuthUser {
  if (!request.auth) throw AppError.sessionExpired();
  return request.auth;
}
