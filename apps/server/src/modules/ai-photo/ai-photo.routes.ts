import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AiPhotoApi,
  ZAiPhotoDeleteRequest,
  ZAiPhotoGenerateRequest,
  ZAiPhotoIdQuery,
  ZAiPhotoImageQuery,
  ZAiPhotoImageRequest,
  ZAiPhotoKeywordsQuery,
  ZAiPhotoListRequest,
  type TAiPhotoKeywords,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toAiPhotoTask } from './ai-photo-view';

const tags = ['aiPhoto'];

export function aiPhotoRoutes({ aiPhotos }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(AiPhotoApi.queryAiPhotoDefault, { schema: { tags } }, (req) => {
      requireAuth(req);
      return aiPhotos.defaults(req.locale);
    });
    app.get(
      AiPhotoApi.queryKeywordsRandomList,
      { schema: { tags, querystring: ZAiPhotoKeywordsQuery } },
      (req): TAiPhotoKeywords => {
        requireAuth(req);
        return { locale: req.locale, keywords: aiPhotos.keywords(req.locale, req.query.size) };
      },
    );
    app.get(AiPhotoApi.queryGenerateAiPhotoNum, { schema: { tags } }, (req) =>
      aiPhotos.permission(requireAuth(req).userId),
    );
    app.post(AiPhotoApi.generateAiPhotoV3, { schema: { tags, body: ZAiPhotoGenerateRequest } }, async (req) =>
      toAiPhotoTask(await aiPhotos.submit(requireAuth(req).userId, req.body), req.locale),
    );
    app.get(AiPhotoApi.queryAiPhotoStatus, { schema: { tags, querystring: ZAiPhotoIdQuery } }, async (req) =>
      toAiPhotoTask(await aiPhotos.status(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(AiPhotoApi.queryAiPhoto, { schema: { tags, body: ZAiPhotoListRequest } }, async (req) => {
      const { current, size } = req.body;
      const page = await aiPhotos.list(requireAuth(req).userId, current, size);
      return { ...page, records: page.records.map((found) => toAiPhotoTask(found, req.locale)) };
    });
    app.get(AiPhotoApi.queryGenerateAiPhotoIng, { schema: { tags } }, async (req) =>
      (await aiPhotos.ongoing(requireAuth(req).userId)).map((found) => toAiPhotoTask(found, req.locale)),
    );
    app.get(AiPhotoApi.queryAiPhotoFileId, { schema: { tags, querystring: ZAiPhotoImageQuery } }, (req) =>
      aiPhotos.fileOf(requireAuth(req).userId, req.query.imageId),
    );
    app.post(AiPhotoApi.saveAiPhotoNew, { schema: { tags, body: ZAiPhotoImageRequest } }, (req) =>
      aiPhotos.save(requireAuth(req).userId, req.body.imageId),
    );
    app.post(AiPhotoApi.queryAiPhotoDigitalHuman, { schema: { tags, body: ZAiPhotoImageRequest } }, (req) =>
      aiPhotos.toTalkingPhoto(requireAuth(req).userId, req.body.imageId, req.locale),
    );
    app.post(AiPhotoApi.deleteAiPhoto, { schema: { tags, body: ZAiPhotoDeleteRequest } }, async (req) => {
      await aiPhotos.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
  };
}
