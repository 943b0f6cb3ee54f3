import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AudioSubtitleApi,
  ZAudioSubtitleDeleteRequest,
  ZAudioSubtitleListRequest,
  ZAudioToSubtitleRequest,
  ZEditAudioToSubtitleRequest,
  ZSubtitleExportQuery,
  ZSubtitleIdQuery,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toSubtitleSummary, toSubtitleTask } from './audio-subtitle-view';

const tags = ['audio to subtitle'];

export function audioSubtitleRoutes({ audioSubtitles }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(AudioSubtitleApi.getSupportLanguage, { schema: { tags } }, (req) => {
      requireAuth(req);
      return audioSubtitles.languages();
    });
    app.post(AudioSubtitleApi.asyncAudioToSubtitle, { schema: { tags, body: ZAudioToSubtitleRequest } }, async (req) =>
      toSubtitleTask(await audioSubtitles.submit(requireAuth(req).userId, req.body, req.locale), req.locale),
    );
    app.get(
      AudioSubtitleApi.getAudioToSubtitleResult,
      { schema: { tags, querystring: ZSubtitleIdQuery } },
      async (req) => toSubtitleTask(await audioSubtitles.result(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(
      AudioSubtitleApi.editAudioToSubtitle,
      { schema: { tags, body: ZEditAudioToSubtitleRequest } },
      async (req) => toSubtitleTask(await audioSubtitles.edit(requireAuth(req).userId, req.body), req.locale),
    );
    app.post(AudioSubtitleApi.list, { schema: { tags, body: ZAudioSubtitleListRequest } }, async (req) => {
      const { current, size, ids } = req.body;
      const page = await audioSubtitles.list(requireAuth(req).userId, current, size, ids);
      return { ...page, records: page.records.map((row) => toSubtitleSummary(row, req.locale)) };
    });
    app.post(AudioSubtitleApi.delete, { schema: { tags, body: ZAudioSubtitleDeleteRequest } }, async (req) => {
      await audioSubtitles.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
    app.get(
      AudioSubtitleApi.export,
      { config: { rawReply: true }, schema: { tags, querystring: ZSubtitleExportQuery } },
      async (req, reply) => {
        const file = await audioSubtitles.export(requireAuth(req).userId, req.query.id, req.query.format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .send(file.body);
      },
    );
  };
}
