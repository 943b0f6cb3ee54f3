import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SystemApi } from '@orator/contracts';
import type { Services } from '../services';

export function systemRoutes({ system }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(SystemApi.health, { config: { access: 'public' }, schema: { tags: ['system'] } }, async (_req, reply) => {
      const health = await system.health();
      if (health.status !== 'ok') reply.status(503);
      return health;
    });
  };
}
