import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AVATAR_CLONE_NAME_MAX, FileSource, ZOpenJobQuery, type TAvatarCloneUploadType } from '@orator/contracts';
import type { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Services } from '../services';
import { cloneStatusOf, fileClone, parsedFields, readCloneParts, type CloneOrder } from './open-clone-filing';
import { ownFileOf } from './open-own-files';
import type { OpenRouteOptions } from './open-route-options';
import {
  OpenApiV3Uploads,
  ZOpenCloneOrderV3,
  ZOpenCloneUploadV3,
  isConsent,
  type TOpenCloneStatusV3,
  type TOpenCloneUploadV3,
} from './open-v3-upload-schemas';

const tags = ['open API: V3 avatar clones'];

/** The consent is required; an unnamed clone is called as its video's file is. */
function orderOf(fields: z.output<typeof ZOpenCloneOrderV3>, fileName: string): CloneOrder {
  if (!isConsent(fields.noticeAccepted)) throw AppError.badRequest('cloneNoticeRequired');
  const fromFile = fileName.replace(/\.[^.]+$/, '').trim() || fileName;
  return {
    uploadTypeId: fields.uploadTypeId as TAvatarCloneUploadType,
    name: fields.digitalHumanName ?? fromFile.slice(0, AVATAR_CLONE_NAME_MAX),
  };
}

/**
 * V3 avatar clones, the work of v2's `uploadCloneVideo` (docs/open-api.md "Avatar clones"): the portrait video in a
 * part named `file` beside the order's text parts, or, as JSON, by an address this installation handed out
 * (`videoUrl`) or its id, with the order beside it. The video is checked, the clone filed and its year paid for
 * (held) in one call; any refusal keeps nothing and charges nothing. Followed by its `jobId` (the clone's id).
 */
export function openV3CloneRoutes(services: Services, { perSecond }: OpenRouteOptions): FastifyPluginAsyncZod {
  const { avatarClones, files, urlSigner } = services;

  /** The video and the order of a multipart request; the video is stored once the order is known to be good. */
  async function uploadedVideo(req: FastifyRequest, userId: number) {
    const { video, fields } = await readCloneParts(req);
    if (!video) throw AppError.badRequest('openApiUploadRequired');
    const order = orderOf(parsedFields(ZOpenCloneOrderV3, fields), video.fileName);
    const file = await files.upload(userId, {
      fileName: video.fileName,
      source: FileSource.UserUpload,
      body: video.body,
    });
    return { video: { fileId: file.id, uploadedNow: true }, order };
  }

  /** A video the caller already has, named by an address this installation handed out or by its id. */
  async function storedVideo(userId: number, body: z.output<typeof ZOpenCloneUploadV3>) {
    if (!body || (!body.videoUrl && body.videoFileId === undefined)) {
      throw AppError.badRequest('openApiUploadRequired');
    }
    const fileId = await ownFileOf(urlSigner, body.videoUrl, body.videoFileId);
    const file = await files.find(userId, fileId);
    return { video: { fileId, uploadedNow: false }, order: orderOf(body, file.fileName) };
  }

  return async (app) => {
    app.post(
      OpenApiV3Uploads.uploadCloneVideo,
      {
        config: perSecond(1),
        schema: { tags, consumes: ['application/json', 'multipart/form-data'], body: ZOpenCloneUploadV3 },
      },
      async (req): Promise<TOpenCloneUploadV3> => {
        const userId = requireAuth(req).userId;
        const { video, order } = req.isMultipart()
          ? await uploadedVideo(req, userId)
          : await storedVideo(userId, req.body);
        const { taskId, ...filed } = await fileClone(services, userId, video, order, req.locale);
        return { jobId: String(taskId), ...filed };
      },
    );

    app.post(
      OpenApiV3Uploads.uploadCloneVideoStatus,
      { config: perSecond(10), schema: { tags, body: ZOpenJobQuery } },
      async (req): Promise<TOpenCloneStatusV3> => {
        const row = await avatarClones.detail(requireAuth(req).userId, req.body.jobId);
        return { jobId: String(row.id), ...cloneStatusOf(row, req.locale) };
      },
    );
  };
}
