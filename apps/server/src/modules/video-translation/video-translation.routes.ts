import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VideoTranslationApi,
  ZRegenerateSentenceRequest,
  ZSaveSentencesRequest,
  ZTranscribeRequest,
  ZTranslateTaskRequest,
  ZVideoTranslationDeleteRequest,
  ZVideoTranslationIdQuery,
  ZVideoTranslationListRequest,
  ZVideoTranslationSubmitRequest,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import type { Services } from '../services';
import { withUploadedVideo } from './video-upload';
import { toVideoTranslationTask } from './video-translation-view';

const tags = ['videoTranslation'];
/** Each translation runs an engine (a process or a paid server); a person editing needs far fewer. */
const TRANSLATIONS_PER_MINUTE = 30;

export function videoTranslationRoutes({ videoTranslations }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(VideoTranslationApi.uploadVideo, { schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
      const { userId } = requireAuth(req);
      const row = await withUploadedVideo(req, (video) => videoTranslations.createFromUpload(userId, video));
      return toVideoTranslationTask(row, req.locale);
    });
    app.get(
      VideoTranslationApi.detectLanguageType,
      { schema: { tags, querystring: ZVideoTranslationIdQuery } },
      (req) => videoTranslations.detectedLanguage(requireAuth(req).userId, req.query.id),
    );
    app.post(VideoTranslationApi.transcribe, { schema: { tags, body: ZTranscribeRequest } }, async (req) =>
      toVideoTranslationTask(
        await videoTranslations.transcribe(requireAuth(req).userId, req.body, req.locale),
        req.locale,
      ),
    );
    app.post(VideoTranslationApi.saveSentences, { schema: { tags, body: ZSaveSentencesRequest } }, async (req) =>
      toVideoTranslationTask(await videoTranslations.saveSentences(requireAuth(req).userId, req.body), req.locale),
    );
    app.post(
      VideoTranslationApi.translate,
      {
        config: { rateLimit: { max: TRANSLATIONS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: { tags, body: ZTranslateTaskRequest },
      },
      async (req) =>
        toVideoTranslationTask(
          await videoTranslations.translate(requireAuth(req).userId, req.body, req.locale),
          req.locale,
        ),
    );
    app.post(VideoTranslationApi.quote, { schema: { tags, body: ZVideoTranslationSubmitRequest } }, (req) =>
      videoTranslations.quote(requireAuth(req).userId, req.body),
    );
    app.post(VideoTranslationApi.submit, { schema: { tags, body: ZVideoTranslationSubmitRequest } }, async (req) =>
      toVideoTranslationTask(await videoTranslations.submit(requireAuth(req).userId, req.body, req.locale), req.locale),
    );
    app.post(
      VideoTranslationApi.regenerateSentence,
      { schema: { tags, body: ZRegenerateSentenceRequest } },
      async (req) =>
        toVideoTranslationTask(
          await videoTranslations.regenerateSentence(requireAuth(req).userId, req.body, req.locale),
          req.locale,
        ),
    );
    app.post(VideoTranslationApi.list, { schema: { tags, body: ZVideoTranslationListRequest } }, async (req) => {
      const { current, size, ids } = req.body;
      const page = await videoTranslations.list(requireAuth(req).userId, current, size, ids);
      return { ...page, records: page.records.map((row) => toVideoTranslationTask(row, req.locale)) };
    });
    app.get(VideoTranslationApi.detail, { schema: { tags, querystring: ZVideoTranslationIdQuery } }, async (req) =>
      toVideoTranslationTask(await videoTranslations.detail(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.post(VideoTranslationApi.delete, { schema: { tags, body: ZVideoTranslationDeleteRequest } }, async (req) => {
      await videoTranslations.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
  };
}
