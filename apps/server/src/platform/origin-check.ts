import type { FastifyRequest } from 'fastify';

/** Fetch metadata a browser sends; any other value (another origin, another site) is refused. */
const OWN_SITE_VALUES = new Set(['same-origin', 'none']);

/**
 * Whether a browser request comes from the app's own pages (docs/security.md, item 6). Browsers name the
 * initiator in Sec-Fetch-Site; older ones only send Origin, and only on requests that could change something.
 * A request with neither is not a browser's cross-origin request (curl, server-to-server), so it passes.
 */
export function comesFromOwnOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site) return OWN_SITE_VALUES.has(site);
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return ownOrigins(request, publicUrl).includes(origin);
}

function ownOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const served = `${request.protocol}://${request.host}`;
  return publicUrl ? [served, new URL(publicUrl).origin] : [served];
}
