import type { FastifyRequest } from 'fastify';

/**
 * Addresses handed to API clients are whole URLs: a program has no page to resolve a path against. The
 * installation's public address when it is configured, else the one the request came to.
 */
export function absoluteUrl(request: FastifyRequest, publicUrl: string | undefined, path: string): string {
  const origin = publicUrl ? publicUrl.replace(/\/$/, '') : `${request.protocol}://${request.host}`;
  return `${origin}${path}`;
}
