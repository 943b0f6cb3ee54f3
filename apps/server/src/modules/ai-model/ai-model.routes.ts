import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AiModelApi,
  ZAiModelDeleteRequest,
  ZAiModelGenerateRequest,
  ZAiModelIdQuery,
  ZAiModelListRequest,
  ZStockModelQuery,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toAiModelTask } from './ai-model-view';

const tags = ['aiModel'];
/** Stock portraits never change within a release. */
const STOCK_PHOTO_CACHE = 'public, max-age=86400';

export function aiModelRoutes({ aiModels }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(AiModelApi.queryAiModelDefault, { schema: { tags } }, (req) => {
      requireAuth(req);
      return aiModels.defaults();
    });
    // Public like the stock avatars' art: an <img> asks for it, and the portraits ship with every installation.
    app.get(
      AiModelApi.queryStockModelPhoto,
      { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZStockModelQuery } },
      async (req, reply) =>
        reply
          .type('image/jpeg')
          .header('cache-control', STOCK_PHOTO_CACHE)
          .send(await aiModels.stockPhoto(req.query.id)),
    );
    app.get(AiModelApi.queryGenerateAiModelNum, { schema: { tags } }, (req) =>
      aiModels.permission(requireAuth(req).userId),
    );
    app.post(AiModelApi.generateAiModel, { schema: { tags, body: ZAiModelGenerateRequest } }, async (req) =>
      toAiModelTask(await aiModels.submit(requireAuth(req).userId, req.body, req.locale), req.locale),
    );
    app.get(AiModelApi.queryAiModelStatus, { schema: { tags, querystring: ZAiModelIdQuery } }, async (req) =>
      toAiModelTask(await aiModels.status(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(AiModelApi.queryAiModel, { schema: { tags, body: ZAiModelListRequest } }, async (req) => {
      const { current, size } = req.body;
      const page = await aiModels.list(requireAuth(req).userId, current, size);
      return { ...page, records: page.records.map((found) => toAiModelTask(found, req.locale)) };
    });
    app.post(AiModelApi.deleteAiModel, { schema: { tags, body: ZAiModelDeleteRequest } }, async (req) => {
      await aiModels.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
  };
}
