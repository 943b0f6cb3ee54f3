import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SubtitleRemoverApi,
  ZSubtitleRemoverDeleteRequest,
  ZSubtitleRemoverFileQuery,
  ZSubtitleRemoverIdQuery,
  ZSubtitleRemoverListRequest,
  ZSubtitleRemoverQuoteRequest,
  ZSubtitleRemoverSubmitRequest,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { withUploadedVideo } from './subtitle-remover-upload';
import { toSubtitleRemoverTask } from './subtitle-remover-view';

const tags = ['subtitleRemover'];

export function subtitleRemoverRoutes({ subtitleRemover }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(SubtitleRemoverApi.uploadVideo, { schema: { tags, consumes: ['multipart/form-data'] } }, (req) => {
      const { userId } = requireAuth(req);
      return withUploadedVideo(req, (video) => subtitleRemover.acceptUpload(userId, video));
    });
    app.get(SubtitleRemoverApi.suggestBand, { schema: { tags, querystring: ZSubtitleRemoverFileQuery } }, (req) =>
      subtitleRemover.suggestBand(requireAuth(req).userId, req.query.fileId),
    );
    app.post(SubtitleRemoverApi.quote, { schema: { tags, body: ZSubtitleRemoverQuoteRequest } }, (req) =>
      subtitleRemover.quote(requireAuth(req).userId, req.body.fileId),
    );
    app.post(SubtitleRemoverApi.submit, { schema: { tags, body: ZSubtitleRemoverSubmitRequest } }, async (req) =>
      toSubtitleRemoverTask(await subtitleRemover.submit(requireAuth(req).userId, req.body, req.locale), req.locale),
    );
    app.post(SubtitleRemoverApi.list, { schema: { tags, body: ZSubtitleRemoverListRequest } }, async (req) => {
      const { current, size, ids } = req.body;
      const page = await subtitleRemover.list(requireAuth(req).userId, current, size, ids);
      return { ...page, records: page.records.map((task) => toSubtitleRemoverTask(task, req.locale)) };
    });
    app.get(SubtitleRemoverApi.detail, { schema: { tags, querystring: ZSubtitleRemoverIdQuery } }, async (req) =>
      toSubtitleRemoverTask(await subtitleRemover.detail(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(
      SubtitleRemoverApi.taskBatchDelete,
      { schema: { tags, body: ZSubtitleRemoverDeleteRequest } },
      async (req) => {
        await subtitleRemover.delete(requireAuth(req).userId, req.body.ids);
        return null;
      },
    );
  };
}
