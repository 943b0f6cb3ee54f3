import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DubbingApi,
  ZDubbingDeleteRequest,
  ZDubbingIdQuery,
  ZDubbingListRequest,
  ZDubbingQuoteRequest,
  ZTextToSpeechRequest,
  ZUpdateSubtitleByFontSizeRequest,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { toDubbingTask } from './dubbing-view';

const tags = ['dubbing'];

export function dubbingRoutes({ dubbing }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(DubbingApi.textToSpeech, { schema: { tags, body: ZTextToSpeechRequest } }, async (req) =>
      toDubbingTask(await dubbing.submit(requireAuth(req).userId, req.body), req.locale),
    );
    app.post(DubbingApi.queryCanSaveText2SpeechTask, { schema: { tags, body: ZDubbingQuoteRequest } }, (req) =>
      dubbing.quote(requireAuth(req).userId, req.body),
    );
    app.post(
      DubbingApi.updateSubtitleByFontSize,
      { schema: { tags, body: ZUpdateSubtitleByFontSizeRequest } },
      async (req) => toDubbingTask(await dubbing.recutSubtitles(requireAuth(req).userId, req.body), req.locale),
    );
    app.post(DubbingApi.list, { schema: { tags, body: ZDubbingListRequest } }, async (req) => {
      const { current, size, ids } = req.body;
      const page = await dubbing.list(requireAuth(req).userId, current, size, ids);
      return { ...page, records: page.records.map((row) => toDubbingTask(row, req.locale)) };
    });
    app.get(DubbingApi.detail, { schema: { tags, querystring: ZDubbingIdQuery } }, async (req) =>
      toDubbingTask(await dubbing.detail(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(DubbingApi.delete, { schema: { tags, body: ZDubbingDeleteRequest } }, async (req) => {
      await dubbing.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
  };
}
