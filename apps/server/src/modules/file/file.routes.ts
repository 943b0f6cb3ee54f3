import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FileSource,
  UserApi,
  ZDownloadQuery,
  ZFileListBySourceRequest,
  ZFindFileQuery,
  ZUpdateFileRequest,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import { formatBytes } from '../../platform/format';
import { UPLOAD_LIMIT_BYTES } from './file-kinds';

const tags = ['file'];

export function fileRoutes({ files }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(UserApi.uploadFile, { schema: { tags, consumes: ['multipart/form-data'] } }, async (req) => {
      const { userId } = requireAuth(req);
      const part = await req.file();
      if (!part) throw AppError.badRequest('uploadFailed');
      const source = z.coerce
        .number()
        .int()
        .positive()
        .catch(FileSource.UserUpload)
        .parse(fieldValue(part.fields.source));
      return files.upload(userId, { fileName: part.filename, source, body: await partBytes(app, part) });
    });

    app.get(UserApi.findFileById, { schema: { tags, querystring: ZFindFileQuery } }, (req) =>
      files.find(requireAuth(req).userId, req.query.id),
    );
    app.post(UserApi.fileListBySource, { schema: { tags, body: ZFileListBySourceRequest } }, (req) =>
      files.listBySource(requireAuth(req).userId, req.body.source, req.body.current, req.body.size),
    );
    app.post(UserApi.updateFile, { schema: { tags, body: ZUpdateFileRequest } }, (req) =>
      files.rename(requireAuth(req).userId, req.body.id, req.body.fileName),
    );

    app.get(
      UserApi.downloadFileById,
      { config: { rawReply: true }, schema: { tags, querystring: ZDownloadQuery } },
      async (req, reply) => {
        const { row, stream, size } = await files.open(requireAuth(req).userId, req.query.fileId);
        const name = req.query.fileName || row.fileName;
        reply
          .header('content-type', row.mimeType)
          .header('content-length', size)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
        return reply.send(stream);
      },
    );
  };
}

function fieldValue(field: unknown): unknown {
  const single = Array.isArray(field) ? field[0] : field;
  return single && typeof single === 'object' && 'value' in single ? single.value : undefined;
}

/** An uploaded part's bytes; the multipart limit surfaces as a bare 413, so this says which limit the file broke. */
export function partBytes(app: FastifyInstance, part: MultipartFile): Promise<Buffer> {
  return part.toBuffer().catch((error: unknown) => {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw AppError.badRequest('fileTooLarge', { max: formatBytes(UPLOAD_LIMIT_BYTES) });
    }
    throw error;
  });
}
