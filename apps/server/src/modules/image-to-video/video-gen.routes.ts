import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ImageToVideoApi,
  ZImageToVideoRequest,
  ZTextToVideoRequest,
  ZVideoGenDeleteRequest,
  ZVideoGenIdQuery,
  ZVideoGenListRequest,
  ZVideoGenTemplatesQuery,
  type TVideoGenTemplates,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toVideoGenTask } from './video-gen-view';

const tags = ['imageToVideo'];

export function videoGenRoutes({ videoGens }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(ImageToVideoApi.getPromptWord, { schema: { tags } }, (req) => {
      requireAuth(req);
      return videoGens.defaults(req.locale);
    });
    app.get(
      ImageToVideoApi.randomPromptTemplates,
      { schema: { tags, querystring: ZVideoGenTemplatesQuery } },
      (req): TVideoGenTemplates => {
        requireAuth(req);
        return { locale: req.locale, templates: videoGens.randomTemplates(req.locale, req.query.size) };
      },
    );
    app.post(ImageToVideoApi.submitImageToVideo, { schema: { tags, body: ZImageToVideoRequest } }, async (req) =>
      toVideoGenTask(await videoGens.submitImages(requireAuth(req).userId, req.body), req.locale),
    );
    app.post(ImageToVideoApi.submitImageToVideoNew, { schema: { tags, body: ZTextToVideoRequest } }, async (req) =>
      toVideoGenTask(await videoGens.submitText(requireAuth(req).userId, req.body), req.locale),
    );
    app.get(ImageToVideoApi.getImageToVideoDetail, { schema: { tags, querystring: ZVideoGenIdQuery } }, async (req) =>
      toVideoGenTask(await videoGens.detail(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(ImageToVideoApi.listImageToVideo, { schema: { tags, body: ZVideoGenListRequest } }, async (req) => {
      const { current, size } = req.body;
      const page = await videoGens.list(requireAuth(req).userId, current, size);
      return { ...page, records: page.records.map((task) => toVideoGenTask(task, req.locale)) };
    });
    app.post(ImageToVideoApi.deleteImageToVideo, { schema: { tags, body: ZVideoGenDeleteRequest } }, async (req) => {
      await videoGens.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
  };
}
