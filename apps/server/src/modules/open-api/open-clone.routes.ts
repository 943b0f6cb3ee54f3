import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  FileSource,
  OpenApi,
  ZOpenCloneStatus,
  ZOpenCloneVideoFields,
  type TAvatarCloneUploadType,
  type TOpenCloneStatus,
  type TOpenCloneUpload,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import { cloneStatusOf, fileClone, parsedFields, readCloneParts } from './open-clone-filing';
import type { OpenRouteOptions } from './open-route-options';

const tags = ['open API: avatar clones'];

/** The video and the text parts of v2's upload: a name and the consent are required. */
async function readCloneUpload(req: FastifyRequest) {
  const { video, fields } = await readCloneParts(req);
  if (!video) throw AppError.badRequest('openApiFileRequired');
  if (fields.noticeAccepted === undefined) throw AppError.badRequest('cloneNoticeRequired');
  return { video, fields: parsedFields(ZOpenCloneVideoFields, fields) };
}

/**
 * `video/v2/uploadCloneVideo` and `getUploadCloneVideoStatus` (docs/open-api.md "Avatar clones"): the web app's
 * avatar clone, in one call. The video is checked as on /fast-clone (a refused one is not kept), the clone filed
 * and its year paid for (held); a short balance refuses the call and keeps nothing.
 */
export function openCloneRoutes(services: Services, { perSecond }: OpenRouteOptions): FastifyPluginAsyncZod {
  const { avatarClones, files } = services;

  return async (app) => {
    app.post(
      OpenApi.uploadCloneVideo,
      { config: perSecond(1), schema: { tags, consumes: ['multipart/form-data'] } },
      async (req): Promise<TOpenCloneUpload> => {
        const userId = requireAuth(req).userId;
        const { video, fields } = await readCloneUpload(req);
        const file = await files.upload(userId, {
          fileName: video.fileName,
          source: FileSource.UserUpload,
          body: video.body,
        });
        const order = { uploadTypeId: fields.uploadTypeId as TAvatarCloneUploadType, name: fields.digitalHumanName };
        return fileClone(services, userId, { fileId: file.id, uploadedNow: true }, order, req.locale);
      },
    );

    app.post(
      OpenApi.uploadCloneVideoStatus,
      { config: perSecond(10), schema: { tags, body: ZOpenCloneStatus } },
      async (req): Promise<TOpenCloneStatus> => {
        const row = await avatarClones.detail(requireAuth(req).userId, req.body.taskId);
        return { taskId: row.id, ...cloneStatusOf(row, req.locale) };
      },
    );
  };
}
