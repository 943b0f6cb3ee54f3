import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CopywritingApi, ZCopyExtendedRequest, ZCopyRecommendationRequest } from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { successEnvelope } from '../../platform/envelope';
import type { Services } from '../services';
import { sendCopyStream } from './copy-stream';

const tags = ['marketing copy'];

export function copywritingRoutes({ copywriting }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(CopywritingApi.generateBatchId, { schema: { tags } }, (req) => {
      requireAuth(req);
      return successEnvelope(req, copywriting.batchId());
    });
    app.get(CopywritingApi.queryAllLanguage, { schema: { tags } }, (req) => {
      requireAuth(req);
      return copywriting.languages(req.locale);
    });
    app.post(
      CopywritingApi.recommendation,
      { config: { rawReply: true }, schema: { tags, body: ZCopyRecommendationRequest } },
      async (req, reply) => sendCopyStream(req, reply, await copywriting.recommend(requireAuth(req).userId, req.body)),
    );
    app.post(
      CopywritingApi.extended,
      { config: { rawReply: true }, schema: { tags, body: ZCopyExtendedRequest } },
      async (req, reply) => sendCopyStream(req, reply, await copywriting.extend(requireAuth(req).userId, req.body)),
    );
  };
}
