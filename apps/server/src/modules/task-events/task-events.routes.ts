import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TaskEventsApi } from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';

const tags = ['live task events'];

export function taskEventRoutes({ taskEvents }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    // An open stream would otherwise keep the server from closing.
    app.addHook('preClose', async () => taskEvents.endStreams());

    app.get(TaskEventsApi.stream, { config: { rawReply: true }, schema: { tags } }, async (req, reply) => {
      const stream = await taskEvents.stream(requireAuth(req).userId);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    });
  };
}
