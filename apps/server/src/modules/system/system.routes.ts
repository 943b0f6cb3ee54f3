import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SystemApi } from '@orator/contracts';
import type { Services } from '../services';

/** The catalogue changes only when the server restarts: browsers and proxies may keep it a while. */
const SUMMARY_CACHE = 'public, max-age=300';

export function systemRoutes({ system }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(SystemApi.health, { config: { access: 'public' }, schema: { tags: ['system'] } }, async (_req, reply) => {
      const health = await system.health();
      if (health.status !== 'ok') reply.status(503);
      return health;
    });
    app.get(
      SystemApi.catalogueSummary,
      { config: { access: 'public' }, schema: { tags: ['system'] } },
      async (_req, reply) => {
        reply.header('cache-control', SUMMARY_CACHE);
        return system.catalogueSummary();
      },
    );
  };
}
