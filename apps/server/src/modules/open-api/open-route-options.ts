import type { FastifyRequest } from 'fastify';
import type { PerSecond } from './open-auth';

/** What every open-API route factory is given besides the services. */
export interface OpenRouteOptions {
  /** Route config limiting each user to `max` requests a second. */
  perSecond: PerSecond;
  /** A whole URL for a path of this installation, as handed to API clients. */
  url: (request: FastifyRequest, path: string) => string;
  /** A signed address of a stored file that needs no token (`/apis/file/v1/download/...`), for a week. */
  fileUrl: (request: FastifyRequest, fileId: number) => Promise<string>;
}
