import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FileSource,
  OpenJobStatus,
  ZOpenJobQuery,
  type TLocale,
  type TPhotoAvatar,
  type TPhotoStatus,
} from '@orator/contracts';
import { PORTRAIT_LIMITS } from '@orator/media';
import type { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import { toOpenAvatarId } from './open-avatar-ids';
import { ownFileOf } from './open-own-files';
import type { OpenRouteOptions } from './open-route-options';
import { acceptUpload } from './open-upload-store';
import {
  OpenApiV3Uploads,
  ZOpenAvatarUploadV3,
  type TOpenAvatarResultV3,
  type TOpenAvatarUploadV3,
} from './open-v3-upload-schemas';

const tags = ['open API: V3 avatars'];
const JOB_STATUS: Record<TPhotoStatus, number> = {
  processing: OpenJobStatus.Processing,
  ready: OpenJobStatus.Success,
  failed: OpenJobStatus.Failed,
};

/**
 * V3 talking photos: `uploadAvatar` takes a portrait (in a part named `file`, or by an address this installation
 * handed out, or by its id) and checks its face in the background, as v1's upload and /ai/photo-avatar do;
 * `getUploadCustomAvatar` follows it by its `jobId` (the talking photo's id) to the avatar it becomes.
 */
export function openV3AvatarRoutes(services: Services, { perSecond, url }: OpenRouteOptions): FastifyPluginAsyncZod {
  const { avatars, files, urlSigner } = services;

  /** A picture the caller already has, within the portrait's size, made a talking photo. */
  async function photoOfStored(
    userId: number,
    named: z.output<typeof ZOpenAvatarUploadV3>,
    locale: TLocale,
  ): Promise<{ fileId: number; photo: TPhotoAvatar }> {
    if (!named || (!named.fileUrl && named.fileId === undefined)) throw AppError.badRequest('openApiUploadRequired');
    const fileId = await ownFileOf(urlSigner, named.fileUrl, named.fileId);
    const file = await files.find(userId, fileId);
    if (file.size > PORTRAIT_LIMITS.maxBytes) throw AppError.badRequest('photoTooLarge');
    return { fileId, photo: await avatars.photoUpload(userId, fileId, undefined, locale) };
  }

  return async (app) => {
    app.post(
      OpenApiV3Uploads.uploadAvatar,
      {
        config: perSecond(2),
        schema: { tags, consumes: ['application/json', 'multipart/form-data'], body: ZOpenAvatarUploadV3 },
      },
      async (req): Promise<TOpenAvatarUploadV3> => {
        const { fileId, photo } = req.isMultipart()
          ? await acceptUpload(services, req, FileSource.Portrait, (userId, id) =>
              avatars.photoUpload(userId, id, undefined, req.locale),
            ).then(({ fileId, accepted }) => ({ fileId, photo: accepted }))
          : await photoOfStored(requireAuth(req).userId, req.body, req.locale);
        return { jobId: String(photo.id), fileId };
      },
    );

    app.post(
      OpenApiV3Uploads.uploadAvatarResult,
      { config: perSecond(10), schema: { tags, body: ZOpenJobQuery } },
      async (req): Promise<TOpenAvatarResultV3> => {
        const userId = requireAuth(req).userId;
        const photo = await avatars.photoProgress(userId, req.body.jobId, req.locale);
        const avatar = photo.status === 'ready' ? await avatars.info(userId, photo.digitalHumanId) : null;
        return {
          jobId: String(photo.id),
          status: JOB_STATUS[photo.status],
          progress: photo.progress,
          failMessage: photo.failMessage,
          digitalHuman: avatar && {
            digitalHumanId: toOpenAvatarId(avatar.digitalHumanId),
            digitalHumanName: avatar.name,
            supportTypeId: avatar.supportTypeId,
            digitalHumanThumbnailUrl: url(req, avatar.digitalHumanThumbnailUrl),
            digitalHumanPhotoUrl: url(req, avatar.digitalHumanThumbnailUrl),
          },
        };
      },
    );
  };
}
