import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  FileSource,
  OPEN_CLONE_STATUS,
  OpenApi,
  ZOpenCloneStatus,
  ZOpenCloneVideoFields,
  type TAvatarCloneUploadType,
  type TOpenCloneStatus,
  type TOpenCloneUpload,
} from '@orator/contracts';
import { requireAuth } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { cloneDigitalHumanId, reasonText } from '../avatar-clone/avatar-clone-view';
import { partBytes } from '../file/file.routes';
import type { Services } from '../services';
import { toOpenAvatarId } from './open-avatar-ids';
import type { OpenRouteOptions } from './open-route-options';

const tags = ['open API: avatar clones'];

/** The video part and the text parts, in whatever order the client sent them. */
async function readCloneUpload(req: FastifyRequest) {
  let video: { fileName: string; body: Buffer } | undefined;
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      if (file.fieldname !== 'file' || video) {
        await file.toBuffer();
        continue;
      }
      video = { fileName: file.filename, body: await partBytes(req.server, file) };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!video) throw AppError.badRequest('openApiFileRequired');
  if (fields.noticeAccepted === undefined) throw AppError.badRequest('cloneNoticeRequired');
  const parsed = ZOpenCloneVideoFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw AppError.badRequest('invalidInput', { detail: `${issue?.path.join('.')}: ${issue?.message}` });
  }
  return { video, fields: parsed.data };
}

/**
 * `video/v2/uploadCloneVideo` and `getUploadCloneVideoStatus` (docs/open-api.md "Avatar clones"): the web app's
 * avatar clone, in one call. The video is checked as on /fast-clone (a refused one is not kept), the clone filed
 * and its year paid for (held); a short balance refuses the call and keeps nothing.
 */
export function openCloneRoutes(services: Services, { perSecond }: OpenRouteOptions): FastifyPluginAsyncZod {
  const { avatarClones, files, fileRepo } = services;

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
        let cloneId: number | undefined;
        try {
          const clone = await avatarClones.submit(
            userId,
            {
              uploadTypeId: fields.uploadTypeId as TAvatarCloneUploadType,
              name: fields.digitalHumanName,
              videoFileId: file.id,
              noticeAccepted: true,
            },
            req.locale,
          );
          cloneId = clone.id;
          const paid = await avatarClones.pay(userId, clone.id);
          return {
            taskId: paid.id,
            fileId: file.id,
            uploadTypeId: paid.uploadTypeId as TAvatarCloneUploadType,
            status: OPEN_CLONE_STATUS[paid.status],
            durationSec: Math.round(paid.videoDurationSec * 10) / 10,
            costMoney: paid.priceKcoins,
          };
        } catch (error) {
          if (cloneId !== undefined) await avatarClones.delete(userId, [cloneId]);
          await fileRepo.softDelete(file.id, userId);
          throw error;
        }
      },
    );

    app.post(
      OpenApi.uploadCloneVideoStatus,
      { config: perSecond(10), schema: { tags, body: ZOpenCloneStatus } },
      async (req): Promise<TOpenCloneStatus> => {
        const row = await avatarClones.detail(requireAuth(req).userId, req.body.taskId);
        const avatarId = cloneDigitalHumanId(row);
        return {
          taskId: row.id,
          taskName: row.name,
          uploadTypeId: row.uploadTypeId as TAvatarCloneUploadType,
          status: OPEN_CLONE_STATUS[row.status],
          digitalHumanId: avatarId ? toOpenAvatarId(avatarId) : null,
          failMessage: reasonText(row.reason, req.locale),
          costMoney: row.priceKcoins,
          createTime: row.createdAt.toISOString(),
          expireTime: row.expiresAt?.toISOString() ?? null,
        };
      },
    );
  };
}
