import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ImageToVideoApi,
  ZImageToVideoRequest,
  ZVideoArtImageRequest,
  ZVideoGenCopyFileRequest,
  ZVideoGenPageRequest,
  ZVideoGenRatioQuery,
  ZVideoGenSaveRequest,
  ZVideoGenTemplateIdQuery,
  ZTextToVideoRequest,
  ZVideoGenDeleteRequest,
  ZVideoGenIdQuery,
  ZVideoGenListRequest,
  ZVideoGenTemplatesQuery,
  type TVideoGenTemplates,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toVideoArtImage, toVideoGenTask } from './video-gen-view';

const DAY = 'public, max-age=86400';

const tags = ['imageToVideo'];

export function videoGenRoutes({ videoGens, videoArt }: Services): FastifyPluginAsyncZod {
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
      const { current, size, kind } = req.body;
      const page = await videoGens.list(requireAuth(req).userId, current, size, kind);
      return { ...page, records: page.records.map((task) => toVideoGenTask(task, req.locale)) };
    });
    app.post(ImageToVideoApi.listImageToVideoNew, { schema: { tags, body: ZVideoGenPageRequest } }, async (req) => {
      const { current, size } = req.body;
      const page = await videoGens.list(requireAuth(req).userId, current, size, 'text');
      return { ...page, records: page.records.map((task) => toVideoGenTask(task, req.locale)) };
    });
    app.post(ImageToVideoApi.saveAiCharacterVideo, { schema: { tags, body: ZVideoGenSaveRequest } }, (req) =>
      videoGens.save(requireAuth(req).userId, req.body.id, req.body.name),
    );
    app.get(ImageToVideoApi.getTemplateImage, { schema: { tags, querystring: ZVideoGenRatioQuery } }, (req) => {
      requireAuth(req);
      return videoGens.templateImages(req.locale, req.query.ratio);
    });
    app.get(
      ImageToVideoApi.templateImage,
      { config: { access: 'public', rawReply: true }, schema: { tags, querystring: ZVideoGenTemplateIdQuery } },
      async (req, reply) =>
        reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', DAY)
          .send(await videoGens.templateImage(req.query.id)),
    );
    app.post(ImageToVideoApi.getCopyFile, { schema: { tags, body: ZVideoGenCopyFileRequest } }, (req) =>
      videoGens.copyTemplate(requireAuth(req).userId, req.body.templateId),
    );
    app.post(ImageToVideoApi.aiImageSubmit, { schema: { tags, body: ZVideoArtImageRequest } }, async (req) =>
      toVideoArtImage(await videoArt.submit(requireAuth(req).userId, req.body)),
    );
    app.post(ImageToVideoApi.aiImageList, { schema: { tags, body: ZVideoGenPageRequest } }, async (req) => {
      const { current, size } = req.body;
      const page = await videoArt.list(requireAuth(req).userId, current, size);
      return { ...page, records: page.records.map(toVideoArtImage) };
    });
    app.post(ImageToVideoApi.deleteImageToVideo, { schema: { tags, body: ZVideoGenDeleteRequest } }, async (req) => {
      await videoGens.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
  };
}
