import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Header, ResultCode } from '@orator/contracts';
import type { TokenResolver } from '../../platform/auth';
import { AppError } from '../../platform/errors';

/**
 * The open API is called by programs: only an API token in the `apiToken` header lets them in (API-NOTES), never a
 * session token or the browser's cookie, so a page on another site cannot make a signed-in browser call it. The
 * token's plan is checked where it is resolved (a Pro or Enterprise plan, 403 otherwise). Only the API's own
 * description is public.
 */
export function registerOpenAuth(app: FastifyInstance, resolver: TokenResolver) {
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    if (request.is404 || request.routeOptions.config.access === 'public') return;
    const token = apiTokenOf(request);
    const auth = token ? await resolver.resolve(token, 'api') : null;
    if (!auth) throw new AppError(ResultCode.SessionExpired, 'openApiTokenInvalid');
    request.auth = { ...auth, carrier: 'header' };
  });
}

function apiTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[Header.ApiToken.toLowerCase()];
  return typeof value === 'string' && value ? value : undefined;
}

/** A route's limit of requests per second for each user, as route config. */
export type PerSecond = (max: number) => ReturnType<ReturnType<typeof rateLimits>>;

/**
 * Limits of requests per second for each user (API-NOTES: 1 to 60 a second, 30 for the avatar list), counted
 * after the token is known so one user's calls never spend another's; `scale` multiplies them (config).
 */
export function rateLimits(scale: number) {
  return (max: number) => ({
    rateLimit: {
      max: max * scale,
      timeWindow: 1000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `open-user:${request.auth?.userId ?? request.ip}`,
    },
  });
}
