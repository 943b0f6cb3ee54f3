import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpenApi, ZOpenCopyStreamRequest } from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { sendCopyStream } from '../copywriting/copy-stream';
import type { Services } from '../services';
import type { OpenRouteOptions } from './open-route-options';

const tags = ['open API: marketing copy'];

/**
 * `copywriting/v2/stream/ai`: marketing copy as server-sent events, the same writer, checks and daily limit as the
 * web app's copy page; a refusal before the stream is the open API's envelope with a string code.
 */
export function openCopywritingRoutes(
  { copywriting }: Services,
  { perSecond }: OpenRouteOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      OpenApi.copywritingStream,
      { config: { ...perSecond(2), rawReply: true }, schema: { tags, body: ZOpenCopyStreamRequest } },
      async (req, reply) => sendCopyStream(req, reply, await copywriting.recommend(requireAuth(req).userId, req.body)),
    );
  };
}
