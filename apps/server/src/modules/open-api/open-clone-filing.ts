import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  OPEN_CLONE_STATUS,
  type TAvatarCloneUploadType,
  type TLocale,
  type TOpenCloneStatus,
  type TOpenCloneUpload,
} from '@orator/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { cloneDigitalHumanId, reasonText } from '../avatar-clone/avatar-clone-view';
import type { AvatarCloneRow } from '../avatar-clone/avatar-clone.repo';
import { partBytes } from '../file/file.routes';
import type { Services } from '../services';
import { toOpenAvatarId } from './open-avatar-ids';

/** A multipart upload's video (the part named `file`) and its text parts, in whatever order the client sent them. */
export async function readCloneParts(req: FastifyRequest) {
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
  return { video, fields };
}

/** Fields as a schema reads them, or "400" naming the first field it refused. */
export function parsedFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw AppError.badRequest('invalidInput', { detail: `${issue?.path.join('.')}: ${issue?.message}` });
  }
  return parsed.data;
}

export interface CloneOrder {
  uploadTypeId: TAvatarCloneUploadType;
  name: string;
}

/**
 * Files a clone of the caller's video, checked as on /fast-clone, and pays its year (the price held). A refusal
 * (the video, the consent, the balance) keeps nothing: the clone is deleted, and so is the video when this call
 * uploaded it (`uploadedNow`); a video the caller already had stays theirs.
 */
export async function fileClone(
  { avatarClones, fileRepo }: Pick<Services, 'avatarClones' | 'fileRepo'>,
  userId: number,
  video: { fileId: number; uploadedNow: boolean },
  order: CloneOrder,
  locale: TLocale,
): Promise<TOpenCloneUpload> {
  let cloneId: number | undefined;
  try {
    const clone = await avatarClones.submit(
      userId,
      { uploadTypeId: order.uploadTypeId, name: order.name, videoFileId: video.fileId, noticeAccepted: true },
      locale,
    );
    cloneId = clone.id;
    const paid = await avatarClones.pay(userId, clone.id);
    return {
      taskId: paid.id,
      fileId: video.fileId,
      uploadTypeId: paid.uploadTypeId as TAvatarCloneUploadType,
      status: OPEN_CLONE_STATUS[paid.status],
      durationSec: Math.round(paid.videoDurationSec * 10) / 10,
      costMoney: paid.priceKcoins,
    };
  } catch (error) {
    if (cloneId !== undefined) await avatarClones.delete(userId, [cloneId]);
    if (video.uploadedNow) await fileRepo.softDelete(video.fileId, userId);
    throw error;
  }
}

/** A clone as the status calls show it (v2 `taskId`, V3 `jobId`). */
export function cloneStatusOf(row: AvatarCloneRow, locale: TLocale): Omit<TOpenCloneStatus, 'taskId'> {
  const avatarId = cloneDigitalHumanId(row);
  return {
    taskName: row.name,
    uploadTypeId: row.uploadTypeId as TAvatarCloneUploadType,
    status: OPEN_CLONE_STATUS[row.status],
    digitalHumanId: avatarId ? toOpenAvatarId(avatarId) : null,
    failMessage: reasonText(row.reason, locale),
    costMoney: row.priceKcoins,
    createTime: row.createdAt.toISOString(),
    expireTime: row.expiresAt?.toISOString() ?? null,
  };
}
