import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  FileSource,
  OpenApi,
  OpenPhotoStatus,
  SupportType,
  ZOpenDigitalHumanMsg,
  ZOpenUploadStatus,
  type TDigitalHuman,
  type TOpenDigitalHumanMsg,
  type TOpenUpload,
  type TOpenUploadStatus,
  type TPhotoStatus,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import { fromOpenAvatarId, toOpenAvatarId } from './open-avatar-ids';
import type { OpenRouteOptions } from './open-route-options';
import { acceptUpload } from './open-upload-store';

const tags = ['open API: uploads'];
const multipart = { tags, consumes: ['multipart/form-data'] };
const PHOTO_STATUS: Record<TPhotoStatus, number> = {
  processing: OpenPhotoStatus.Processing,
  ready: OpenPhotoStatus.Success,
  failed: OpenPhotoStatus.Failed,
};

/**
 * Uploads of the public v1 calls, each a multipart body with one part named `file`: a portrait that becomes a
 * talking photo once its face is checked (polled with `getUploadCustomAvatar`, found with `getDigitalHumanMsg`), and
 * an MP3 to narrate a video. A file the call refuses is not kept.
 */
export function openUploadRoutes(services: Services, { perSecond, url }: OpenRouteOptions): FastifyPluginAsyncZod {
  const { avatars, narrations } = services;

  async function stored(
    req: FastifyRequest,
    source: number,
    accept: (userId: number, fileId: number) => Promise<unknown>,
  ): Promise<TOpenUpload> {
    const { fileId } = await acceptUpload(services, req, source, accept);
    return { fileId, bizType: source };
  }

  function digitalHumanMsg(req: FastifyRequest, avatar: TDigitalHuman, fileId: number | null): TOpenDigitalHumanMsg {
    const id = toOpenAvatarId(avatar.digitalHumanId);
    const picture = url(req, avatar.digitalHumanThumbnailUrl);
    return {
      fileId,
      supportTypeId: avatar.supportTypeId,
      digitalHumanId: id,
      digitalHumanThumbnailId: id,
      digitalHumanPhotoId: id,
      digitalHumanThumbnailUrl: picture,
      digitalHumanPhotoUrl: picture,
    };
  }

  return async (app) => {
    app.post(OpenApi.uploadAvatar, { config: perSecond(2), schema: multipart }, (req) =>
      stored(req, FileSource.Portrait, (userId, fileId) => avatars.photoUpload(userId, fileId, undefined, req.locale)),
    );
    app.post(OpenApi.uploadVoice, { config: perSecond(2), schema: multipart }, (req) =>
      stored(req, FileSource.Narration, (userId, fileId) => narrations.check(userId, fileId)),
    );

    app.post(
      OpenApi.uploadAvatarStatus,
      { config: perSecond(10), schema: { tags, body: ZOpenUploadStatus } },
      async (req): Promise<TOpenUploadStatus> => {
        const { fileId } = req.body;
        const { photo, avatar } = await avatars.photoOfFile(requireAuth(req).userId, fileId, req.locale);
        return {
          fileId,
          status: PHOTO_STATUS[photo.status],
          digitalHumanId: avatar && toOpenAvatarId(avatar.digitalHumanId),
          faceFileId: null,
          failMessage: photo.failMessage,
        };
      },
    );

    app.post(
      OpenApi.digitalHumanMsg,
      { config: perSecond(10), schema: { tags, body: ZOpenDigitalHumanMsg } },
      async (req) => {
        const userId = requireAuth(req).userId;
        const { supportTypeId, digitalHumanId, fileId } = req.body;
        if (supportTypeId === SupportType.TalkingPhoto && fileId !== undefined) {
          const { avatar } = await avatars.photoOfFile(userId, fileId, req.locale);
          if (!avatar) throw AppError.badRequest('avatarNotReady');
          return digitalHumanMsg(req, avatar, fileId);
        }
        const id = digitalHumanId === undefined ? null : fromOpenAvatarId(digitalHumanId);
        if (!id) throw AppError.badRequest('avatarNotFound');
        return digitalHumanMsg(req, await avatars.info(userId, id), null);
      },
    );
  };
}
