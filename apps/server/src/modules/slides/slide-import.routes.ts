import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SLIDE_IMPORT_LIMITS,
  SlidesApi,
  ZSlideDeleteRequest,
  ZSlideHistoryRequest,
  ZSlideImportIdQuery,
  ZSlideImportIdRequest,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { formatBytes } from '../../platform/format';
import type { Services } from '../services';
import { toSlideExtraction, toSlideHistoryRecord, toSlidePages, toSlideProgress } from './slide-import-view';

const tags = ['slides'];

export function slideImportRoutes({ slideImports }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(SlidesApi.upload, { schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
      const { userId } = requireAuth(req);
      const part = await req.file();
      if (!part) throw AppError.badRequest('uploadFailed');
      const body = await part.toBuffer().catch((error: unknown) => {
        // The multipart limit surfaces as a bare 413; say which limit the deck broke.
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw AppError.badRequest('slideFileTooLarge', { max: formatBytes(SLIDE_IMPORT_LIMITS.maxBytes) });
        }
        throw error;
      });
      return toSlideProgress(await slideImports.upload(userId, { fileName: part.filename, body }), req.locale);
    });
    app.get(SlidesApi.getProgress, { schema: { tags, querystring: ZSlideImportIdQuery } }, async (req) =>
      toSlideProgress(await slideImports.progress(requireAuth(req).userId, req.query.id), req.locale),
    );
    app.get(SlidesApi.getExtractProgress, { schema: { tags, querystring: ZSlideImportIdQuery } }, async (req) =>
      toSlideProgress(await slideImports.progress(requireAuth(req).userId, req.query.id), req.locale, 'extract'),
    );
    app.post(SlidesApi.extract, { schema: { tags, body: ZSlideImportIdRequest } }, async (req) =>
      toSlideExtraction(await slideImports.extraction(requireAuth(req).userId, req.body.id), req.locale),
    );
    app.get(SlidesApi.images, { schema: { tags, querystring: ZSlideImportIdQuery } }, async (req) =>
      toSlidePages(await slideImports.extraction(requireAuth(req).userId, req.query.id)),
    );
    app.post(SlidesApi.historyRecord, { schema: { tags, body: ZSlideHistoryRequest } }, async (req) => {
      const { current, size } = req.body;
      const page = await slideImports.history(requireAuth(req).userId, current, size);
      return { ...page, records: page.records.map((row) => toSlideHistoryRecord(row, req.locale)) };
    });
    app.post(SlidesApi.delete, { schema: { tags, body: ZSlideDeleteRequest } }, async (req) => {
      await slideImports.delete(requireAuth(req).userId, req.body.ids);
      return null;
    });
  };
}
